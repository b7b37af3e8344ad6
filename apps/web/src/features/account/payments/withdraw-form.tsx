import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast';
import { parseAmount } from '../../../lib/money';
import { useAccountUi } from '../store/account-ui-store';
import { AmountField } from '../wallet/amount-field';
import { outcomeUnknown, useRequestIds } from '../wallet/request-id';
import { SubmitFooter } from '../wallet/submit-footer';
import { useMoney } from '../wallet/use-money';
import { refreshMoney, setMainBalance } from '../wallet/wallet-api';
import { amountProblemText } from '../wallet/wallet-errors';
import { errorCode, withdrawalError } from './payment-errors';
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

/** A withdrawal request to the member's bank account; the amount is held from the main wallet at once. */
export function WithdrawForm({ exponent }: { exponent: number }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const client = useQueryClient();
  const toast = useToast();
  const ids = useRequestIds();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [checked, setChecked] = useState(false);
  const [created, setCreated] = useState<WithdrawalResult | null>(null);

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
  const problems = {
    amount: parsed.ok ? null : amountProblemText(t, parsed.problem, exponent, money.digits(123456, exponent)),
    bankName: fields.bankName.trim() ? null : t('payments.required'),
    accountName: fields.accountName.trim() ? null : t('payments.required'),
    accountNumber: !fields.accountNumber.trim()
      ? t('payments.required')
      : ACCOUNT_NUMBER.test(fields.accountNumber.trim())
        ? null
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
    setCreated(null);
    mutation.mutate({
      amount: parsed.minor,
      bankName: fields.bankName.trim(),
      accountName: fields.accountName.trim(),
      accountNumber: fields.accountNumber.trim(),
      paymentPassword: fields.paymentPassword,
    });
  };
  const error = mutation.isError ? withdrawalError(mutation.error, (m) => money.format(m, exponent)) : null;

  return (
    <form className={walletStyles.form} onSubmit={submit} noValidate data-testid="withdraw-form">
      <AmountField
        label={t('payments.withdraw.amount')}
        value={fields.amount}
        onChange={edit('amount')}
        symbol={money.symbol}
        hint={t('amount.hint', { example: money.digits(123456, exponent) })}
        error={shown('amount')}
        testId="withdraw-amount"
      />
      <TextField
        label={t('payments.withdraw.bankName')}
        value={fields.bankName}
        onChange={edit('bankName')}
        maxLength={TEXT_MAX}
        error={shown('bankName')}
        testId="withdraw-bank"
      />
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
        label={t('payments.withdraw.accountNumber')}
        value={fields.accountNumber}
        onChange={edit('accountNumber')}
        inputMode="numeric"
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
      <SubmitFooter
        testPrefix="withdraw"
        label={t('payments.withdraw.submit')}
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
