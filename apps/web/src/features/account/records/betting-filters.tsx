import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import walletStyles from '../wallet/wallet.module.css';
import recordStyles from '../wallet/record.module.css';
import { DateRangeFields, RangeError } from './date-range-fields';
import { ROUND_STATUSES, defaultBettingFilters, type BettingFilters, type RoundStatus } from './records-api';

interface Props {
  value: BettingFilters;
  /** The merchant's game vendors (code and name), for the vendor choice. */
  vendors: readonly { vendorCode: string; name: string }[];
  onApply: (filters: BettingFilters) => void;
}

/** Days, vendor and status of the betting record; applied on Search, checked first (from not after to). */
export function BettingFilterForm({ value, vendors, onApply }: Props) {
  const { t } = useTranslation('records');
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [rangeError, setRangeError] = useState(false);
  const change = (patch: Partial<BettingFilters>) => {
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
    const initial = defaultBettingFilters();
    setDraft(initial);
    setRangeError(false);
    onApply(initial);
  };
  const errorId = `${id}-range`;
  return (
    <form
      className={recordStyles.filters}
      onSubmit={submit}
      noValidate
      aria-label={t('filters.bettingLabel')}
    >
      <DateRangeFields
        id={id}
        testPrefix="betting"
        from={draft.from}
        to={draft.to}
        onChange={change}
        errorId={rangeError ? errorId : null}
      />
      <div className={`${walletStyles.field} ${recordStyles.filterField}`}>
        <label htmlFor={`${id}-vendor`} className={walletStyles.label}>
          {t('filters.vendor')}
        </label>
        <select
          id={`${id}-vendor`}
          className={walletStyles.select}
          value={draft.vendorCode}
          onChange={(e) => change({ vendorCode: e.target.value })}
          data-testid="betting-vendor"
        >
          <option value="">{t('filters.allVendors')}</option>
          {vendors.map((v) => (
            <option key={v.vendorCode} value={v.vendorCode}>
              {v.name}
            </option>
          ))}
        </select>
      </div>
      <div className={`${walletStyles.field} ${recordStyles.filterField}`}>
        <label htmlFor={`${id}-status`} className={walletStyles.label}>
          {t('filters.status')}
        </label>
        <select
          id={`${id}-status`}
          className={walletStyles.select}
          value={draft.status}
          onChange={(e) => change({ status: e.target.value as RoundStatus | '' })}
          data-testid="betting-status"
        >
          <option value="">{t('filters.allStatuses')}</option>
          {ROUND_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={recordStyles.filterActions}>
        <button type="submit" className="ui-button ui-button--primary" data-testid="betting-search">
          {t('filters.search')}
        </button>
        <button type="button" className="ui-button" onClick={reset} data-testid="betting-reset">
          {t('filters.reset')}
        </button>
      </div>
      {rangeError ? <RangeError id={errorId} testId="betting-range-error" /> : null}
    </form>
  );
}
