import { useId } from 'react';
import styles from '../wallet/wallet.module.css';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the value; announced with the field. */
  error?: string | null;
  hint?: string;
  /** A six-digit password: masked, numeric keyboard, at most 6 characters. */
  pin?: boolean;
  type?: 'text' | 'password';
  autoComplete?: string;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'tel';
  testId?: string;
}

/** A labelled text or password input of the payment forms; hint and problem are tied to it. */
export function TextField(props: TextFieldProps) {
  const { label, value, onChange, error, hint, pin, testId } = props;
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type={pin ? 'password' : (props.type ?? 'text')}
        inputMode={pin ? 'numeric' : props.inputMode}
        maxLength={pin ? 6 : props.maxLength}
        autoComplete={props.autoComplete ?? 'off'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        data-testid={testId}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
