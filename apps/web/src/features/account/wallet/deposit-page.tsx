import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { Loading } from '../../../components/ui/loading';
import { useWhitelabel } from '../../../lib/queries/whitelabel';
import { DepositHistory } from '../payments/deposit-history';
import { DepositMethods } from '../payments/deposit-methods';
import { DemoTopUp } from './demo-top-up';
import { NoticeBox } from './notice-box';
import { useMoney } from './use-money';
import styles from './wallet.module.css';
import depositStyles from './deposit.module.css';

/** No play money on this site (the trial window, which has no payment methods): said plainly, nothing to press. */
function DepositUnavailable() {
  const { t } = useTranslation('wallet');
  return (
    <NoticeBox title={t('deposit.unavailableTitle')} testId="deposit-unavailable">
      <p>{t('deposit.unavailable')}</p>
    </NoticeBox>
  );
}

/**
 * Deposits (spec §1): on a demo site the play-money top-up with the current balance; elsewhere an honest note
 * that deposits by payment channel come later. Also shown on its own to trial accounts (isAgent 4). Under the
 * deposit page's payment methods (`underMethods`) it is only the top-up: the balance is shown above the
 * methods, and without play money the methods are the way to deposit.
 */
export function DepositPanel({ underMethods = false }: { underMethods?: boolean }) {
  const { t } = useTranslation('wallet');
  const demoSite = useWhitelabel().data?.demo;
  const money = useMoney();
  const balance = money.balance;
  // Set when the server answers FEATURE_DISABLED although the site looked like a demo site.
  const [disabled, setDisabled] = useState(false);

  if (disabled || demoSite === false) return underMethods ? null : <DepositUnavailable />;
  if (balance.data === undefined) {
    if (underMethods) return null;
    if (balance.isError) return <ErrorState error={balance.error} onRetry={() => void balance.refetch()} />;
    return <Loading label={t('deposit.loading')} />;
  }
  const { exponent } = balance.data;
  return (
    <div className={styles.page}>
      {underMethods ? null : <CurrentBalance minor={balance.data.balance} exponent={exponent} />}
      <DemoTopUp exponent={exponent} onDisabled={() => setDisabled(true)} />
    </div>
  );
}

function CurrentBalance({ minor, exponent }: { minor: number; exponent: number }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  return (
    <p className={depositStyles.currentBalance}>
      {t('deposit.balance')} <strong data-testid="deposit-balance">{money.format(minor, exponent)}</strong>
    </p>
  );
}

/**
 * The centre's deposit page, phone first: the balance (it changes live when a deposit arrives), the merchant's
 * payment methods with the chosen one's form, on demo sites the play-money top-up, then the member's deposits
 * of every way of paying as one list.
 */
export default function DepositPage() {
  const { t } = useTranslation('wallet');
  const balance = useMoney().balance;
  if (balance.data === undefined) {
    if (balance.isError) return <ErrorState error={balance.error} onRetry={() => void balance.refetch()} />;
    return <Loading label={t('deposit.loading')} />;
  }
  const { exponent } = balance.data;
  return (
    <div className={styles.page}>
      <CurrentBalance minor={balance.data.balance} exponent={exponent} />
      <DepositMethods exponent={exponent} />
      <DepositPanel underMethods />
      <DepositHistory exponent={exponent} />
    </div>
  );
}
