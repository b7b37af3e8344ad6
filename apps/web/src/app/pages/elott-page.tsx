import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { LOTTERY_SEARCH_DEBOUNCE_MS } from '@suerte/contracts/core';
import { Tabs } from '../../components/ui/tabs';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { Loading } from '../../components/ui/loading';
import { useSessionStore } from '../../lib/session-store';
import { menuQuery } from '../../features/lottery/api/lottery-api';
import { closesAtFrom } from '../../features/lottery/components/countdown-text';
import { GameCard } from '../../features/lottery/components/game-card';
import { RecentResults } from '../../features/lottery/components/recent-results';
import { useRefreshTimer } from '../../features/lottery/hooks/use-countdown';
import { elottGames, elottMode, WEEKDAYS, type Weekday } from '../../features/lottery/model/elott-view';
import styles from '../../features/lottery/components/lottery.module.css';
import { PageShell, PageSection } from './page-shell';
import { SearchField } from './search-field';
import { useDebounced } from './use-debounced';

const RECENT = '__recent';
type DayTab = 'ALL' | Weekday;

/**
 * /elott (spec §2): region tabs from the menu's tags plus recent results (members only), weekday tabs T2–T7
 * and CN, a name search debounced 500 ms; cards with name, icon, countdown and the last winning number. The
 * list refreshes when the soonest countdown ends (spec §4).
 */
export default function ElottPage() {
  const { t } = useTranslation('lottery');
  const merchant = useSessionStore((s) => s.merchantCode);
  const language = useSessionStore((s) => s.language);
  const menu = useQuery(menuQuery(merchant, language));
  const [tab, setTab] = useState<string | null>(null);
  const [day, setDay] = useState<DayTab>('ALL');
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), LOTTERY_SEARCH_DEBOUNCE_MS);

  const groups = useMemo(() => menu.data?.list ?? [], [menu.data]);
  const recent = tab === RECENT;
  const filters = { tag: recent ? null : tab, day: day === 'ALL' ? null : day, query, recent };
  const mode = elottMode(filters);
  const games = elottGames(groups, filters);
  const selectedTag = recent ? RECENT : (tab ?? groups[0]?.tag ?? RECENT);
  const closes = games.map((g) => closesAtFrom(menu.dataUpdatedAt, g.remainTime, g.lockTime, g.isSale));
  useRefreshTimer(menu.data ? closes : [], () => void menu.refetch());

  const tabs = [
    ...groups.map((g) => ({ value: g.tag as string, label: g.labelName })),
    { value: RECENT, label: t('elott.recentTab') },
  ];
  const days: DayTab[] = ['ALL', ...WEEKDAYS];
  const heading = {
    all: t('elott.modes.all'),
    week: t('elott.modes.week', { day: t(`elott.days.${day}`) }),
    search: t('elott.modes.search', { query }),
    recent: t('elott.modes.recent'),
  }[mode];

  return (
    <PageShell title={t('elott.heading')} lead={t('elott.lead')} testId="page-elott">
      <div className="page-toolbar page-toolbar--stack">
        {menu.data ? (
          <Tabs
            label={t('elott.regionLabel')}
            items={tabs}
            value={selectedTag}
            onChange={setTab}
            testId="elott-regions"
          />
        ) : null}
        {!recent ? (
          <Tabs
            label={t('elott.dayLabel')}
            items={days.map((value) => ({ value, label: t(`elott.days.${value}`) }))}
            value={day}
            onChange={setDay}
            testId="elott-days"
          />
        ) : null}
        <SearchField label={t('elott.search')} value={search} onChange={setSearch} testId="elott-search" />
      </div>
      <PageSection title={heading} id="elott-list-title">
        <div data-testid="elott-mode" data-mode={mode} hidden />
        {mode === 'recent' ? (
          <RecentResults />
        ) : menu.isPending ? (
          <Loading />
        ) : menu.isError ? (
          <ErrorState error={menu.error} onRetry={() => void menu.refetch()} />
        ) : games.length === 0 ? (
          <EmptyState message={mode === 'search' ? t('elott.noMatch', { query }) : t('elott.empty')} />
        ) : (
          <ul className={styles.cards} data-testid="elott-list">
            {games.map((game, i) => (
              <GameCard key={game.gameCode} game={game} closesAt={closes[i] ?? null} />
            ))}
          </ul>
        )}
      </PageSection>
    </PageShell>
  );
}
