import { useTranslation } from 'react-i18next';
import type { Game } from '@suerte/contracts';
import { useSessionStore } from '../../../lib/session-store';
import { useRecentGames } from '../api/recent-games';
import { GameRow } from './game-row';

/** The games a returning member played last; nothing for a visitor. */
export function RecentGames({ renderCard }: { renderCard: (game: Game) => React.ReactNode }) {
  const { t } = useTranslation('lobby');
  const token = useSessionStore((s) => s.token);
  const query = useRecentGames();
  if (!token) return null;
  return (
    <GameRow
      title={t('recent.title')}
      games={query.data?.list}
      pending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyMessage={t('recent.empty')}
      renderCard={renderCard}
      kind="favourites"
      testId="recent-games"
    />
  );
}
