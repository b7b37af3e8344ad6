import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Loading } from '../../../components/ui/loading';
import { useHotGames } from '../../../lib/queries/hot-games';
import { GameCard } from './game-card';
import styles from './home.module.css';

function HotGamesBody() {
  const { t } = useTranslation('home');
  const query = useHotGames();
  if (query.isPending) return <Loading label={t('hotGames.loading')} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0) return <EmptyState message={t('hotGames.empty')} />;
  return (
    <ul className={styles.gameGrid}>
      {query.data.list.map((game) => (
        <li key={game.nodeId}>
          <GameCard game={game} />
        </li>
      ))}
    </ul>
  );
}

/** The merchant's hot games as a grid of tiles. */
export function HotGames() {
  const { t } = useTranslation('home');
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="hot-games">
      <header className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {t('hotGames.title')}
        </h2>
        <Link to="/hot" className={styles.sectionLink}>
          {t('hotGames.viewAll')}
        </Link>
      </header>
      <HotGamesBody />
    </section>
  );
}
