import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ui/error-state';
import { Loading } from '../../../components/ui/loading';
import { NoticeBox } from '../wallet/notice-box';
import { useMoney } from '../wallet/use-money';
import walletStyles from '../wallet/wallet.module.css';
import depositStyles from '../wallet/deposit.module.css';
import { paymentPasswordQueryOptions } from './payments-api';
import { SetPasswordLink, WithdrawForm } from './withdraw-form';
import { PaymentEventToast } from './payment-event-toast';
import { WithdrawalList } from './withdrawal-list';
import styles from './payments.module.css';

/** No payment password yet: the form waits, and the way to set one is right here. */
function SetPasswordFirst() {
  const { t } = useTranslation('wallet');
  return (
    <NoticeBox title={t('payments.withdraw.setFirstTitle')} testId="withdraw-needs-password">
      <p>{t('payments.withdraw.setFirst')}</p>
      <SetPasswordLink label={t('payments.withdraw.setFirstLink')} />
    </NoticeBox>
  );
}

/** Withdrawals (spec §1, §4): the request form, then the member's withdrawals and their confirmation. */
export default function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const balance = money.balance;
  const password = useQuery(paymentPasswordQueryOptions());
  const failed = balance.isError ? balance : password.isError ? password : null;
  if (balance.data === undefined || password.data === undefined) {
    if (failed) return <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />;
    return <Loading label={t('payments.withdraw.loading')} />;
  }
  const { exponent } = balance.data;
  return (
    <div className={walletStyles.page} data-testid="withdraw-page">
      <PaymentEventToast />
      <p className={depositStyles.currentBalance}>
        {t('deposit.balance')}{' '}
        <strong data-testid="withdraw-balance">{money.format(balance.data.balance, exponent)}</strong>
      </p>
      <p className={styles.lead}>{t('payments.withdraw.lead')}</p>
      {password.data.isSet ? <WithdrawForm exponent={exponent} /> : <SetPasswordFirst />}
      <section className={styles.section} aria-labelledby="withdrawals-title">
        <h4 id="withdrawals-title" className={walletStyles.sectionTitle}>
          {t('payments.withdraw.listTitle')}
        </h4>
        <p className={styles.lead}>{t('payments.withdraw.confirmHint')}</p>
        <WithdrawalList exponent={exponent} />
      </section>
    </div>
  );
}
