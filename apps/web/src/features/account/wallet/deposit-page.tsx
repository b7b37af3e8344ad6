import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { Loading } from '../../../components/ui/loading';
import { useWhitelabel } from '../../../lib/queries/whitelabel';
import { BankDeposit } from '../payments/bank-deposit';
import { DemoTopUp } from './demo-top-up';
import { NoticeBox } from './notice-box';
import { useMoney } from './use-money';
import styles from './wallet.module.css';
import depositStyles from './deposit.module.css';

/**
 * No play money on this site, and no payment channel yet: said plainly, with nothing to press. On the deposit
 * page the bank transfer follows, and the note says so.
 */
function DepositUnavailable({ bankBelow }: { bankBelow: boolean }) {
  const { t } = useTranslation('wallet');
  return (
    <NoticeBox title={t('deposit.unavailableTitle')} testId="deposit-unavailable">
      <p>{t(bankBelow ? 'deposit.unavailableBank' : 'deposit.unavailable')}</p>
    </NoticeBox>
  );
}

/**
 * Deposits (spec §1): on a demo site the play-money top-up with the current balance; elsewhere an honest note
 * that deposits by payment channel come later. Also shown on its own to trial accounts (isAgent 4).
 */
export function DepositPanel({ bankBelow = false }: { bankBelow?: boolean }) {
  const { t } = useTranslation('wallet');
  const demoSite = useWhitelabel().data?.demo;
  const money = useMoney();
  const balance = money.balance;
  // Set when the server answers FEATURE_DISABLED although the site looked like a demo site.
  const [disabled, setDisabled] = useState(false);

  if (disabled || demoSite === false) return <DepositUnavailable bankBelow={bankBelow} />;
  if (balance.data === undefined) {
    if (balance.isError) return <ErrorState error={balance.error} onRetry={() => void balance.refetch()} />;
    return <Loading label={t('deposit.loading')} />;
  }
  const { exponent } = balance.data;
  return (
    <div className={styles.page}>
      <p className={depositStyles.currentBalance}>
        {t('deposit.balance')}{' '}
        <strong data-testid="deposit-balance">{money.format(balance.data.balance, exponent)}</strong>
      </p>
      <DemoTopUp exponent={exponent} onDisabled={() => setDisabled(true)} />
    </div>
  );
}

/** The centre's deposit page: the play-money top-up (or its note), then the bank-transfer channel. */
export default function DepositPage() {
  const exponent = useMoney().balance.data?.exponent;
  return (
    <div className={styles.page}>
      <DepositPanel bankBelow />
      {exponent === undefined ? null : <BankDeposit exponent={exponent} />}
    </div>
  );
}
