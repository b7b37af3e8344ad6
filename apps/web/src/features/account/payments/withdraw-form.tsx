import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACCOUNT_HOLDER_PATTERN,
  isEwalletMethod,
  normalizeEwalletNumber,
  type EwalletMethod,
} from '@suerte/contracts/core';
import { useToast } from '../../../components/ui/toast';
import { parseAmount } from '../../../lib/money';
import { useAccountUi } from '../store/account-ui-store';
import { AmountField } from '../wallet/amount-field';
import { outcomeUnknown, useRequestIds } from '../wallet/request-id';
import { SubmitFooter } from '../wallet/submit-footer';
import { useMoney } from '../wallet/use-money';
import { refreshMoney, setMainBalance } from '../wallet/wallet-api';
import { amountProblemText } from '../wallet/wallet-errors';
import { paymentChannelsQueryOptions } from './deposit-channels-api';
import { EWALLET_NAMES } from './ewallet-api';
import { FeePreview, useWithdrawalQuote } from './fee-preview';
import { usePaymentEvents } from './payment-events';
import { errorCode, withdrawalError } from './payment-errors';
import { WithdrawDestination, type DestinationType } from './withdraw-destination';
import {
  ACCOUNT_NUMBER,
  PAYMENT_PASSWORD,
  PAYMENT_PASSWORD_KEY,
  TEXT_MAX,
  WITHDRAWALS_KEY,
  requestWithdrawal,
  type WithdrawalRequest,
  type WithdrawalResult,
} from './payments-api';
import { TextField } from './text-field';
import walletStyles from '../wallet/wallet.module.css';
import styles from './payments.module.css';

interface Fields {
  amount: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  paymentPassword: string;
}
const EMPTY: Fields = { amount: '', bankName: '', accountName: '', accountNumber: '', paymentPassword: '' };

/** The e-wallets the merchant pays out to here, from its withdrawal channels. */
function usePayoutWallets(): EwalletMethod[] {
  const channels = useQuery(paymentChannelsQueryOptions('withdrawal')).data?.list ?? [];
  return channels.filter((c) => c.available).flatMap((c) => (isEwalletMethod(c.method) ? [c.method] : []));
}

/** The way to the payment password page, where the member sets one first. */
export function SetPasswordLink({ label }: { label: string }) {
  return (
    <button
      type="button"
      className={styles.link}
      onClick={() => useAccountUi.getState().openMemberCentre('paymentPassword')}
      data-testid="go-payment-password"
    >
      {label}
    </button>
  );
}

/**
 * A withdrawal request to the member's bank account or e-wallet; the fee, what arrives and the limits show
 * before it is confirmed, and the amount is held from the main wallet at once.
 */
export function WithdrawForm({ exponent }: { exponent: number }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const client = useQueryClient();
  const toast = useToast();
  const ids = useRequestIds();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [checked, setChecked] = useState(false);
  const [created, setCreated] = useState<WithdrawalResult | null>(null);
  // Once the request is paid or failed, the list (and its notice) tell it: the "pending" outcome would be stale.
  const settled = usePaymentEvents((e) => e.last);
  if (created && settled?.payment === 'withdrawal' && settled.paymentId === created.id) setCreated(null);
  const wallets = usePayoutWallets();
  const [destination, setDestination] = useState<{ type: DestinationType; method: EwalletMethod | null }>({
    type: 'bank',
    method: null,
  });
  // Until the member picks, the first e-wallet the merchant pays out to is offered (else the bank).
  const [picked, setPicked] = useState(false);
  const chosen =
    picked || wallets.length === 0 ? destination : { type: 'ewallet' as const, method: wallets[0]! };
  const ewallet = chosen.type === 'ewallet' ? chosen.method : null;

  const mutation = useMutation({
    mutationFn: (body: Omit<WithdrawalRequest, 'requestId'>) => {
      // The password is not part of what makes two requests the same one.
      const { paymentPassword: _pw, ...fingerprint } = body;
      return requestWithdrawal({ ...body, requestId: ids.idFor(JSON.stringify(fingerprint)) });
    },
    onSuccess: (result) => {
      ids.settle();
      if (result.balance !== null) setMainBalance(client, result.balance);
      setCreated(result);
      setFields(EMPTY);
      setChecked(false);
      toast.show(t('payments.withdraw.sent', { amount: money.format(result.amount, exponent) }), 'success');
      void client.invalidateQueries({ queryKey: WITHDRAWALS_KEY });
      void refreshMoney(client);
    },
    onError: (error) => {
      ids.settle(error);
      if (errorCode(error) === 'PAYMENT_PASSWORD_NOT_SET')
        void client.invalidateQueries({ queryKey: PAYMENT_PASSWORD_KEY });
      if (outcomeUnknown(error)) {
        void client.invalidateQueries({ queryKey: WITHDRAWALS_KEY });
        void refreshMoney(client);
      }
      setFields((f) => ({ ...f, paymentPassword: '' }));
    },
  });

  const parsed = parseAmount(fields.amount, exponent, money.language);
  const { quote, error: quoteError } = useWithdrawalQuote(
    parsed.ok
      ? { destinationType: chosen.type, amount: parsed.minor, ...(ewallet ? { method: ewallet } : {}) }
      : null,
  );
  const number = fields.accountNumber.trim();
  const numberOk = ewallet ? normalizeEwalletNumber(ewallet, number) !== null : ACCOUNT_NUMBER.test(number);
  const problems = {
    amount: parsed.ok ? null : amountProblemText(t, parsed.problem, exponent, money.digits(123456, exponent)),
    bankName: ewallet || fields.bankName.trim() ? null : t('payments.required'),
    accountName: !fields.accountName.trim()
      ? t('payments.required')
      : ACCOUNT_HOLDER_PATTERN.test(fields.accountName.trim())
        ? null
        : t('payments.withdraw.accountNameFormat'),
    accountNumber: !number
      ? t('payments.required')
      : numberOk
        ? null
        : ewallet
          ? t('payments.withdraw.walletNumberFormat', { wallet: EWALLET_NAMES[ewallet] })
          : t('payments.withdraw.accountNumberFormat'),
    paymentPassword: PAYMENT_PASSWORD.test(fields.paymentPassword) ? null : t('payments.password.sixDigits'),
  };
  const shown = (key: keyof Fields) => (checked ? problems[key] : null);
  const edit = (key: keyof Fields) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    mutation.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!parsed.ok || Object.values(problems).some(Boolean) || mutation.isPending) return;
    // An e-wallet payout waits for its quote: its fee is shown before it is confirmed. A bank transfer by hand
    // is free, and goes without a quote when the quote cannot be had.
    if (quote?.problem || (ewallet && !quote)) return;
    setCreated(null);
    mutation.mutate({
      amount: parsed.minor,
      destinationType: chosen.type,
      ...(ewallet ? { method: ewallet } : { bankName: fields.bankName.trim() }),
      accountName: fields.accountName.trim(),
      accountNumber: number,
      paymentPassword: fields.paymentPassword,
      ...(quote ? { expectedFee: quote.fee } : {}),
    });
  };
  const error = mutation.isError ? withdrawalError(mutation.error, (m) => money.format(m, exponent)) : null;

  return (
    <form className={walletStyles.form} onSubmit={submit} noValidate data-testid="withdraw-form">
      <WithdrawDestination
        type={chosen.type}
        method={ewallet}
        wallets={wallets}
        onChange={(type, method) => {
          setPicked(true);
          setDestination({ type, method });
          mutation.reset();
        }}
      />
      <AmountField
        label={t('payments.withdraw.amount')}
        value={fields.amount}
        onChange={edit('amount')}
        symbol={money.symbol}
        hint={t('amount.hint', { example: money.digits(123456, exponent) })}
        error={shown('amount')}
        testId="withdraw-amount"
      />
      {ewallet ? null : (
        <TextField
          label={t('payments.withdraw.bankName')}
          value={fields.bankName}
          onChange={edit('bankName')}
          maxLength={TEXT_MAX}
          error={shown('bankName')}
          testId="withdraw-bank"
        />
      )}
      <TextField
        label={t('payments.withdraw.accountName')}
        value={fields.accountName}
        onChange={edit('accountName')}
        maxLength={TEXT_MAX}
        autoComplete="name"
        error={shown('accountName')}
        testId="withdraw-account-name"
      />
      <TextField
        label={
          ewallet
            ? t('payments.withdraw.walletNumber', { wallet: EWALLET_NAMES[ewallet] })
            : t('payments.withdraw.accountNumber')
        }
        hint={ewallet ? t(`payments.withdraw.walletNumberHint.${ewallet}`) : undefined}
        value={fields.accountNumber}
        onChange={edit('accountNumber')}
        inputMode={ewallet ? 'tel' : 'numeric'}
        maxLength={40}
        error={shown('accountNumber')}
        testId="withdraw-account-number"
      />
      <TextField
        label={t('payments.withdraw.paymentPassword')}
        pin
        value={fields.paymentPassword}
        onChange={edit('paymentPassword')}
        error={shown('paymentPassword')}
        testId="withdraw-password"
      />
      <FeePreview quote={quote} error={quoteError} format={(m) => money.format(m, exponent)} />
      <SubmitFooter
        testPrefix="withdraw"
        label={
          quote
            ? t('payments.withdraw.confirmAmount', { amount: money.format(quote.receives, exponent) })
            : t('payments.withdraw.submit')
        }
        workingLabel={t('payments.working')}
        pending={mutation.isPending}
        error={
          error ? (
            <>
              {t(error.key, error.values)}
              {errorCode(mutation.error) === 'PAYMENT_PASSWORD_NOT_SET' ? (
                <>
                  {' '}
                  <SetPasswordLink label={t('payments.withdraw.setFirstLink')} />
                </>
              ) : null}
            </>
          ) : null
        }
        outcome={
          created && {
            tone: 'done',
            text: t('payments.withdraw.result', {
              amount: money.format(created.amount, exponent),
              status: t(`payments.status.${created.status}`),
            }),
          }
        }
      />
    </form>
  );
}
