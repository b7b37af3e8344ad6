import { useTranslation } from 'react-i18next';
import type { EwalletMethod } from '@suerte/contracts/core';
import { EWALLET_NAMES } from './ewallet-api';
import styles from './ewallet.module.css';

export type DestinationType = 'bank' | 'ewallet';

/** Where the money goes: a bank account, or one of the e-wallets the merchant pays out to. */
export function WithdrawDestination({
  type,
  method,
  wallets,
  onChange,
}: {
  type: DestinationType;
  method: EwalletMethod | null;
  /** The e-wallets the merchant pays out to here (none: only the bank is offered). */
  wallets: readonly EwalletMethod[];
  onChange: (type: DestinationType, method: EwalletMethod | null) => void;
}) {
  const { t } = useTranslation('wallet');
  const options: { key: string; type: DestinationType; method: EwalletMethod | null; label: string }[] = [
    ...wallets.map((w) => ({ key: w, type: 'ewallet' as const, method: w, label: EWALLET_NAMES[w] })),
    { key: 'bank', type: 'bank', method: null, label: t('payments.withdraw.toBank') },
  ];
  if (wallets.length === 0) return null;
  return (
    <fieldset className={styles.choices} data-testid="withdraw-destination">
      <legend>{t('payments.withdraw.destination')}</legend>
      {options.map((o) => (
        <label key={o.key} className={styles.choice} data-testid={`withdraw-to-${o.key}`}>
          <input
            type="radio"
            name="withdraw-destination"
            value={o.key}
            checked={o.type === type && (o.type === 'bank' || o.method === method)}
            onChange={() => onChange(o.type, o.method)}
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
