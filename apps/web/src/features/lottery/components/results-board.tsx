import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LotteryDraw } from '@suerte/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSessionStore } from '../../../lib/session-store';
import { loTable, prizeRows } from '../model/results';
import { formatDrawTime } from '../model/time';
import { fairLink } from '../model/fair-link';
import styles from './lottery.module.css';

/**
 * The results board of a game's last draws: every prize with the lô (last two digits) of each number
 * highlighted, the member's own numbers marked, and the lô table by đầu. North 27 numbers, south and central 18.
 */
export function ResultsBoard({ draws, myNumbers }: { draws: LotteryDraw[]; myNumbers: ReadonlySet<string> }) {
  const { t } = useTranslation('lottery');
  const language = useSessionStore((s) => s.language);
  const resulted = draws.filter((d) => d.prizes !== null);
  const [numero, setNumero] = useState<string | null>(null);
  if (resulted.length === 0) return <EmptyState message={t('results.empty')} />;
  const draw = resulted.find((d) => d.numero === numero) ?? resulted[0]!;
  const rows = prizeRows(draw.prizes);
  const table = loTable(draw.prizes);
  return (
    <div className={styles.panel} data-testid="results-board">
      <label className={styles.field}>
        {t('results.draw')}
        <select value={draw.numero} onChange={(e) => setNumero(e.target.value)} data-testid="results-draw">
          {resulted.map((d) => (
            <option key={d.numero} value={d.numero}>
              {d.numero} · {formatDrawTime(d.drawTime, language)}
            </option>
          ))}
        </select>
      </label>
      {draw.demo ? <p className={styles.muted}>{t('results.demoNote')}</p> : null}
      <table className={styles.board}>
        <caption className="visually-hidden">{t('results.caption', { numero: draw.numero })}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.prize} className={row.prize === 'DB' ? styles.special : undefined}>
              <th scope="row">{t(`prizes.${row.prize}`)}</th>
              <td>
                {row.numbers.map((n, i) => (
                  <span key={`${n}-${i}`} className={styles.number} data-testid={`prize-${row.prize}`}>
                    {n.slice(0, -2)}
                    <span className={`${styles.lo} ${myNumbers.has(n.slice(-2)) ? styles.mine : ''}`}>
                      {n.slice(-2)}
                    </span>
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className={styles.board} data-testid="lo-table">
        <caption>{t('results.loTable', { count: table.flat().length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('results.head')}</th>
            <th scope="col">{t('results.tails')}</th>
          </tr>
        </thead>
        <tbody>
          {table.map((tails, head) => (
            <tr key={head}>
              <th scope="row">{head}</th>
              <td>
                {tails.map((tail, i) => (
                  <span
                    key={i}
                    className={`${styles.number} ${myNumbers.has(`${head}${tail}`) ? styles.mine : ''}`}
                  >
                    {tail}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {draw.serverSeed ? (
        <p className={styles.hash}>
          {t('results.seed', { seed: draw.serverSeed })}{' '}
          <Link to={fairLink(draw)} data-testid="fair-link">
            {t('results.verify')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
