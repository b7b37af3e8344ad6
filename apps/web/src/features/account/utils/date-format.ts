import i18next from 'i18next';

/**
 * The Intl locale whose date conventions each interface language follows: day before month in English (as in
 * most of the region), Filipino month-first as in the Philippines, Thai with the Buddhist-era year.
 */
const DATE_LOCALE: Record<string, string> = {
  en: 'en-GB',
  tl: 'fil-PH',
  th: 'th-TH',
  vi: 'vi-VN',
  id: 'id-ID',
};

export function dateLocale(language: string): string {
  return DATE_LOCALE[language] ?? DATE_LOCALE.en!;
}

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

/** The interface language now (components re-render through useTranslation when it changes). */
function currentLanguage(): string {
  return i18next.language || 'en';
}

/** An instant as the language writes a date and time, in local time ("25/11/2026, 14:05:09" in English). */
export function formatDateTime(iso: string, language = currentLanguage()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(dateLocale(language), { ...DAY, ...TIME }).format(date);
}

/** A calendar day (yyyy-MM-dd, as date fields hold it) as the language writes it; '' when not a day. */
export function formatDay(day: string, language = currentLanguage()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '';
  // Noon UTC shown in UTC: the same calendar day whatever the device's zone.
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return new Intl.DateTimeFormat(dateLocale(language), { ...DAY, timeZone: 'UTC' }).format(date);
}

/** The order of day, month and year in the language's dates, to hint at an empty date field. */
export function dayPattern(language: string, names: { day: string; month: string; year: string }): string {
  const parts = new Intl.DateTimeFormat(dateLocale(language), DAY).formatToParts(
    new Date(Date.UTC(2026, 10, 25)),
  );
  return parts
    .map((p) => (p.type === 'day' || p.type === 'month' || p.type === 'year' ? names[p.type] : p.value))
    .join('');
}
