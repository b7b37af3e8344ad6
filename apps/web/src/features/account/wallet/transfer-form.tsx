import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast';
import { parseAmount } from '../../../lib/money';
import { AmountField } from './amount-field';
import { SubmitFooter, type SubmitOutcome } from './submit-footer';
import { useMoney } from './use-money';
import { outcomeUnknown, useRequestIds } from './request-id';
import { amountProblemText, walletErrorKey } from './wallet-errors';
import { MAIN_WALLET } from '@suerte/contracts/core';
import { applyBalances, refreshMoney, stillOnItsWay, transferFunds } from './wallet-api';
import { useWalletName, type WalletView } from './wallet-name';
import { WalletSelect } from './wallet-select';
import styles from './wallet.module.css';

interface Props {
  wallets: readonly WalletView[];
  exponent: number;
}

type Transfer = { from: string; to: string; amount: number };

/** Main wallet ↔ one vendor wallet (one side is always the main wallet), with the amount checked before sending. */
export function TransferForm({ wallets, exponent }: Props) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const nameOf = useWalletName(wallets);
  const client = useQueryClient();
  const toast = useToast();
  const ids = useRequestIds();
  const fromId = useId();
  const toId = useId();
  const vendors = wallets.filter((w) => w.vendorCode !== MAIN_WALLET);
  const [from, setFrom] = useState(MAIN_WALLET);
  const [to, setTo] = useState(vendors[0]?.vendorCode ?? MAIN_WALLET);
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);

  const mutation = useMutation({
    mutationFn: (req: Transfer) => transferFunds({ ...req, requestId: ids.idFor(JSON.stringify(req)) }),
    onSuccess: (result, req) => {
      ids.settle();
      applyBalances(client, result.wallets);
      const values = {
        amount: money.format(req.amount, exponent),
        from: nameOf(req.from),
        to: nameOf(req.to),
      };
      // The vendor's side is not known yet: the money is held, not lost, so say so instead of "transferred".
      if (stillOnItsWay(result)) setOutcome({ tone: 'pending', text: t('transfer.pending', values) });
      else toast.show(t('transfer.done', values), 'success');
      setAmount('');
      setChecked(false);
      void refreshMoney(client);
    },
    onError: (error) => {
      ids.settle(error);
      if (outcomeUnknown(error)) void refreshMoney(client);
    },
  });

  const source = wallets.find((w) => w.vendorCode === from);
  const parsed = parseAmount(amount, exponent, money.language);
  let amountError: string | null = null;
  if (!parsed.ok) {
    amountError = amountProblemText(t, parsed.problem, exponent, money.digits(123456, exponent));
  } else if (source && parsed.minor > source.balance) {
    amountError = t('amount.moreThanBalance', { balance: money.format(source.balance, exponent) });
  }

  const edit = (apply: () => void) => {
    apply();
    mutation.reset();
    setOutcome(null);
  };
  const changeFrom = (code: string) =>
    edit(() => {
      setFrom(code);
      if (code !== MAIN_WALLET) setTo(MAIN_WALLET);
      else if (to === MAIN_WALLET) setTo(vendors[0]?.vendorCode ?? MAIN_WALLET);
    });
  const swap = () =>
    edit(() => {
      setFrom(to);
      setTo(from);
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (amountError !== null || !parsed.ok || mutation.isPending) return;
    setOutcome(null);
    mutation.mutate({ from, to, amount: parsed.minor });
  };

  const toOptions = from === MAIN_WALLET ? vendors : wallets.filter((w) => w.vendorCode === MAIN_WALLET);
  const balanceOf = (code: string) => {
    const wallet = wallets.find((w) => w.vendorCode === code);
    return wallet ? t('transfer.balance', { balance: money.format(wallet.balance, exponent) }) : '';
  };
  const option = (w: WalletView) => (
    <option key={w.vendorCode} value={w.vendorCode}>
      {t('transfer.option', { name: nameOf(w.vendorCode), balance: money.format(w.balance, exponent) })}
    </option>
  );

  return (
    <form
      className={`${styles.form} ${styles.transferForm}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${fromId}-title`}
    >
      <h4 id={`${fromId}-title`} className={styles.sectionTitle}>
        {t('transfer.title')}
      </h4>
      <p className={styles.hint}>{t('transfer.lead')}</p>
      <div className={styles.row}>
        <WalletSelect
          id={fromId}
          label={t('transfer.from')}
          value={from}
          onChange={changeFrom}
          options={wallets.map(option)}
          balance={balanceOf(from)}
          testId="transfer-from"
        />
        <button
          type="button"
          className={`ui-button ${styles.swap}`}
          onClick={swap}
          aria-label={t('transfer.swap')}
          title={t('transfer.swap')}
          data-testid="transfer-swap"
        >
          ⇄
        </button>
        <WalletSelect
          id={toId}
          label={t('transfer.to')}
          value={to}
          onChange={(code) => edit(() => setTo(code))}
          options={toOptions.map(option)}
          balance={balanceOf(to)}
          testId="transfer-to"
        />
      </div>
      <AmountField
        label={t('transfer.amount')}
        value={amount}
        onChange={(value) => edit(() => setAmount(value))}
        symbol={money.symbol}
        hint={t('amount.hint', { example: money.digits(123456, exponent) })}
        error={checked ? amountError : null}
        testId="transfer-amount"
        after={
          <button
            type="button"
            className="ui-button"
            disabled={!source || source.balance <= 0}
            onClick={() => edit(() => setAmount(source ? money.digits(source.balance, exponent) : ''))}
            data-testid="transfer-all"
          >
            {t('transfer.all')}
          </button>
        }
      />
      <SubmitFooter
        testPrefix="transfer"
        label={t('transfer.submit')}
        workingLabel={t('transfer.working')}
        pending={mutation.isPending}
        error={mutation.isError ? t(walletErrorKey(mutation.error)) : null}
        outcome={outcome}
      />
    </form>
  );
}
