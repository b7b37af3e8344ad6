import type { ReactNode } from 'react';
import styles from './wallet.module.css';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (code: string) => void;
  options: ReactNode;
  /** The chosen wallet's balance, on a line of its own: a narrow select cuts its text short. */
  balance: string;
  testId: string;
}

/** One side of a transfer: the wallet, and under it the chosen wallet's balance in full. */
export function WalletSelect({ id, label, value, onChange, options, balance, testId }: Props) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-balance`}
        data-testid={testId}
      >
        {options}
      </select>
      <p id={`${id}-balance`} className={styles.walletBalance} data-testid={`${testId}-balance`}>
        {balance}
      </p>
    </div>
  );
}
