import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshIcon } from '../../../components/ui/icons';
import { useSessionStore } from '../../../lib/session-store';
import { useWinners } from '../api/rank-list';
import { formatWin } from './win-amount';
import styles from './home-lobby.module.css';

/**
 * The winner ticker (GCSGAME_getRankList WINNER): the newest wins of settled rounds, names masked by the
 * server, amounts with their currency. The line scrolls by itself; it stops for reduced motion and on hover.
 * With no wins yet, its one line stands still.
 */
export function WinnerTicker() {
  const { t } = useTranslation('lobby');
  const language = useSessionStore((s) => s.language);
  const headingId = useId();
  const query = useWinners();
  let body;
  if (query.isPending)
    body = <div className={`${styles.tickerSkeleton}`} role="status" aria-label={t('loading')} />;
  else if (query.isError)
    // Said on the ticker's own line with a retry icon beside it, like the empty answer: a full error block does
    // not fit the bar on a phone.
    body = (
      <>
        <p className={`${styles.ticker} ${styles.tickerStill}`} role="alert" data-testid="winners-error">
          {t('home.winnersError')}
        </p>
        <button
          type="button"
          className={`ui-icon-button ${styles.tickerRetry}`}
          aria-label={t('retry', { ns: 'common' })}
          title={t('retry', { ns: 'common' })}
          onClick={() => void query.refetch()}
        >
          <RefreshIcon size={18} />
        </button>
      </>
    );
  else if (query.data.list.length === 0) {
    // No wins yet: said on the ticker's own line (the bar keeps its height whatever the answer), standing still.
    body = (
      <p className={`${styles.ticker} ${styles.tickerStill}`} data-testid="winners-empty">
        {t('home.winnersEmpty')}
      </p>
    );
  } else {
    const lines = query.data.list.map((entry) => ({
      key: `${entry.rank}-${entry.at ?? ''}-${entry.name}`,
      text: t('home.winnerLine', {
        name: entry.name,
        amount: formatWin(entry.amount, entry.currency, language),
        game: entry.gameName ?? entry.vassalage,
      }),
    }));
    body = (
      <div className={styles.ticker}>
        {/* The list twice, so the loop has no gap; the copy is hidden from screen readers. */}
        <ul className={styles.tickerTrack} style={{ '--ticker-items': lines.length } as React.CSSProperties}>
          {lines.map((line) => (
            <li key={line.key} data-testid="winner-line">
              {line.text}
            </li>
          ))}
          {lines.map((line) => (
            <li key={`copy-${line.key}`} aria-hidden="true">
              {line.text}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <section className={styles.winners} aria-labelledby={headingId} data-testid="winner-ticker">
      <h2 id={headingId} className={styles.winnersTitle}>
        {t('home.winners')}
      </h2>
      {body}
    </section>
  );
}
