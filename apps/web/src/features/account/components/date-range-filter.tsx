import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import walletStyles from '../wallet/wallet.module.css';
import { DateField } from './date-field';
import recordStyles from '../wallet/record.module.css';

/** First and last calendar day of a record filter (yyyy-MM-dd, both included; empty: open). */
export interface DateRange {
  from: string;
  to: string;
}

type Change<F> = (patch: Partial<F>) => void;

interface Props<F extends DateRange> {
  value: F;
  onApply: (filters: F) => void;
  /** The form's accessible name. */
  label: string;
  /** Test ids are <prefix>-from, -to, -search, -reset and -range-error. */
  testPrefix: string;
  /** Where the page keeps the texts from, to, search, reset and rangeError. */
  texts: { ns: string; keyPrefix: string };
  /** What Reset goes back to and applies; without it there is no Reset. */
  defaults?: () => F;
  /** The filters as searched, such as emptied days filled in again; the form then shows them. */
  complete?: (draft: F) => F;
  /** The page's own fields (a type, a vendor...), after the days unless `fieldsFirst`. */
  fields?: (draft: F, change: Change<F>) => ReactNode;
  fieldsFirst?: boolean;
}

/**
 * The filter form of a record page: its own fields and a date range, applied on Search once the start day is
 * not after the end day (each date field is also limited by the other).
 */
export function DateRangeFilter<F extends DateRange>({
  value,
  onApply,
  label,
  testPrefix,
  texts,
  defaults,
  complete,
  fields,
  fieldsFirst = false,
}: Props<F>) {
  const { t } = useTranslation(texts.ns, { keyPrefix: texts.keyPrefix });
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [rangeError, setRangeError] = useState(false);
  const change: Change<F> = (patch) => {
    setDraft((d) => ({ ...d, ...patch }));
    setRangeError(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = complete ? complete(draft) : draft;
    if (next.from && next.to && next.from > next.to) {
      setRangeError(true);
      return;
    }
    setDraft(next);
    onApply(next);
  };
  const reset = (initial: F) => {
    setDraft(initial);
    setRangeError(false);
    onApply(initial);
  };

  const errorId = `${id}-range`;
  const invalid = rangeError ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const own = fields?.(draft, change);
  return (
    <form className={recordStyles.filters} onSubmit={submit} noValidate aria-label={label}>
      {fieldsFirst ? own : null}
      {(['from', 'to'] as const).map((side) => (
        <div key={side} className={`${walletStyles.field} ${recordStyles.filterField}`}>
          <label htmlFor={`${id}-${side}`} className={walletStyles.label}>
            {t(side)}
          </label>
          <DateField
            id={`${id}-${side}`}
            value={draft[side]}
            max={side === 'from' ? draft.to || undefined : undefined}
            min={side === 'to' ? draft.from || undefined : undefined}
            onChange={(day) => change({ [side]: day } as Partial<F>)}
            {...invalid}
            testId={`${testPrefix}-${side}`}
          />
        </div>
      ))}
      {fieldsFirst ? null : own}
      <div className={recordStyles.filterActions}>
        <button type="submit" className="ui-button ui-button--primary" data-testid={`${testPrefix}-search`}>
          {t('search')}
        </button>
        {defaults ? (
          <button
            type="button"
            className="ui-button"
            onClick={() => reset(defaults())}
            data-testid={`${testPrefix}-reset`}
          >
            {t('reset')}
          </button>
        ) : null}
      </div>
      {rangeError ? (
        <p
          id={errorId}
          className={`${walletStyles.error} ${recordStyles.rangeError}`}
          role="alert"
          data-testid={`${testPrefix}-range-error`}
        >
          {t('rangeError')}
        </p>
      ) : null}
    </form>
  );
}

interface SelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first option, which selects everything (value ''). */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  testId: string;
}

/** One choice of a record filter, with an "all" option first. */
export function FilterSelect({ label, value, onChange, allLabel, options, testId }: SelectProps) {
  const id = useId();
  return (
    <div className={`${walletStyles.field} ${recordStyles.filterField}`}>
      <label htmlFor={id} className={walletStyles.label}>
        {label}
      </label>
      <select
        id={id}
        className={walletStyles.select}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
