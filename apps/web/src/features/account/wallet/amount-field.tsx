import { useId, type ReactNode } from 'react';
import styles from './wallet.module.css';

interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The currency symbol shown before the input. */
  symbol: string;
  /** A hint under the field (accepted format, available balance). */
  hint?: string;
  /** What is wrong with the amount; announced with the field. */
  error?: string | null;
  disabled?: boolean;
  /** Controls after the input ("All"). */
  after?: ReactNode;
  testId?: string;
}

/** A labelled amount input; its hint and its problem are tied to it for screen readers. */
export function AmountField(props: AmountFieldProps) {
  const { label, value, onChange, symbol, hint, error, disabled, after, testId } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <span className={styles.prefix} aria-hidden="true">
          {symbol}
        </span>
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          data-testid={testId}
        />
        {after}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
