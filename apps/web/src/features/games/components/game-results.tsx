import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game, GameCategory, GameClassify } from '@suerte/contracts';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useHotGames } from '../../../lib/queries/hot-games';
import { useGameList } from '../api/game-list';
import { columnsForWidth, pageSizeForWidth } from '../hooks/page-size';
import { useViewportWidth } from '../hooks/use-viewport-width';
import { GameCardSkeleton } from './game-card';
import { nameMatches } from './name-match';
import { VirtualGameGrid } from './virtual-game-grid';
import styles from './games.module.css';

export interface GameResultsProps {
  /** The category listed; for hot games, none means every category. */
  category?: GameCategory;
  /** HOT: the merchant's hot games of the category; otherwise the catalogue, optionally of one slot kind. */
  source: 'HOT' | 'CATALOGUE';
  classify?: GameClassify | null;
  vendor: string | null;
  /** Part of a name (already debounced). */
  query: string;
  renderCard: (game: Game) => ReactNode;
  emptyMessage: string;
}

function Skeletons({ columns }: { columns: number }) {
  const { t } = useTranslation('lobby');
  return (
    <div
      className={styles.grid}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      role="status"
      aria-label={t('loading')}
    >
      {Array.from({ length: columns * 2 }, (_, i) => (
        <GameCardSkeleton key={i} />
      ))}
    </div>
  );
}

function Results({
  games,
  total,
  columns,
  ...grid
}: {
  games: readonly Game[];
  total: number;
  columns: number;
  renderCard: (game: Game) => ReactNode;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}) {
  const { t } = useTranslation('lobby');
  return (
    <>
      <p className={styles.count} aria-live="polite" data-testid="game-count">
        {t('count', { count: total })}
      </p>
      <VirtualGameGrid games={games} columns={columns} label={t('gridLabel')} {...grid} />
    </>
  );
}

function CatalogueResults({
  category = 'RNG',
  classify,
  vendor,
  query,
  renderCard,
  emptyMessage,
}: GameResultsProps) {
  const width = useViewportWidth();
  const columns = columnsForWidth(width);
  const list = useGameList({
    gameType: category,
    gameClassify: classify,
    vassalage: vendor,
    gameName: query,
    pageSize: pageSizeForWidth(width),
  });
  const games = useMemo(() => list.data?.pages.flatMap((p) => p.games) ?? [], [list.data]);
  if (list.isPending) return <Skeletons columns={columns} />;
  if (list.isError && games.length === 0)
    return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (games.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <Results
      games={games}
      total={list.data?.pages[0]?.total ?? games.length}
      columns={columns}
      renderCard={renderCard}
      hasMore={list.hasNextPage && !list.isFetchNextPageError}
      loadingMore={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
    />
  );
}

function HotResults({ category, vendor, query, renderCard, emptyMessage }: GameResultsProps) {
  const columns = columnsForWidth(useViewportWidth());
  const hot = useHotGames();
  const games = useMemo(
    () =>
      (hot.data?.list ?? []).filter(
        (g) =>
          (category === undefined || g.gameCategory === category) &&
          (vendor === null || g.vassalage === vendor) &&
          nameMatches([g.gameName, g.nodeName], query),
      ),
    [hot.data, category, vendor, query],
  );
  if (hot.isPending) return <Skeletons columns={columns} />;
  if (hot.isError) return <ErrorState error={hot.error} onRetry={() => void hot.refetch()} />;
  if (games.length === 0) return <EmptyState message={emptyMessage} />;
  return <Results games={games} total={games.length} columns={columns} renderCard={renderCard} />;
}

/** The games of a lobby page: skeletons while loading, an honest empty or error state, else the grid. */
export function GameResults(props: GameResultsProps) {
  return props.source === 'HOT' ? <HotResults {...props} /> : <CatalogueResults {...props} />;
}
