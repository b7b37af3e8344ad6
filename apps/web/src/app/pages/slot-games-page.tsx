import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../components/ui/tabs';
import { usePageSettled } from '../../features/home/hooks/use-page-settled';
import { SlotsLobby } from '../../features/games';
import { useRouteHandle } from '../route-handle';
import { PageShell, PageSection } from './page-shell';
import { VendorFilter } from './vendor-filter';
import { SearchField } from './search-field';
import { useDebounced } from './use-debounced';

// The carousel comes after the first screen (its space is held): the games are what a player came for.
const HomeBannerCarousel = lazy(() =>
  import('../../features/home/components/banner-carousel').then((m) => ({ default: m.HomeBannerCarousel })),
);
const bannerSpace = <div className="slot-banner-space" aria-hidden="true" />;

/** Slot tabs (spec §2): hot slots by default, then all and the game classes JP, VP, TG, AC. */
export const SLOT_TABS = ['HOT', 'ALL', 'JP', 'VP', 'TG', 'AC'] as const;
export type SlotTab = (typeof SLOT_TABS)[number];

/** /slot-games and /rng: carousel, the member's favourites, tabs, name search and vendor filter over the slots. */
export default function SlotGamesPage() {
  const { t } = useTranslation('pages');
  const { page } = useRouteHandle();
  const [tab, setTab] = useState<SlotTab>('HOT');
  const [vendor, setVendor] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), 500);
  const settled = usePageSettled();
  // A name typed on the hot tab looks for it among all slots: hot slots are a short list, and a player who
  // types "drag" means any dragon game. Back on the hot tab, the name filters the hot slots.
  const changeSearch = (value: string) => {
    setSearch(value);
    if (value.trim() !== '' && search.trim() === '' && tab === 'HOT') setTab('ALL');
  };
  return (
    <PageShell title={t(`meta.${page}.heading`)} lead={t(`meta.${page}.description`)} testId={`page-${page}`}>
      {settled ? (
        <Suspense fallback={bannerSpace}>
          <HomeBannerCarousel />
        </Suspense>
      ) : (
        bannerSpace
      )}
      <PageSection title={t('vendors.title')} id="slot-vendors-title">
        <VendorFilter category="RNG" value={vendor} onChange={setVendor} />
      </PageSection>
      <div className="page-toolbar">
        <Tabs
          label={t('slots.tabsLabel')}
          items={SLOT_TABS.map((value) => ({ value, label: t(`slots.tabs.${value}`) }))}
          value={tab}
          onChange={setTab}
          testId="slot-tabs"
        />
        <SearchField label={t('slots.search')} value={search} onChange={changeSearch} testId="slot-search" />
      </div>
      <PageSection title={t(`slots.tabs.${tab}`)} id="slot-games-title">
        <SlotsLobby tab={tab} vendor={vendor} query={query} />
      </PageSection>
    </PageShell>
  );
}
