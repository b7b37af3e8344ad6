import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { DateRangeFilter, FilterSelect } from '../components/date-range-filter';
import { RECORD_TYPES, type RecordFilters, type RecordType } from './wallet-api';

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
  return (
    <DateRangeFilter
      value={value}
      onApply={onApply}
      label={t('record.filters')}
      testPrefix="record"
      texts={{ ns: 'wallet', keyPrefix: 'record' }}
      defaults={defaultRecordFilters}
      fieldsFirst
      fields={(draft, change) => (
        <FilterSelect
          label={t('record.type')}
          value={draft.type}
          onChange={(type) => change({ type: type as RecordType | '' })}
          allLabel={t('record.allTypes')}
          options={RECORD_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          testId="record-type"
        />
      )}
    />
  );
}
