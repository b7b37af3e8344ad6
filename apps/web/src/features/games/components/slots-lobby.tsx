import { useTranslation } from 'react-i18next';
import type { GameClassify } from '@suerte/contracts';
import { useHotGames } from '../../../lib/queries/hot-games';
import { useGameActions } from '../hooks/use-game-actions';
import { FavouriteGames } from './favourite-games';
import { GameResults } from './game-results';
import { RecentGames } from './recent-games';
import styles from './games.module.css';

export type SlotTab = 'HOT' | 'ALL' | GameClassify;

/** The slots page's games (spec §2): the member's recent games and favourites, then the chosen tab's games. */
export function SlotsLobby({ tab, vendor, query }: { tab: SlotTab; vendor: string | null; query: string }) {
  const { t } = useTranslation('lobby');
  const { renderCard, dialogs } = useGameActions();
  const hot = useHotGames();
  // A site whose members have not played yet has no hot slots: the default tab then says so and shows all the
  // slots under that line, rather than leaving a player who just arrived with nothing to play.
  const noHotSlots =
    tab === 'HOT' &&
    query === '' &&
    hot.isSuccess &&
    !hot.data.list.some((g) => g.gameCategory === 'RNG' && (vendor === null || g.vassalage === vendor));
  return (
    <>
      <RecentGames renderCard={renderCard} />
      <FavouriteGames renderCard={renderCard} />
      {noHotSlots ? (
        <p className={styles.note} data-testid="hot-slots-empty">
          {t('hotSlotsEmpty')}
        </p>
      ) : null}
      <GameResults
        category="RNG"
        source={tab === 'HOT' && !noHotSlots ? 'HOT' : 'CATALOGUE'}
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
