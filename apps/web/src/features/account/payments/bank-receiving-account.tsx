import { useTranslation } from 'react-i18next';
import type { PaymentChannel } from '@suerte/contracts';
import styles from './deposit-methods.module.css';

type Account = NonNullable<PaymentChannel['receivingAccount']>;

/** The account a bank deposit is paid into, from the merchant's bank channel. */
export function BankReceivingAccount({ account }: { account: Account }) {
  const { t } = useTranslation('deposits');
  return (
    <div className={styles.account} data-testid="bank-receiving-account">
      <p className={styles.accountTitle}>{t('bank.payTo')}</p>
      <dl className={styles.accountFacts}>
        <div>
          <dt>{t('bank.bankName')}</dt>
          <dd data-testid="bank-receiving-bank">{account.bankName}</dd>
        </div>
        <div>
          <dt>{t('bank.accountName')}</dt>
          <dd data-testid="bank-receiving-name">{account.accountName}</dd>
        </div>
        <div>
          <dt>{t('bank.accountNumber')}</dt>
          <dd className={styles.accountNumber} data-testid="bank-receiving-number">
            {account.accountNumber}
          </dd>
        </div>
      </dl>
    </div>
  );
}
