import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast';
import { parseAmount } from '../../../lib/money';
import { AmountField } from '../wallet/amount-field';
import { NoticeBox } from '../wallet/notice-box';
import { useRequestIds } from '../wallet/request-id';
import { SubmitFooter } from '../wallet/submit-footer';
import { useMoney } from '../wallet/use-money';
import { amountProblemText } from '../wallet/wallet-errors';
import { channelOffBy, depositError, type ChannelOff } from './payment-errors';
import {
  DEPOSITS_KEY,
  TEXT_MAX,
  depositsQueryOptions,
  requestBankDeposit,
  type Deposit,
} from './payments-api';
import type { PaymentChannel } from '@suerte/contracts';
import { BankReceivingAccount } from './bank-receiving-account';
import { TextField } from './text-field';
import walletStyles from '../wallet/wallet.module.css';
import styles from './payments.module.css';

/** The bank channel is off: not available for now, or not open on this site (never says why: no tech words). */
function BankUnavailable({ off }: { off: ChannelOff }) {
  const { t } = useTranslation('wallet');
  return (
    <NoticeBox title={t('payments.bank.unavailableTitle')} testId="bank-unavailable">
      <p>{t(off === 'site' ? 'payments.bank.unavailable' : 'payments.bank.notAvailable')}</p>
    </NoticeBox>
  );
}

interface Fields {
  amount: string;
  payerName: string;
  reference: string;
}
const EMPTY: Fields = { amount: '', payerName: '', reference: '' };

/**
 * A manual bank transfer (spec §1 deposit): the member declares a transfer they made, the operator matches it
 * and approves it. When the channel is off the form is replaced by a plain "not available" note, shown before
 * anything is typed when the deposit list says so (bankAvailable).
 */
export function BankDeposit({
  exponent,
  account = null,
}: {
  exponent: number;
  /** The merchant's receiving account (bank channel); the lead names it when it is known. */
  account?: PaymentChannel['receivingAccount'];
}) {
  const { t } = useTranslation('wallet');
  const { t: td } = useTranslation('deposits');
  const money = useMoney();
  const client = useQueryClient();
  const toast = useToast();
  const ids = useRequestIds();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [checked, setChecked] = useState(false);
  const [created, setCreated] = useState<Deposit | null>(null);
  const [disabled, setDisabled] = useState<ChannelOff | null>(null);
  const deposits = useQuery(depositsQueryOptions());
  const listOff = channelOffBy(deposits.error);

  const mutation = useMutation({
    mutationFn: (body: { amount: number; payerName: string; reference: string }) =>
      requestBankDeposit({ ...body, requestId: ids.idFor(JSON.stringify(body)) }),
    onSuccess: (deposit) => {
      ids.settle();
      setCreated(deposit);
      setFields(EMPTY);
      setChecked(false);
      toast.show(t('payments.bank.sent', { amount: money.format(deposit.amount, exponent) }), 'success');
      void client.invalidateQueries({ queryKey: DEPOSITS_KEY });
    },
    onError: (error) => {
      ids.settle(error);
      const off = channelOffBy(error);
      if (off) setDisabled(off);
    },
  });

  const off =
    disabled ?? listOff ?? (deposits.data?.bankAvailable === false ? ('notAvailable' as const) : null);

  const parsed = parseAmount(fields.amount, exponent, money.language);
  const problems = {
    amount: parsed.ok ? null : amountProblemText(t, parsed.problem, exponent, money.digits(123456, exponent)),
    payerName: fields.payerName.trim() ? null : t('payments.required'),
    reference: fields.reference.trim() ? null : t('payments.required'),
  };
  const edit = (key: keyof Fields) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    mutation.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!parsed.ok || problems.payerName || problems.reference || mutation.isPending) return;
    setCreated(null);
    mutation.mutate({
      amount: parsed.minor,
      payerName: fields.payerName.trim(),
      reference: fields.reference.trim(),
    });
  };
  const error = mutation.isError && !channelOffBy(mutation.error) ? depositError(mutation.error) : null;

  return (
    <section className={styles.section} aria-labelledby="bank-deposit-title" data-testid="bank-deposit">
      <h4 id="bank-deposit-title" className={walletStyles.sectionTitle}>
        {t('payments.bank.title')}
      </h4>
      {off ? (
        <BankUnavailable off={off} />
      ) : (
        <form className={walletStyles.form} onSubmit={submit} noValidate data-testid="bank-deposit-form">
          <p className={styles.lead}>{account ? td('bank.lead') : t('payments.bank.lead')}</p>
          {account ? <BankReceivingAccount account={account} /> : null}
          <AmountField
            label={t('payments.bank.amount')}
            value={fields.amount}
            onChange={edit('amount')}
            symbol={money.symbol}
            hint={t('amount.hint', { example: money.digits(123456, exponent) })}
            error={checked ? problems.amount : null}
            testId="bank-amount"
          />
          <TextField
            label={t('payments.bank.payerName')}
            hint={t('payments.bank.payerHint')}
            value={fields.payerName}
            onChange={edit('payerName')}
            maxLength={TEXT_MAX}
            autoComplete="name"
            error={checked ? problems.payerName : null}
            testId="bank-payer"
          />
          <TextField
            label={t('payments.bank.reference')}
            hint={t('payments.bank.referenceHint')}
            value={fields.reference}
            onChange={edit('reference')}
            maxLength={TEXT_MAX}
            error={checked ? problems.reference : null}
            testId="bank-reference"
          />
          <SubmitFooter
            testPrefix="bank"
            label={t('payments.bank.submit')}
            workingLabel={t('payments.working')}
            pending={mutation.isPending}
            error={error ? t(error.key, error.values) : null}
            outcome={
              created && {
                tone: 'done',
                text: t('payments.bank.result', {
                  amount: money.format(created.amount, exponent),
                  reference: created.reference,
                  status: t(`payments.status.${created.status}`),
                }),
              }
            }
          />
        </form>
      )}
    </section>
  );
}
