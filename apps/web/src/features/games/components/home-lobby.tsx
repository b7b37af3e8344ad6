import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CATEGORY_PATH,
  LEFT_MENU_CATEGORY_ORDER,
  categoriesWithVendors,
  type GameCategory,
  type VendorCard,
} from '@suerte/contracts';
import { VendorPicture } from '../../../components/ui/vendor-picture';
import { useGameVendors } from '../../../lib/queries/game-vendors';
import { useHotGames } from '../../../lib/queries/hot-games';
import { useInView } from '../../../lib/use-in-view';
import { useGameList } from '../api/game-list';
import { useNewGames } from '../api/new-games';
import { useGameActions } from '../hooks/use-game-actions';
import { columnsForWidth } from '../hooks/page-size';
import { useViewportWidth } from '../hooks/use-viewport-width';
import { FavouriteGames } from './favourite-games';
import { GameRow } from './game-row';
import { RecentGames } from './recent-games';
import { VendorGamesPopup } from './vendor-games-popup';
import { WinnerTicker } from './winner-ticker';
import styles from './home-lobby.module.css';

/** Lottery categories have their own screens, not game rows. */
const ROW_CATEGORIES = LEFT_MENU_CATEGORY_ORDER.filter((c) => c !== 'LOTT' && c !== 'ELOTT');
type RenderCard = ReturnType<typeof useGameActions>['renderCard'];

function CategoryRow({ category, renderCard }: { category: GameCategory; renderCard: RenderCard }) {
  const { t } = useTranslation(['lobby', 'layout']);
  const columns = columnsForWidth(useViewportWidth());
  // Rows further down ask for their games only when they come near the screen.
  const { ref, seen } = useInView<HTMLDivElement>('300px');
  const list = useGameList({ gameType: category, pageSize: columns * 2 }, { enabled: seen });
  // The home page shows the categories that have games; the category's own page says when it has none.
  if (list.data?.pages[0]?.games.length === 0) return null;
  return (
    <div ref={ref}>
      <GameRow
        title={t(`layout:categories.${category}`)}
        games={list.data?.pages[0]?.games}
        pending={!seen || list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyMessage={t('lobby:home.rowEmpty')}
        renderCard={renderCard}
        more={{ to: CATEGORY_PATH[category], label: t('lobby:home.viewAll') }}
        testId={`home-row-${category}`}
      />
    </div>
  );
}

function HotRow({ renderCard }: { renderCard: RenderCard }) {
  const { t } = useTranslation('lobby');
  const hot = useHotGames();
  return (
    <GameRow
      title={t('home.hot')}
      games={hot.data?.list}
      pending={hot.isPending}
      error={hot.error}
      onRetry={() => void hot.refetch()}
      emptyMessage={t('hotEmpty')}
      renderCard={renderCard}
      more={{ to: '/hot', label: t('home.viewAll') }}
      testId="home-row-hot"
    />
  );
}

/** The merchant's newest games, every category; asked for when the row comes near the screen. */
function NewRow({ renderCard }: { renderCard: RenderCard }) {
  const { t } = useTranslation('lobby');
  const { ref, seen } = useInView<HTMLDivElement>('300px');
  const newest = useNewGames({ enabled: seen });
  return (
    <div ref={ref}>
      <GameRow
        title={t('home.new')}
        games={newest.data?.list}
        pending={!seen || newest.isPending}
        error={newest.error}
        onRetry={() => void newest.refetch()}
        emptyMessage={t('home.newEmpty')}
        renderCard={renderCard}
        testId="home-row-new"
      />
    </div>
  );
}

interface VendorEntry extends VendorCard {
  category: GameCategory;
}

/** The providers; a provider opens the game popup with its games (spec §2, §4 VASSALAGE). */
function Providers({ vendors, onOpen }: { vendors: VendorEntry[]; onOpen: (v: VendorEntry) => void }) {
  const { t } = useTranslation('lobby');
  if (vendors.length === 0) return null;
  return (
    <section className={styles.providers} aria-label={t('home.providers')} data-testid="home-providers">
      <h2 className={styles.providersTitle}>{t('home.providers')}</h2>
      <ul className={styles.providerList}>
        {vendors.map((vendor) => (
          <li key={`${vendor.category}:${vendor.vassalage}`}>
            <button type="button" className={styles.provider} onClick={() => onOpen(vendor)}>
              <VendorPicture src={vendor.iconUrl} height={32} />
              <span>{vendor.vendorName}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The home page lobby, below the banners: the winner ticker, the member's recent games and favourites, hot
 * games, new games, then a row per category that has vendors, and the providers. Loaded after the first screen.
 */
export default function HomeLobby() {
  const { renderCard, dialogs } = useGameActions();
  const groups = useGameVendors().data ?? [];
  const categories = categoriesWithVendors(groups, ROW_CATEGORIES);
  // A vendor of several categories is listed once, with its first category.
  const vendors: VendorEntry[] = [];
  for (const category of categories) {
    const group = groups.find((g) => g.gameCategory === category);
    for (const card of group?.vendors.flatMap((lane) => lane.cards) ?? []) {
      if (!vendors.some((v) => v.vassalage === card.vassalage)) vendors.push({ ...card, category });
    }
  }
  const [popup, setPopup] = useState<VendorEntry | null>(null);
  return (
    <div className={styles.lobby} data-testid="home-lobby">
      <WinnerTicker />
      <RecentGames renderCard={renderCard} />
      <FavouriteGames renderCard={renderCard} />
      <HotRow renderCard={renderCard} />
      <NewRow renderCard={renderCard} />
      {categories.map((category) => (
        <CategoryRow key={category} category={category} renderCard={renderCard} />
      ))}
      <Providers vendors={vendors} onOpen={setPopup} />
      {popup ? (
        <VendorGamesPopup
          category={popup.category}
          vendor={popup.vassalage}
          vendorName={popup.vendorName}
          onClose={() => setPopup(null)}
          renderCard={renderCard}
        />
      ) : null}
      {dialogs}
    </div>
  );
}
