import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Loading } from '../../../components/ui/loading';
import { Tabs } from '../../../components/ui/tabs';
import { DateRangeFilter, type DateRange } from '../components/date-range-filter';
import walletStyles from '../wallet/wallet.module.css';
import { ProfitLossTable } from './profit-loss-table';
import {
  defaultProfitLossFilters,
  lastWeek,
  profitLossQueryOptions,
  type ProfitLossFilters,
  type ProfitLossGroup,
} from './records-api';
import { useRecordsMoney } from './use-records-view';

/** Profit and loss (relay GCSFE_profitLoss): stakes, wins and profit over days, by day or by game category. */
export default function ProfitLossPage() {
  const { t } = useTranslation('records');
  const { money, exponent, failed, error, retry } = useRecordsMoney();
  const [filters, setFilters] = useState<ProfitLossFilters>(() => defaultProfitLossFilters());
  const answer = useQuery(profitLossQueryOptions(filters));

  // Both days are needed: an emptied field falls back to the default week's.
  const complete = (draft: DateRange) => ({
    from: draft.from || lastWeek().from,
    to: draft.to || lastWeek().to,
  });
  const apply = (range: DateRange) => setFilters((f) => ({ ...f, ...range }));
  const group = (groupBy: ProfitLossGroup) => setFilters((f) => ({ ...f, groupBy }));

  let body;
  if (answer.isError) {
    body = <ErrorState error={answer.error} onRetry={() => void answer.refetch()} />;
  } else if (failed) {
    body = <ErrorState error={error} onRetry={retry} />;
  } else if (answer.data === undefined || exponent === undefined || !money.ready) {
    body = <Loading label={t('profitLoss.loading')} />;
  } else if (answer.data.rows.length === 0) {
    body = <EmptyState />;
  } else {
    body = (
      <ProfitLossTable
        answer={answer.data}
        groupBy={filters.groupBy}
        format={money.format}
        exponent={exponent}
        busy={answer.isFetching}
      />
    );
  }

  return (
    <div className={walletStyles.page} data-testid="profit-loss">
      <DateRangeFilter
        value={{ from: filters.from, to: filters.to }}
        onApply={apply}
        label={t('filters.profitLossLabel')}
        testPrefix="profit-loss"
        texts={{ ns: 'records', keyPrefix: 'filters' }}
        complete={complete}
      />
      <Tabs
        label={t('filters.groupBy')}
        value={filters.groupBy}
        onChange={group}
        items={[
          { value: 'day', label: t('profitLoss.byDay') },
          { value: 'category', label: t('profitLoss.byCategory') },
        ]}
        testId="profit-loss-group"
      />
      {body}
    </div>
  );
}
