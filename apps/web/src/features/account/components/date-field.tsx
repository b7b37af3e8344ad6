import { useRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarIcon } from './centre-icons';
import { dayPattern, formatDay } from '../utils/date-format';
import styles from './date-field.module.css';

type NativeProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'min' | 'max' | 'aria-invalid' | 'aria-describedby'
>;

interface Props extends NativeProps {
  id: string;
  /** A calendar day, yyyy-MM-dd; '' when empty. */
  value: string;
  onChange: (value: string) => void;
  testId: string;
}

/**
 * A date field that writes the day as the interface language does (25/11/2026, Thai 25/11/2569), where the
 * browser's own date field would follow the device's language instead. The native field lies over the text,
 * transparent, so a tap opens the system's date picker and the keyboard and screen readers use it as always.
 */
export function DateField({ id, value, onChange, testId, ...native }: Props) {
  const { t, i18n } = useTranslation('account');
  const input = useRef<HTMLInputElement>(null);
  const language = i18n.language;
  const names = { day: t('dateField.day'), month: t('dateField.month'), year: t('dateField.year') };
  const shown = value ? formatDay(value, language) : '';
  const openPicker = () => {
    try {
      input.current?.showPicker?.();
    } catch {
      // Not allowed here (no user gesture, or an old browser): the field still takes typed dates.
    }
  };
  return (
    <div className={styles.box} data-invalid={native['aria-invalid'] ? 'true' : undefined}>
      <span
        className={shown ? styles.text : `${styles.text} ${styles.empty}`}
        aria-hidden="true"
        data-testid={`${testId}-shown`}
      >
        {shown || dayPattern(language, names)}
      </span>
      <CalendarIcon size={18} className={styles.icon} />
      <input
        ref={input}
        id={id}
        type="date"
        lang={language}
        className={styles.native}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onClick={openPicker}
        title={t('dateField.choose')}
        data-testid={testId}
        {...native}
      />
    </div>
  );
}
