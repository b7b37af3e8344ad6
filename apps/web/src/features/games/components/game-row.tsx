import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Game } from '@suerte/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { columnsForWidth, type GridKind } from '../hooks/page-size';
import { useViewportWidth } from '../hooks/use-viewport-width';
import { GameCardSkeleton } from './game-card';
import styles from './games.module.css';

export interface GameRowProps {
  title: string;
  games: readonly Game[] | undefined;
  pending: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyMessage: string;
  renderCard: (game: Game) => ReactNode;
  /** "View all" link. */
  more?: { to: string; label: string };
  kind?: GridKind;
  testId: string;
}

/** A titled row of games that scrolls sideways; as many cards in view as spec §9 gives for the width. */
export function GameRow({
  title,
  games,
  pending,
  error,
  onRetry,
  emptyMessage,
  renderCard,
  more,
  kind = 'slots',
  testId,
}: GameRowProps) {
  const { t } = useTranslation('lobby');
  const headingId = useId();
  const columns = columnsForWidth(useViewportWidth(), kind);
  const style = { '--row-columns': columns } as React.CSSProperties;
  // Until there are games, the row holds the height of a row of cards: skeletons while it loads, then (none, or
  // an error) the message over them, hidden. One element throughout, so nothing below moves.
  const message = pending ? null : error ? (
    <ErrorState error={error} onRetry={onRetry} />
  ) : !games || games.length === 0 ? (
    <EmptyState message={emptyMessage} />
  ) : null;
  let body: ReactNode;
  if (pending || message || !games) {
    body = (
      <div className={styles.rowHold} data-held={message ? 'true' : undefined}>
        <div
          className={styles.row}
          style={style}
          role={pending ? 'status' : undefined}
          aria-label={pending ? t('loading') : undefined}
          aria-hidden={pending ? undefined : true}
        >
          {Array.from({ length: columns }, (_, i) => (
            <GameCardSkeleton key={i} />
          ))}
        </div>
        {message ? <div className={styles.rowMessage}>{message}</div> : null}
      </div>
    );
  } else
    body = (
      <ul className={styles.row} style={style} aria-labelledby={headingId}>
        {games.map((game) => (
          <li key={`${game.vassalage}:${game.nodeId}`} className={styles.rowItem}>
            {renderCard(game)}
          </li>
        ))}
      </ul>
    );
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid={testId}>
      <header className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {more ? (
          <Link to={more.to} className={styles.sectionLink}>
            {more.label}
          </Link>
        ) : null}
      </header>
      {body}
    </section>
  );
}
