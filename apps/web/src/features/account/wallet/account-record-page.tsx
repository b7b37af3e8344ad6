import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Loading } from '../../../components/ui/loading';
import { Pagination } from '../../../components/ui/pagination';
import { pageCountFor } from '../../../components/ui/pagination-model';
import { usePaginationLabels } from '../hooks/use-pagination-labels';
import { useMoney } from './use-money';
import { RecordFilterForm, defaultRecordFilters } from './record-filters';
import { RecordTable } from './record-table';
import {
  RECORD_PAGE_SIZE,
  accountRecordQueryOptions,
  merchantWalletsQueryOptions,
  type RecordFilters,
} from './wallet-api';
import styles from './wallet.module.css';

/** The account record (relay ODSFE2_MemTransDet): every movement of money, filtered by type and days, by page. */
export default function AccountRecordPage() {
  const { t } = useTranslation('wallet');
  const labels = usePaginationLabels('wallet');
  const money = useMoney();
  const [filters, setFilters] = useState<RecordFilters>(() => defaultRecordFilters());
  const [page, setPage] = useState(1);
  const record = useQuery(accountRecordQueryOptions(filters, page));
  // Vendor names and, should the balance call fail, the currency's exponent.
  const wallets = useQuery(merchantWalletsQueryOptions());
  const exponent = money.balance.data?.exponent ?? wallets.data?.exponent;

  const apply = (next: RecordFilters) => {
    setFilters(next);
    setPage(1);
  };

  let body;
  if (record.isError) {
    body = <ErrorState error={record.error} onRetry={() => void record.refetch()} />;
  } else if (exponent === undefined && money.balance.isError && wallets.isError) {
    body = <ErrorState error={money.balance.error} onRetry={() => void money.balance.refetch()} />;
  } else if (record.data === undefined || exponent === undefined || !money.ready) {
    body = <Loading label={t('record.loading')} />;
  } else if (record.data.list.length === 0) {
    body = <EmptyState />;
  } else {
    body = (
      <>
        <RecordTable
          entries={record.data.list}
          exponent={exponent}
          wallets={wallets.data?.wallets ?? []}
          busy={record.isFetching}
        />
        <p className={styles.hint} data-testid="record-total">
          {t('record.total', { total: record.data.total })}
        </p>
        <Pagination
          page={page}
          pageCount={pageCountFor(record.data.total, RECORD_PAGE_SIZE)}
          onChange={setPage}
          labels={labels}
          layout="ranged"
        />
      </>
    );
  }

  return (
    <div className={styles.page} data-testid="account-record">
      <RecordFilterForm value={filters} onApply={apply} />
      {body}
    </div>
  );
}
