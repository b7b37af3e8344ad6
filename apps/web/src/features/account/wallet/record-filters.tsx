import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { RECORD_TYPES, type RecordFilters, type RecordType } from './wallet-api';
import styles from './wallet.module.css';
import recordStyles from './record.module.css';

/** The last 7 days, today included, in the member's time zone. */
export function defaultRecordFilters(now = dayjs()): RecordFilters {
  return { type: '', from: now.subtract(6, 'day').format('YYYY-MM-DD'), to: now.format('YYYY-MM-DD') };
}

interface Props {
  value: RecordFilters;
  onApply: (filters: RecordFilters) => void;
}

/** Type and date range of the account record; applied on Search, checked first (from not after to). */
export function RecordFilterForm({ value, onApply }: Props) {
  const { t } = useTranslation('wallet');
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [rangeError, setRangeError] = useState(false);
  const change = (patch: Partial<RecordFilters>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setRangeError(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setRangeError(true);
      return;
    }
    onApply(draft);
  };
  const reset = () => {
    const initial = defaultRecordFilters();
    setDraft(initial);
    setRangeError(false);
    onApply(initial);
  };
  const errorId = `${id}-range`;
  return (
    <form className={recordStyles.filters} onSubmit={submit} noValidate aria-label={t('record.filters')}>
      <div className={`${styles.field} ${recordStyles.filterField}`}>
        <label htmlFor={`${id}-type`} className={styles.label}>
          {t('record.type')}
        </label>
        <select
          id={`${id}-type`}
          className={styles.select}
          value={draft.type}
          onChange={(e) => change({ type: e.target.value as RecordType | '' })}
          data-testid="record-type"
        >
          <option value="">{t('record.allTypes')}</option>
          {RECORD_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={`${styles.field} ${recordStyles.filterField}`}>
        <label htmlFor={`${id}-from`} className={styles.label}>
          {t('record.from')}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className={styles.input}
          value={draft.from}
          max={draft.to || undefined}
          onChange={(e) => change({ from: e.target.value })}
          aria-invalid={rangeError || undefined}
          aria-describedby={rangeError ? errorId : undefined}
          data-testid="record-from"
        />
      </div>
      <div className={`${styles.field} ${recordStyles.filterField}`}>
        <label htmlFor={`${id}-to`} className={styles.label}>
          {t('record.to')}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={styles.input}
          value={draft.to}
          min={draft.from || undefined}
          onChange={(e) => change({ to: e.target.value })}
          aria-invalid={rangeError || undefined}
          aria-describedby={rangeError ? errorId : undefined}
          data-testid="record-to"
        />
      </div>
      <div className={recordStyles.filterActions}>
        <button type="submit" className="ui-button ui-button--primary" data-testid="record-search">
          {t('record.search')}
        </button>
        <button type="button" className="ui-button" onClick={reset} data-testid="record-reset">
          {t('record.reset')}
        </button>
      </div>
      {rangeError ? (
        <p
          id={errorId}
          className={`${styles.error} ${recordStyles.rangeError}`}
          role="alert"
          data-testid="record-range-error"
        >
          {t('record.rangeError')}
        </p>
      ) : null}
    </form>
  );
}
