import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../components/ui/tabs';
import { EmptyState } from '../../components/ui/empty-state';
import { PageShell, PageSection } from './page-shell';
import { SearchField } from './search-field';
import { useDebounced } from './use-debounced';

/** Region tags of the Vietnamese lotteries (spec §2). */
export const ELOTT_REGIONS = ['ALL', 'CENTRAL', 'SOUTHERN'] as const;
/** Weekday filter T2..T7 then CN: draw days 2-7 and 1 (spec §2). */
export const ELOTT_DAYS = ['2', '3', '4', '5', '6', '7', '1'] as const;

type Region = (typeof ELOTT_REGIONS)[number];
type Day = 'ALL' | (typeof ELOTT_DAYS)[number];

/** /elott: lottery list with region tabs, weekday tabs and name search. */
export default function ElottPage() {
  const { t } = useTranslation('pages');
  const [region, setRegion] = useState<Region>('ALL');
  const [day, setDay] = useState<Day>('ALL');
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), 500);
  const days: Day[] = ['ALL', ...ELOTT_DAYS];
  return (
    <PageShell title={t('meta.elott.heading')} lead={t('meta.elott.description')} testId="page-elott">
      <div className="page-toolbar page-toolbar--stack">
        <Tabs
          label={t('elott.regionLabel')}
          items={ELOTT_REGIONS.map((value) => ({ value, label: t(`elott.regions.${value}`) }))}
          value={region}
          onChange={setRegion}
          testId="elott-regions"
        />
        <Tabs
          label={t('elott.dayLabel')}
          items={days.map((value) => ({ value, label: t(`elott.days.${value}`) }))}
          value={day}
          onChange={setDay}
          testId="elott-days"
        />
        <SearchField label={t('elott.search')} value={search} onChange={setSearch} testId="elott-search" />
      </div>
      <PageSection title={t('elott.listTitle')} id="elott-list-title">
        <EmptyState message={query ? t('elott.noMatch', { query }) : t('lottery.comingSoon')} />
      </PageSection>
    </PageShell>
  );
}
