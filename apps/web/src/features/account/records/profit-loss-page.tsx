import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Loading } from '../../../components/ui/loading';
import { Tabs } from '../../../components/ui/tabs';
import walletStyles from '../wallet/wallet.module.css';
import recordStyles from '../wallet/record.module.css';
import { DateRangeFields, RangeError } from './date-range-fields';
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
  const id = useId();
  const { money, exponent, failed, error, retry } = useRecordsMoney();
  const [filters, setFilters] = useState<ProfitLossFilters>(() => defaultProfitLossFilters());
  const [draft, setDraft] = useState({ from: filters.from, to: filters.to });
  const [rangeError, setRangeError] = useState(false);
  const answer = useQuery(profitLossQueryOptions(filters));

  const change = (patch: { from?: string; to?: string }) => {
    setDraft((d) => ({ ...d, ...patch }));
    setRangeError(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Both days are needed: an emptied field falls back to the default week's.
    const range = { from: draft.from || lastWeek().from, to: draft.to || lastWeek().to };
    if (range.from > range.to) {
      setRangeError(true);
      return;
    }
    setDraft(range);
    setFilters((f) => ({ ...f, ...range }));
  };
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

  const errorId = `${id}-range`;
  return (
    <div className={walletStyles.page} data-testid="profit-loss">
      <form
        className={recordStyles.filters}
        onSubmit={submit}
        noValidate
        aria-label={t('filters.profitLossLabel')}
      >
        <DateRangeFields
          id={id}
          testPrefix="profit-loss"
          from={draft.from}
          to={draft.to}
          onChange={change}
          errorId={rangeError ? errorId : null}
        />
        <div className={recordStyles.filterActions}>
          <button type="submit" className="ui-button ui-button--primary" data-testid="profit-loss-search">
            {t('filters.search')}
          </button>
        </div>
        {rangeError ? <RangeError id={errorId} testId="profit-loss-range-error" /> : null}
      </form>
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
