import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNow } from './use-now';

export const CLOCK_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function formatClock(date: Date): string {
  return dayjs(date).format(CLOCK_FORMAT);
}

/** Local time in the header. Not a live region: a screen reader announcing every second would be noise. */
export function HeaderClock() {
  const { t } = useTranslation('layout');
  const now = useNow(1000);
  const clock = formatClock(now);
  return (
    <time
      className="header-clock"
      dateTime={now.toISOString()}
      data-testid="header-clock"
      aria-label={t('header.clock')}
    >
      {/* Date above time in the desktop header (header.css), read as one "YYYY-MM-DD HH:mm:ss". */}
      <span className="header-clock__date">{clock.slice(0, 10)}</span>{' '}
      <span className="header-clock__time">{clock.slice(11)}</span>
    </time>
  );
}
