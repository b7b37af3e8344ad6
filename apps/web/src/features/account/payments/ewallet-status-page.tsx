import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckIcon, InfoIcon } from '../../../components/ui/icons';
import { ErrorState } from '../../../components/ui/error-state';
import { Loading } from '../../../components/ui/loading';
import { memberPath } from '../../../lib/centre-paths';
import { useMoney } from '../wallet/use-money';
import { refreshMoney } from '../wallet/wallet-api';
import walletStyles from '../wallet/wallet.module.css';
import {
  EWALLET_NAMES,
  ewalletDepositQueryOptions,
  usePaymentEvents,
  type EwalletDeposit,
} from './ewallet-api';
import { goToCheckout } from './ewallet-deposit';
import { StatusBadge } from './status-badge';
import styles from './ewallet.module.css';

/** What the page says in each state of the payment. */
function StatusText({ deposit, amount }: { deposit: EwalletDeposit; amount: string }) {
  const { t } = useTranslation('wallet');
  const wallet = EWALLET_NAMES[deposit.method];
  const key = deposit.playMoney && deposit.status === 'paid' ? 'paidPlay' : deposit.status;
  return (
    <p className={styles.statusText} data-testid="ewallet-status-text">
      {t(`payments.ewallet.state.${key}`, { wallet, amount })}
    </p>
  );
}

/**
 * Where the browser comes back after the wallet's checkout (/member/deposit/ewallet/:id): the payment's state,
 * followed until it is final (the member event, or a look every few seconds), then the balance is read again.
 */
export default function EwalletStatusPage() {
  const { t } = useTranslation('wallet');
  const { id = '' } = useParams();
  const client = useQueryClient();
  const money = useMoney();
  const exponent = money.balance.data?.exponent;
  const deposit = useQuery(ewalletDepositQueryOptions(id));
  const status = deposit.data?.status;
  const event = usePaymentEvents((s) => s.last);

  useEffect(() => {
    if (event?.payment === 'deposit' && event.paymentId === id)
      void client.invalidateQueries({ queryKey: ewalletDepositQueryOptions(id).queryKey });
  }, [event, id, client]);
  useEffect(() => {
    if (status === 'paid') void refreshMoney(client);
  }, [status, client]);

  if (deposit.data === undefined || exponent === undefined) {
    if (deposit.isError) return <ErrorState error={deposit.error} onRetry={() => void deposit.refetch()} />;
    return <Loading label={t('payments.ewallet.loading')} />;
  }
  const d = deposit.data;
  const amount = money.format(d.amount, exponent);
  return (
    <section
      className={walletStyles.page}
      aria-labelledby="ewallet-status-title"
      data-testid="ewallet-status"
    >
      <h3 id="ewallet-status-title" className={walletStyles.sectionTitle}>
        {t('payments.ewallet.statusTitle', { wallet: EWALLET_NAMES[d.method] })}
      </h3>
      <div className={styles.status} role="status" aria-live="polite">
        {d.status === 'paid' ? <CheckIcon size={40} /> : <InfoIcon size={40} />}
        <p className={styles.statusAmount}>{amount}</p>
        <StatusBadge status={d.status} testId="ewallet-status-badge" />
        <StatusText deposit={d} amount={amount} />
        {d.playMoney ? <p className={styles.playMoney}>{t('payments.ewallet.playMoneyShort')}</p> : null}
        <div className={styles.statusActions}>
          {d.status === 'pending' && d.checkoutUrl ? (
            <button
              type="button"
              className="ui-button ui-button--primary"
              onClick={() => goToCheckout(d.checkoutUrl!)}
              data-testid="ewallet-continue"
            >
              {t('payments.ewallet.continue', { wallet: EWALLET_NAMES[d.method] })}
            </button>
          ) : null}
          <Link className="ui-button" to={memberPath('deposit')} data-testid="ewallet-again">
            {t('payments.ewallet.again')}
          </Link>
        </div>
      </div>
    </section>
  );
}
