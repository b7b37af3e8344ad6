import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { useToast } from '../../../components/ui/toast';
import { majorToMinor, parseAmount } from '../../../lib/money';
import { AmountField } from './amount-field';
import { SubmitFooter } from './submit-footer';
import { useMoney } from './use-money';
import { outcomeUnknown, useRequestIds } from './request-id';
import { amountProblemText, walletErrorText } from './wallet-errors';
import { demoDeposit, refreshMoney, setMainBalance } from './wallet-api';
import { depositLimit } from '../payments/payment-errors';
import styles from './wallet.module.css';
import depositStyles from './deposit.module.css';

/** Preset top-ups, in whole units of the currency. */
export const TOP_UP_PRESETS = [100, 500, 1000] as const;

interface Props {
  exponent: number;
  /** The server said this merchant has no play money (FEATURE_DISABLED). */
  onDisabled: () => void;
}

/** The play-money top-up of a demo site: a preset or a typed amount goes into the main wallet. */
export function DemoTopUp({ exponent, onDisabled }: Props) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const client = useQueryClient();
  const toast = useToast();
  const ids = useRequestIds();
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const [done, setDone] = useState<{ amount: number; balance: number } | null>(null);

  const mutation = useMutation({
    mutationFn: (minor: number) => demoDeposit({ amount: minor, requestId: ids.idFor(String(minor)) }),
    onSuccess: (result) => {
      ids.settle();
      setMainBalance(client, result.balance);
      setDone({ amount: result.amount, balance: result.balance });
      toast.show(t('deposit.done', { amount: money.format(result.amount, exponent) }), 'success');
      setAmount('');
      setChecked(false);
      void refreshMoney(client);
    },
    onError: (error) => {
      ids.settle(error);
      if (error instanceof ApiError && error.code === 'FEATURE_DISABLED') onDisabled();
      else if (outcomeUnknown(error)) void refreshMoney(client);
    },
  });

  const errorText = (error: unknown) => {
    const limit = depositLimit(error, (minor) => money.format(minor, exponent));
    return limit ? t(limit.key, limit.values) : walletErrorText(t, error);
  };
  const parsed = parseAmount(amount, exponent, money.language);
  const amountError = parsed.ok
    ? null
    : amountProblemText(t, parsed.problem, exponent, money.digits(123456, exponent));
  const edit = (value: string) => {
    setAmount(value);
    mutation.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!parsed.ok || mutation.isPending) return;
    setDone(null);
    mutation.mutate(parsed.minor);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="demo-top-up">
      <p className={styles.notice}>
        <span className={depositStyles.badge}>{t('deposit.playMoney')}</span>
        <span>{t('deposit.lead')}</span>
      </p>
      <fieldset className={depositStyles.presets}>
        <legend className={styles.label}>{t('deposit.presets')}</legend>
        {TOP_UP_PRESETS.map((major) => {
          const minor = majorToMinor(major, exponent);
          return (
            <button
              key={major}
              type="button"
              className={`ui-button ${depositStyles.preset}`}
              aria-pressed={parsed.ok && parsed.minor === minor}
              onClick={() => edit(money.digits(minor, exponent))}
              data-testid={`top-up-preset-${major}`}
            >
              {money.format(minor, exponent)}
            </button>
          );
        })}
      </fieldset>
      <AmountField
        label={t('deposit.amount')}
        value={amount}
        onChange={edit}
        symbol={money.symbol}
        hint={t('amount.hint', { example: money.digits(123456, exponent) })}
        error={checked ? amountError : null}
        testId="top-up-amount"
      />
      <SubmitFooter
        testPrefix="top-up"
        label={t('deposit.submit')}
        workingLabel={t('deposit.working')}
        pending={mutation.isPending}
        error={mutation.isError ? errorText(mutation.error) : null}
        outcome={
          done && {
            tone: 'done',
            text: t('deposit.result', {
              amount: money.format(done.amount, exponent),
              balance: money.format(done.balance, exponent),
            }),
          }
        }
      />
    </form>
  );
}
