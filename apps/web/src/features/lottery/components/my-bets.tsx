import { useTranslation } from 'react-i18next';
import type { LotteryBet } from '@suerte/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSessionStore } from '../../../lib/session-store';
import { formatLotteryMoney } from '../model/money';
import styles from './lottery.module.css';

/** Bets with their numbers, points, cost and outcome: waiting, won (hits and payout), lost or void (refunded). */
export function BetList({
  bets,
  currency,
  showGame = false,
}: {
  bets: LotteryBet[];
  currency: string;
  showGame?: boolean;
}) {
  const { t } = useTranslation('lottery');
  const language = useSessionStore((s) => s.language);
  const money = (minor: number) => formatLotteryMoney(minor, currency, language);
  if (bets.length === 0) return <EmptyState message={t('myBets.empty')} />;
  return (
    <ul className={styles.betList} data-testid="my-bets">
      {bets.map((bet) => (
        <li key={bet.betId} className={styles.bet} data-testid="my-bet" data-status={bet.status}>
          <span>
            <strong>{t(`betTypes.${bet.betType}.name`)}</strong>{' '}
            <span className={styles.picked}>{bet.numbers.join(' ')}</span>
          </span>
          <span className={outcomeClass(bet.status)} data-testid="bet-outcome">
            {bet.status === 'WON'
              ? t('myBets.won', { amount: money(bet.payout ?? 0), hits: bet.hits ?? 0 })
              : t(`myBets.status.${bet.status}`)}
          </span>
          <span className={styles.muted}>
            {showGame ? `${bet.gameName} · ` : ''}
            {bet.numero} · {t('slip.pointsShort', { count: bet.points })}
          </span>
          <span className={styles.muted}>{t('myBets.cost', { amount: money(bet.cost) })}</span>
        </li>
      ))}
    </ul>
  );
}

function outcomeClass(status: LotteryBet['status']): string {
  if (status === 'WON') return styles.won ?? '';
  if (status === 'LOST') return styles.lost ?? '';
  return '';
}
