import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../lib/session-store';
import { useBalance } from '../hooks/use-member-info';
import { formatAmount } from '../../../lib/money-format';
import { RefreshIcon } from '../../../components/ui/icons';
import styles from './account-bar.module.css';

/**
 * The wallet balance with the currency symbol the wallet answers with (the member's own symbol when it leaves
 * it out) and the currency's decimals (spec §2, §9); a click asks again. When the wallet does not answer
 * the button says so ("—", tooltip "Balance unavailable") instead of showing a number it does not have.
 */
export function BalanceButton({ symbol }: { symbol: string }) {
  const { t } = useTranslation('account');
  const language = useSessionStore((s) => s.language);
  const balance = useBalance();
  const refreshing = balance.isFetching;
  const data = balance.isError ? undefined : balance.data;
  const amount = data
    ? formatAmount(data.balance, data.exponent, data.currencySymbol ?? symbol, language)
    : null;

  let label: string;
  if (refreshing) label = t('bar.balanceRefreshing');
  else if (amount) label = t('bar.balance', { amount });
  else label = t('bar.balanceRetry');

  return (
    <button
      type="button"
      className={`header__pill ${styles.balance}`}
      onClick={() => {
        if (!refreshing) void balance.refetch();
      }}
      aria-label={label}
      aria-busy={refreshing}
      title={amount ? label : t('bar.balanceUnavailable')}
      data-testid="account-balance"
      data-state={refreshing ? 'refreshing' : amount ? 'ready' : 'unavailable'}
    >
      {refreshing ? (
        <span className={styles.spinner} aria-hidden="true" data-testid="account-balance-spinner" />
      ) : (
        <RefreshIcon size={14} />
      )}
      <span className={styles.amount}>{amount ?? '—'}</span>
    </button>
  );
}
