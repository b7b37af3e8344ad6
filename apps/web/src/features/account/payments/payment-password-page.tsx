import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ui/error-state';
import { Loading } from '../../../components/ui/loading';
import { useToast } from '../../../components/ui/toast';
import { paymentPasswordError } from './payment-errors';
import { PAYMENT_PASSWORD, paymentPasswordQueryOptions, setPaymentPassword } from './payments-api';
import { OutcomeMessage, SubmitFooter } from '../wallet/submit-footer';
import { TextField } from './text-field';
import walletStyles from '../wallet/wallet.module.css';
import styles from './payments.module.css';

/** Six digits that are one digit repeated or a straight run (the server refuses them too). */
export function isWeakPaymentPassword(pw: string): boolean {
  if (/^(\d)\1{5}$/.test(pw)) return true;
  return '0123456789'.includes(pw) || '9876543210'.includes(pw);
}

interface Fields {
  /** The login password (first set) or the current payment password (change). */
  proof: string;
  password: string;
  confirm: string;
}
type Done = 'saved' | 'changed';
const EMPTY: Fields = { proof: '', password: '', confirm: '' };

/** The problems of the form as typed, by field (catalog keys). */
function problemsOf(fields: Fields): Partial<Record<keyof Fields, string>> {
  const out: Partial<Record<keyof Fields, string>> = {};
  if (!fields.proof) out.proof = 'payments.password.required';
  if (!PAYMENT_PASSWORD.test(fields.password)) out.password = 'payments.password.sixDigits';
  else if (isWeakPaymentPassword(fields.password)) out.password = 'payments.password.weak';
  if (fields.confirm !== fields.password) out.confirm = 'payments.password.mismatch';
  return out;
}

/** The form: set with the login password, or change with the current payment password. */
function PaymentPasswordForm({ isSet, onDone }: { isSet: boolean; onDone: (done: Done | null) => void }) {
  const { t } = useTranslation('wallet');
  const client = useQueryClient();
  const toast = useToast();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [checked, setChecked] = useState(false);
  const mutation = useMutation({
    mutationFn: (f: Fields) =>
      setPaymentPassword(
        isSet
          ? { password: f.password, confirmPassword: f.confirm, oldPassword: f.proof }
          : { password: f.password, confirmPassword: f.confirm, loginPassword: f.proof },
      ),
    onSuccess: () => {
      client.setQueryData(paymentPasswordQueryOptions().queryKey, { isSet: true });
      toast.show(t(`payments.password.${isSet ? 'changed' : 'saved'}`), 'success');
      onDone(isSet ? 'changed' : 'saved');
      setFields(EMPTY);
      setChecked(false);
    },
  });
  const problems = problemsOf(fields);
  const shown = (key: keyof Fields) => (checked && problems[key] ? t(problems[key]) : null);
  const edit = (key: keyof Fields) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    onDone(null);
    mutation.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(problems).length > 0 || mutation.isPending) return;
    mutation.mutate(fields);
  };
  const error = mutation.isError ? paymentPasswordError(mutation.error) : null;

  return (
    <form className={walletStyles.form} onSubmit={submit} noValidate data-testid="payment-password-form">
      <p className={styles.lead}>{t(isSet ? 'payments.password.changeLead' : 'payments.password.setLead')}</p>
      <TextField
        label={t(isSet ? 'payments.password.old' : 'payments.password.login')}
        type="password"
        autoComplete={isSet ? 'off' : 'current-password'}
        inputMode={isSet ? 'numeric' : 'text'}
        maxLength={isSet ? 6 : 200}
        value={fields.proof}
        onChange={edit('proof')}
        error={shown('proof')}
        testId={isSet ? 'pp-old' : 'pp-login'}
      />
      <TextField
        label={t('payments.password.new')}
        pin
        hint={t('payments.password.hint')}
        value={fields.password}
        onChange={edit('password')}
        error={shown('password')}
        testId="pp-new"
      />
      <TextField
        label={t('payments.password.confirm')}
        pin
        value={fields.confirm}
        onChange={edit('confirm')}
        error={shown('confirm')}
        testId="pp-confirm"
      />
      <SubmitFooter
        testPrefix="pp"
        label={t(isSet ? 'payments.password.changeSubmit' : 'payments.password.setSubmit')}
        workingLabel={t('payments.working')}
        pending={mutation.isPending}
        error={error ? t(error.key, error.values) : null}
      />
    </form>
  );
}

/** The member's payment password (6 digits), asked for by every withdrawal. */
export default function PaymentPasswordPage() {
  const { t } = useTranslation('wallet');
  const status = useQuery(paymentPasswordQueryOptions());
  const [done, setDone] = useState<Done | null>(null);
  if (status.data === undefined) {
    if (status.isError) return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
    return <Loading label={t('payments.password.loading')} />;
  }
  return (
    <div className={walletStyles.page} data-testid="payment-password-page">
      <p className={walletStyles.notice} data-testid="pp-status">
        {t(status.data.isSet ? 'payments.password.isSet' : 'payments.password.notSet')}
      </p>
      {/* A new key after the first set: the form turns into the change form with empty fields. */}
      <PaymentPasswordForm key={String(status.data.isSet)} isSet={status.data.isSet} onDone={setDone} />
      <OutcomeMessage
        outcome={done && { tone: 'done', text: t(`payments.password.${done}`) }}
        testId="pp-done"
      />
    </div>
  );
}
