import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Loading } from '../../../components/ui/loading';
import { Pagination } from '../../../components/ui/pagination';
import { pageCountFor } from '../../../components/ui/pagination-model';
import { usePaginationLabels } from '../hooks/use-pagination-labels';
import { MAIN_WALLET } from '@suerte/contracts/core';
import walletStyles from '../wallet/wallet.module.css';
import { BettingFilterForm } from './betting-filters';
import { BettingRecordTable } from './betting-record-table';
import {
  BETTING_PAGE_SIZE,
  bettingRecordQueryOptions,
  defaultBettingFilters,
  type BettingFilters,
} from './records-api';
import { useRecordsMoney } from './use-records-view';

/** The betting record (relay GCSFE_bettingRecord): the member's game rounds by days, vendor and status, by page. */
export default function BettingRecordPage() {
  const { t } = useTranslation('records');
  const labels = usePaginationLabels('records');
  const { money, wallets, exponent, failed, error, retry } = useRecordsMoney();
  const [filters, setFilters] = useState<BettingFilters>(() => defaultBettingFilters());
  const [page, setPage] = useState(1);
  const record = useQuery(bettingRecordQueryOptions(filters, page));
  const vendors = (wallets.data?.wallets ?? []).filter((w) => w.vendorCode !== MAIN_WALLET);

  const apply = (next: BettingFilters) => {
    setFilters(next);
    setPage(1);
  };

  let body;
  if (record.isError) {
    body = <ErrorState error={record.error} onRetry={() => void record.refetch()} />;
  } else if (failed) {
    body = <ErrorState error={error} onRetry={retry} />;
  } else if (record.data === undefined || exponent === undefined || !money.ready) {
    body = <Loading label={t('betting.loading')} />;
  } else if (record.data.list.length === 0) {
    body = <EmptyState />;
  } else {
    body = (
      <>
        <BettingRecordTable
          entries={record.data.list}
          totals={record.data.totals}
          format={money.format}
          exponent={exponent}
          busy={record.isFetching}
        />
        <p className={walletStyles.hint} data-testid="betting-total">
          {t('betting.total', { total: record.data.total })}
        </p>
        <Pagination
          page={page}
          pageCount={pageCountFor(record.data.total, BETTING_PAGE_SIZE)}
          onChange={setPage}
          labels={labels}
          layout="ranged"
        />
      </>
    );
  }

  return (
    <div className={walletStyles.page} data-testid="betting-record">
      <BettingFilterForm value={filters} vendors={vendors} onApply={apply} />
      {body}
    </div>
  );
}
