import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { parseAmount } from '../../../lib/money';
import { AmountField } from '../wallet/amount-field';
import { useRequestIds } from '../wallet/request-id';
import { SubmitFooter } from '../wallet/submit-footer';
import { useMoney } from '../wallet/use-money';
import { amountProblemText } from '../wallet/wallet-errors';
import { createQrDeposit, type QrDeposit } from './deposit-channels-api';
import type { DepositMethodProps } from './deposit-method-registry';
import { depositError, depositLimit } from './payment-errors';
import { QrCodePanel } from './qr-code-panel';
import walletStyles from '../wallet/wallet.module.css';
import styles from './payments.module.css';

/** The channel's limits as a hint ("From ₱100.00 to ₱50,000.00"), or nothing when it has none. */
function limitsHint(
  t: (key: string, values?: Record<string, string>) => string,
  format: (minor: number) => string,
  channel: DepositMethodProps['channel'],
) {
  if (channel.minAmount !== null && channel.maxAmount !== null) {
    return t('qr.limits', { min: format(channel.minAmount), max: format(channel.maxAmount) });
  }
  return undefined;
}

/**
 * A QR deposit (QR Ph, PromptPay): the member enters an amount and gets a dynamic code for exactly that amount,
 * payable from any banking or wallet app until it expires; the wallet is credited when the payment arrives.
 */
export function QrDepositView({ channel, exponent }: DepositMethodProps) {
  const { t } = useTranslation('deposits');
  const { t: tw } = useTranslation('wallet');
  const money = useMoney();
  const ids = useRequestIds();
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const [code, setCode] = useState<QrDeposit | null>(null);
  const method = channel.method === 'promptpay' ? 'promptpay' : 'qrph';
  const format = (minor: number) => money.format(minor, exponent);

  const mutation = useMutation({
    mutationFn: (minor: number) =>
      createQrDeposit({ method, amount: minor, requestId: ids.idFor(`${method}:${minor}`) }),
    onSuccess: (deposit) => {
      ids.settle();
      setCode(deposit);
    },
    onError: (error) => ids.settle(error),
  });

  if (code) {
    const fresh = () => {
      setCode(null);
      setAmount('');
      setChecked(false);
      mutation.reset();
    };
    return <QrCodePanel key={code.id} first={code} onNew={fresh} />;
  }

  const parsed = parseAmount(amount, exponent, money.language);
  const problem = parsed.ok
    ? null
    : amountProblemText(tw, parsed.problem, exponent, money.digits(123456, exponent));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!parsed.ok || mutation.isPending) return;
    mutation.mutate(parsed.minor);
  };
  const refusal = mutation.isError
    ? (depositLimit(mutation.error, format) ?? depositError(mutation.error))
    : null;

  return (
    <form className={walletStyles.form} onSubmit={submit} noValidate data-testid="qr-deposit-form">
      <p className={styles.lead}>{t(`qr.lead.${method}`)}</p>
      {channel.playMoney ? <p className={styles.meta}>{t('qr.playMoneyLead')}</p> : null}
      <AmountField
        label={t('qr.amountLabel')}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          mutation.reset();
        }}
        symbol={money.symbol}
        hint={limitsHint(t, format, channel)}
        error={checked ? problem : null}
        testId="qr-amount-input"
      />
      <SubmitFooter
        testPrefix="qr"
        label={t('qr.submit')}
        workingLabel={t('qr.working')}
        pending={mutation.isPending}
        error={refusal ? tw(refusal.key, refusal.values) : null}
      />
    </form>
  );
}
