import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { isEwalletMethod } from '@suerte/contracts/core';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Loading } from '../../../components/ui/loading';
import { memberPath } from '../../../lib/centre-paths';
import { formatDateTime } from '../utils/format';
import { useMoney } from '../wallet/use-money';
import walletStyles from '../wallet/wallet.module.css';
import { channelOffBy } from './payment-errors';
import { depositsQueryOptions, type DepositListItem } from './payments-api';
import { StatusBadge } from './status-badge';
import styles from './payments.module.css';

/** What a deposit's second line says: when, who paid (bank) or how (QR, e-wallet), and its reference. */
function useMetaText(deposit: DepositListItem): string {
  const { t } = useTranslation(['wallet', 'deposits']);
  const time = formatDateTime(deposit.createdAt);
  if (deposit.channel === 'bank')
    return t('payments.bank.itemMeta', { time, payer: deposit.payerName, reference: deposit.reference });
  const method = t(`deposits:methods.${deposit.channel}.name`, { defaultValue: deposit.channel });
  // An e-wallet payment has its reference once the aggregator gave one.
  if (!deposit.reference) return t('deposits:list.itemMetaNoReference', { time, method });
  return t('deposits:list.itemMeta', { time, method, reference: deposit.reference });
}

/** One deposit of any way of paying; an e-wallet payment opens its status page (to go on paying, or see it). */
function DepositItem({ deposit, exponent }: { deposit: DepositListItem; exponent: number }) {
  const { t } = useTranslation(['wallet', 'deposits']);
  const money = useMoney();
  const testId =
    deposit.channel === 'bank' ? `deposit-${deposit.id}` : `deposit-${deposit.channel}-${deposit.id}`;
  const meta = useMetaText(deposit);
  return (
    <li className={styles.item} data-testid={testId}>
      <div className={styles.itemHead}>
        <span className={styles.amount}>{money.format(deposit.amount, exponent)}</span>
        <StatusBadge status={deposit.status} testId={`${testId}-status`} />
      </div>
      <p className={styles.meta}>{meta}</p>
      {deposit.status === 'rejected' && deposit.reason ? (
        <p className={styles.meta}>{t('payments.reason', { reason: deposit.reason })}</p>
      ) : null}
      {isEwalletMethod(deposit.channel) ? (
        <Link
          className={styles.itemLink}
          to={memberPath(`deposit/ewallet/${deposit.id}`)}
          data-testid={`${testId}-open`}
        >
          {t(deposit.status === 'pending' ? 'deposits:list.continue' : 'deposits:list.open')}
        </Link>
      ) : null}
    </li>
  );
}

/**
 * The member's deposits of every way of paying (bank requests, QR and e-wallet payments) as one list, newest
 * first, each with its status, method and reference. Hidden where deposits are not open on this site (the
 * methods above say so). Asked for again whenever money moves (refreshMoney).
 */
export function DepositHistory({ exponent }: { exponent: number }) {
  const { t } = useTranslation('deposits');
  const deposits = useQuery(depositsQueryOptions());
  let body;
  if (deposits.data === undefined) {
    if (deposits.isError) {
      if (channelOffBy(deposits.error)) return null;
      body = <ErrorState error={deposits.error} onRetry={() => void deposits.refetch()} />;
    } else body = <Loading label={t('list.loading')} />;
  } else if (deposits.data.list.length === 0) body = <EmptyState message={t('list.empty')} />;
  else
    body = (
      <ul className={styles.list} aria-labelledby="deposit-history-title" data-testid="deposit-list">
        {deposits.data.list.map((d) => (
          <DepositItem key={`${d.channel}:${d.id}`} deposit={d} exponent={exponent} />
        ))}
      </ul>
    );
  return (
    <section className={styles.section} aria-labelledby="deposit-history-title" data-testid="deposit-history">
      <h4 id="deposit-history-title" className={walletStyles.sectionTitle}>
        {t('list.title')}
      </h4>
      {body}
    </section>
  );
}
