import type { ReactNode } from 'react';
import styles from '../auth.module.css';

/** The form's submit button; while the call runs it is disabled and shows a spinner. */
export function SubmitButton({
  pending,
  children,
  testId,
}: {
  pending: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="submit"
      className={`ui-button ui-button--primary ${styles.submit}`}
      disabled={pending}
      aria-busy={pending || undefined}
      data-testid={testId}
    >
      {pending ? <span className={`ui-spinner ${styles.spinner}`} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/** A problem with the whole form (usually the server's message). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert" data-testid="form-error">
      {message}
    </p>
  );
}

/** A success message that replaces a form, with what to do next. */
export function FormNotice({
  children,
  action,
  testId,
}: {
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={styles.notice} role="status" data-testid={testId}>
      <p>{children}</p>
      {action}
    </div>
  );
}

interface CheckboxFieldProps {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}

export function CheckboxField({ name, label, checked, onChange, testId }: CheckboxFieldProps) {
  return (
    <label className={styles.check} data-testid={testId}>
      <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** A button that reads like a link (switching between the identity dialogs). */
export function LinkButton({
  onClick,
  children,
  testId,
}: {
  onClick: () => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <button type="button" className={styles.linkButton} onClick={onClick} data-testid={testId}>
      {children}
    </button>
  );
}
