import { useTranslation } from 'react-i18next';
import type { Game } from '@suerte/contracts';
import { useSessionStore } from '../../../lib/session-store';
import { useFavouriteList } from '../api/favourite-list';
import { GameRow } from './game-row';

/** The member's favourites (spec §6: only with a token; a visitor sees nothing here). */
export function FavouriteGames({ renderCard }: { renderCard: (game: Game) => React.ReactNode }) {
  const { t } = useTranslation('lobby');
  const token = useSessionStore((s) => s.token);
  const query = useFavouriteList();
  if (!token) return null;
  return (
    <GameRow
      title={t('favourites.title')}
      games={query.data?.content}
      pending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyMessage={t('favourites.empty')}
      renderCard={renderCard}
      kind="favourites"
      testId="favourite-games"
    />
  );
}
