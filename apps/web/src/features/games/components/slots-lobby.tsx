import { useTranslation } from 'react-i18next';
import type { GameClassify } from '@suerte/contracts';
import { useGameActions } from '../hooks/use-game-actions';
import { FavouriteGames } from './favourite-games';
import { GameResults } from './game-results';
import { RecentGames } from './recent-games';

export type SlotTab = 'HOT' | 'ALL' | GameClassify;

/** The slots page's games (spec §2): the member's recent games and favourites, then the chosen tab's games. */
export function SlotsLobby({ tab, vendor, query }: { tab: SlotTab; vendor: string | null; query: string }) {
  const { t } = useTranslation('lobby');
  const { renderCard, dialogs } = useGameActions();
  return (
    <>
      <RecentGames renderCard={renderCard} />
      <FavouriteGames renderCard={renderCard} />
      <GameResults
        category="RNG"
        source={tab === 'HOT' ? 'HOT' : 'CATALOGUE'}
        classify={tab === 'HOT' || tab === 'ALL' ? null : tab}
        vendor={vendor}
        query={query}
        renderCard={renderCard}
        emptyMessage={query ? t('noMatch', { query }) : tab === 'HOT' ? t('hotEmpty') : t('categoryEmpty')}
      />
      {dialogs}
    </>
  );
}
