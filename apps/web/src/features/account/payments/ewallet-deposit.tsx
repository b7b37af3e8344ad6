import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { isEwalletMethod } from '@suerte/contracts/core';
import { parseAmount } from '../../../lib/money';
import { AmountField } from '../wallet/amount-field';
import { useRequestIds } from '../wallet/request-id';
import { SubmitFooter } from '../wallet/submit-footer';
import { useMoney } from '../wallet/use-money';
import { amountProblemText } from '../wallet/wallet-errors';
import walletStyles from '../wallet/wallet.module.css';
import type { DepositMethodProps } from './deposit-method-registry';
import { EWALLET_NAMES, startEwalletDeposit } from './ewallet-api';
import { channelOffBy, depositError, depositLimit } from './payment-errors';
import styles from './ewallet.module.css';

/** Leaves the portal for the wallet's checkout (the aggregator's page or the wallet app). */
export function goToCheckout(url: string) {
  window.location.assign(url);
}

interface Props extends DepositMethodProps {
  /** Tests replace the page change. */
  onCheckout?: (url: string) => void;
}

/**
 * Deposit by e-wallet (GCash, Maya, TrueMoney; the deposit page's method picker chose the wallet): the member
 * enters the amount and goes to the wallet's checkout; the browser comes back to the payment's status page. On a
 * demo site the money is play money, and the form says so before anything is sent.
 */
export function EwalletDeposit({ channel, exponent, onCheckout = goToCheckout }: Props) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const ids = useRequestIds();
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const method = isEwalletMethod(channel.method) ? channel.method : null;

  const mutation = useMutation({
    mutationFn: (body: { method: NonNullable<typeof method>; amount: number }) =>
      startEwalletDeposit({ ...body, requestId: ids.idFor(JSON.stringify(body)) }),
    onSuccess: (deposit) => {
      ids.settle();
      if (deposit.checkoutUrl) onCheckout(deposit.checkoutUrl);
    },
    onError: (error) => ids.settle(error),
  });

  if (!method) return null;
  const format = (minor: number) => money.format(minor, exponent);
  const parsed = parseAmount(amount, exponent, money.language);
  const min = channel.minAmount ?? 1;
  const max = channel.maxAmount ?? Number.MAX_SAFE_INTEGER;
  const problem = !parsed.ok
    ? amountProblemText(t, parsed.problem, exponent, money.digits(123456, exponent))
    : parsed.minor < min || parsed.minor > max
      ? t('payments.errors.depositRange', { min: format(min), max: format(max) })
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!parsed.ok || problem || mutation.isPending) return;
    mutation.mutate({ method, amount: parsed.minor });
  };
  const failure = mutation.isError
    ? channelOffBy(mutation.error)
      ? { key: 'payments.ewallet.notAvailable' }
      : (depositLimit(mutation.error, format) ?? depositError(mutation.error))
    : null;
  const limits =
    channel.maxAmount === null
      ? t('payments.ewallet.limitFrom', { min: format(min) })
      : t('payments.ewallet.limits', { min: format(min), max: format(max) });

  return (
    <form className={walletStyles.form} onSubmit={submit} noValidate data-testid="ewallet-deposit">
      {channel.playMoney ? (
        <p className={styles.playMoney} data-testid="ewallet-play-money">
          {t('payments.ewallet.playMoney')}
        </p>
      ) : null}
      <AmountField
        label={t('payments.ewallet.amount')}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          mutation.reset();
        }}
        symbol={money.symbol}
        hint={limits}
        error={checked ? problem : null}
        testId="ewallet-amount"
      />
      <SubmitFooter
        testPrefix="ewallet"
        label={t('payments.ewallet.submit', { wallet: EWALLET_NAMES[method] })}
        workingLabel={t('payments.ewallet.opening')}
        pending={mutation.isPending || mutation.isSuccess}
        error={failure ? t(failure.key, 'values' in failure ? failure.values : undefined) : null}
      />
    </form>
  );
}
