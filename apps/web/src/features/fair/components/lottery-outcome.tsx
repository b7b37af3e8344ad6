import { useTranslation } from 'react-i18next';
import type { LotteryDrawReplay } from '../model/verify-round';
import styles from './fair.module.css';

/**
 * A lottery draw recomputed from its seeds: the prize table (ĐB first, down to G7 in the north and G8 in the
 * south and central), each number with its lô (last two digits) marked, as the results board shows it.
 */
export function LotteryOutcome({ replay }: { replay: LotteryDrawReplay }) {
  const { t } = useTranslation('fair');
  const { draw, prizes } = replay;
  const count = prizes.reduce((sum, p) => sum + p.numbers.length, 0);
  return (
    <div className={styles.lottery} data-testid="fair-lottery">
      <p className={styles.total} data-testid="fair-lottery-title">
        {draw.gameCode && draw.numero
          ? t('lottery.draw', { game: draw.gameCode, numero: draw.numero })
          : t('lottery.drawOf', { region: t(`lottery.regions.${draw.region}`) })}
      </p>
      <table className={styles.prizeTable}>
        <caption>{t('lottery.caption', { region: t(`lottery.regions.${draw.region}`), count })}</caption>
        <tbody>
          {prizes.map((row) => (
            <tr key={row.prize} className={row.prize === 'DB' ? styles.prizeSpecial : undefined}>
              <th scope="row">{t(`lottery.prizes.${row.prize}`)}</th>
              <td>
                {row.numbers.map((n, i) => (
                  <span
                    key={`${n}-${i}`}
                    className={styles.prizeNumber}
                    data-testid={`fair-prize-${row.prize}`}
                  >
                    {n.slice(0, -2)}
                    <strong>{n.slice(-2)}</strong>
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{t('lottery.compare')}</p>
    </div>
  );
}
