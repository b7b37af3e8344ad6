import { useTranslation } from 'react-i18next';
import walletStyles from '../wallet/wallet.module.css';
import recordStyles from '../wallet/record.module.css';

interface Props {
  id: string;
  /** Test ids start with this (betting-from, betting-to). */
  testPrefix: string;
  from: string;
  to: string;
  onChange: (patch: { from?: string; to?: string }) => void;
  /** The start day is after the end day: both fields point at the message with this id. */
  errorId: string | null;
}

/** First and last calendar day of a record filter, each limited by the other. */
export function DateRangeFields({ id, testPrefix, from, to, onChange, errorId }: Props) {
  const { t } = useTranslation('records');
  const invalid = errorId ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <>
      <div className={`${walletStyles.field} ${recordStyles.filterField}`}>
        <label htmlFor={`${id}-from`} className={walletStyles.label}>
          {t('filters.from')}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className={walletStyles.input}
          value={from}
          max={to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
          {...invalid}
          data-testid={`${testPrefix}-from`}
        />
      </div>
      <div className={`${walletStyles.field} ${recordStyles.filterField}`}>
        <label htmlFor={`${id}-to`} className={walletStyles.label}>
          {t('filters.to')}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={walletStyles.input}
          value={to}
          min={from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
          {...invalid}
          data-testid={`${testPrefix}-to`}
        />
      </div>
    </>
  );
}

/** The message under a filter form whose start day is after its end day. */
export function RangeError({ id, testId }: { id: string; testId: string }) {
  const { t } = useTranslation('records');
  return (
    <p
      id={id}
      className={`${walletStyles.error} ${recordStyles.rangeError}`}
      role="alert"
      data-testid={testId}
    >
      {t('filters.rangeError')}
    </p>
  );
}
