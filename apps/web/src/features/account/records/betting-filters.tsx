import { useTranslation } from 'react-i18next';
import { DateRangeFilter, FilterSelect } from '../components/date-range-filter';
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
  return (
    <DateRangeFilter
      value={value}
      onApply={onApply}
      label={t('filters.bettingLabel')}
      testPrefix="betting"
      texts={{ ns: 'records', keyPrefix: 'filters' }}
      defaults={defaultBettingFilters}
      fields={(draft, change) => (
        <>
          <FilterSelect
            label={t('filters.vendor')}
            value={draft.vendorCode}
            onChange={(vendorCode) => change({ vendorCode })}
            allLabel={t('filters.allVendors')}
            options={vendors.map((v) => ({ value: v.vendorCode, label: v.name }))}
            testId="betting-vendor"
          />
          <FilterSelect
            label={t('filters.status')}
            value={draft.status}
            onChange={(status) => change({ status: status as RoundStatus | '' })}
            allLabel={t('filters.allStatuses')}
            options={ROUND_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            testId="betting-status"
          />
        </>
      )}
    />
  );
}
