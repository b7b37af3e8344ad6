import { isEwalletMethod } from '@suerte/contracts/core';
import { EWALLET_NAMES } from './ewallet-api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Loading } from '../../../components/ui/loading';
import { useToast } from '../../../components/ui/toast';
import { formatDateTime } from '../utils/format';
import { useMoney } from '../wallet/use-money';
import walletStyles from '../wallet/wallet.module.css';
import { confirmError, errorCode } from './payment-errors';
import {
  NOTE_MAX,
  PROOF_ALLOWED,
  PROOF_REQUIRED,
  WITHDRAWALS_KEY,
  confirmWithdrawal,
  outcomesFor,
  withdrawalsQueryOptions,
  type Withdrawal,
  type WithdrawalOutcome,
} from './payments-api';
import { ProofPicker } from './proof-picker';
import type { ProofImage } from './proof-images';
import { StatusBadge } from './status-badge';
import styles from './payments.module.css';

/** The member's answer about one payout: a note, and proof images where the outcome takes them. */
function ConfirmPanel(props: { withdrawal: Withdrawal; outcome: WithdrawalOutcome; onClose: () => void }) {
  const { withdrawal, outcome, onClose } = props;
  const { t } = useTranslation('wallet');
  const client = useQueryClient();
  const toast = useToast();
  const [note, setNote] = useState('');
  const [images, setImages] = useState<ProofImage[]>([]);
  const [checked, setChecked] = useState(false);
  const required = PROOF_REQUIRED.includes(outcome);
  const allowed = PROOF_ALLOWED.includes(outcome);

  const mutation = useMutation({
    mutationFn: () =>
      confirmWithdrawal(withdrawal.id, {
        outcome,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(allowed && images.length > 0 ? { proofs: images.map((i) => i.dataUrl) } : {}),
      }),
    onSuccess: (updated) => {
      client.setQueryData(WITHDRAWALS_KEY, (old: { list: Withdrawal[] } | undefined) =>
        old ? { ...old, list: old.list.map((w) => (w.id === updated.id ? updated : w)) } : old,
      );
      void client.invalidateQueries({ queryKey: WITHDRAWALS_KEY });
      toast.show(t(`payments.confirm.done.${outcome}`), 'success');
      onClose();
    },
    onError: (error) => {
      // Already answered (or auto-confirmed) elsewhere: the list shows where it stands now.
      if (errorCode(error) === 'CONFLICT') void client.invalidateQueries({ queryKey: WITHDRAWALS_KEY });
    },
  });
  const missing = required && images.length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (missing || mutation.isPending) return;
    mutation.mutate();
  };
  const error = mutation.isError ? confirmError(mutation.error) : null;

  return (
    <form className={styles.confirm} onSubmit={submit} noValidate data-testid={`confirm-${withdrawal.id}`}>
      <p className={walletStyles.label}>{t(`payments.confirm.ask.${outcome}`)}</p>
      <div className={walletStyles.field}>
        <label className={walletStyles.label} htmlFor={`note-${withdrawal.id}`}>
          {t('payments.confirm.note')}
        </label>
        <textarea
          id={`note-${withdrawal.id}`}
          className={styles.textarea}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            mutation.reset();
          }}
          data-testid="confirm-note"
        />
      </div>
      {allowed ? (
        <ProofPicker
          images={images}
          required={required}
          onChange={(next) => {
            setImages(next);
            mutation.reset();
          }}
          error={checked && missing ? t('payments.proofs.needed') : null}
        />
      ) : null}
      {error ? (
        <p className={walletStyles.formError} role="alert" data-testid="confirm-error">
          {t(error.key, error.values)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="submit"
          className="ui-button ui-button--primary"
          aria-disabled={mutation.isPending || undefined}
          data-testid="confirm-submit"
        >
          {mutation.isPending ? t('payments.working') : t('payments.confirm.submit')}
        </button>
        <button type="button" className="ui-button" onClick={onClose} data-testid="confirm-cancel">
          {t('payments.confirm.cancel')}
        </button>
      </div>
    </form>
  );
}

function WithdrawalItem({ withdrawal, exponent }: { withdrawal: Withdrawal; exponent: number }) {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const [outcome, setOutcome] = useState<WithdrawalOutcome | null>(null);
  const outcomes = outcomesFor(withdrawal.status);
  const w = withdrawal;
  return (
    <li className={styles.item} data-testid={`withdrawal-${w.id}`}>
      <div className={styles.itemHead}>
        <span className={styles.amount}>{money.format(w.amount, exponent)}</span>
        <span className={styles.actions}>
          <StatusBadge status={w.status} testId={`withdrawal-${w.id}-status`} />
          {w.autoConfirmed ? (
            <span className={styles.status} data-testid={`withdrawal-${w.id}-auto`}>
              {t('payments.withdraw.autoConfirmed')}
            </span>
          ) : null}
        </span>
      </div>
      <p className={styles.meta}>
        {t('payments.withdraw.itemMeta', {
          time: formatDateTime(w.createdAt),
          bank: isEwalletMethod(w.method) ? EWALLET_NAMES[w.method] : w.bankName,
          name: w.accountName,
          number: w.accountNumber,
        })}
      </p>
      {w.fee > 0 ? (
        <p className={styles.meta} data-testid={`withdrawal-${w.id}-fee`}>
          {t('payments.withdraw.itemFee', {
            fee: money.format(w.fee, exponent),
            receives: money.format(w.receives, exponent),
          })}
        </p>
      ) : null}
      {w.status === 'paid' ? (
        <p className={styles.meta} data-testid={`withdrawal-${w.id}-paid`}>
          {t('payments.withdraw.paidItem', { amount: money.format(w.receives, exponent) })}
        </p>
      ) : null}
      {w.status === 'failed' ? (
        <p className={styles.meta} data-testid={`withdrawal-${w.id}-failed`}>
          {t('payments.withdraw.failedItem', { amount: money.format(w.amount, exponent) })}
        </p>
      ) : null}
      {w.reason ? <p className={styles.meta}>{t('payments.reason', { reason: w.reason })}</p> : null}
      {w.proofCount > 0 ? (
        <p className={styles.meta}>{t('payments.withdraw.proofCount', { count: w.proofCount })}</p>
      ) : null}
      {outcomes.length > 0 ? (
        <>
          <p className={styles.meta}>{t(`payments.withdraw.askConfirm.${w.status}`)}</p>
          <div className={styles.actions} role="group" aria-label={t('payments.confirm.group')}>
            {outcomes.map((o) => (
              <button
                key={o}
                type="button"
                className="ui-button"
                aria-pressed={outcome === o}
                onClick={() => setOutcome(outcome === o ? null : o)}
                data-testid={`withdrawal-${w.id}-${o}`}
              >
                {t(`payments.confirm.action.${o}`)}
              </button>
            ))}
          </div>
          {outcome ? (
            <ConfirmPanel key={outcome} withdrawal={w} outcome={outcome} onClose={() => setOutcome(null)} />
          ) : null}
        </>
      ) : null}
    </li>
  );
}

/** The member's withdrawals, newest first, with the confirmation actions of spec §4 on a disbursed one. */
export function WithdrawalList({ exponent }: { exponent: number }) {
  const { t } = useTranslation('wallet');
  const withdrawals = useQuery(withdrawalsQueryOptions());
  if (withdrawals.data === undefined) {
    if (withdrawals.isError)
      return <ErrorState error={withdrawals.error} onRetry={() => void withdrawals.refetch()} />;
    return <Loading label={t('payments.withdraw.listLoading')} />;
  }
  if (withdrawals.data.list.length === 0) return <EmptyState message={t('payments.withdraw.empty')} />;
  return (
    <ul className={styles.list} aria-label={t('payments.withdraw.listTitle')} data-testid="withdrawal-list">
      {withdrawals.data.list.map((w) => (
        <WithdrawalItem key={w.id} withdrawal={w} exponent={exponent} />
      ))}
    </ul>
  );
}
