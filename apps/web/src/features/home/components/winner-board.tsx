import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import styles from './home.module.css';

/** One row of the winner board; the amount arrives already formatted with its currency. */
export interface WinnerEntry {
  id: string;
  player: string;
  game: string;
  amount: string;
}

/**
 * Recent big wins. No game produces winners yet, so the home page passes none and the board says so;
 * a data source can pass entries later without changing this frame.
 */
export function WinnerBoard({ entries = [] }: { entries?: readonly WinnerEntry[] }) {
  const { t } = useTranslation('home');
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="winner-board">
      <header className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t('winners.title')}
        </h2>
      </header>
      {entries.length === 0 ? (
        <EmptyState message={t('winners.empty')} />
      ) : (
        <table className={styles.winners} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('winners.player')}</th>
              <th scope="col">{t('winners.game')}</th>
              <th scope="col">{t('winners.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} data-testid="winner-row">
                <td>{entry.player}</td>
                <td>{entry.game}</td>
                <td className={styles.winAmount}>{entry.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
