import { useTranslation } from 'react-i18next';
import { useNow } from './use-now';

// The platform's formatter, not a date library: the header is on every first load, where a library's bytes
// count against the page budget. Parts are assembled by type, so no locale's separators leak in.
const clockParts = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Local time as "YYYY-MM-DD HH:mm:ss". */
export function formatClock(date: Date): string {
  const part = Object.fromEntries(clockParts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
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
