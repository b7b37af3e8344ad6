import type { Locale } from '@suerte/contracts';

/** Intl's language tag of each interface language (Tagalog is Filipino to ICU). */
const INTL_TAG: Record<Locale, string> = { en: 'en', tl: 'fil', th: 'th', vi: 'vi', id: 'id' };

/** What a message says when the answer does not know how long to wait. */
const SOME_TIME: Record<Locale, string> = {
  en: 'a while',
  tl: 'ilang sandali',
  th: 'สักครู่',
  vi: 'một lúc',
  id: 'beberapa saat',
};

/** The answer's `retryAfterSeconds`, when it carries a positive one. */
export function retryAfterOf(value: unknown): number | null {
  if (typeof value !== 'object' || value === null) return null;
  const seconds = (value as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/**
 * A wait in words, rounded up so that retrying after it always works: seconds under a minute, minutes under
 * two hours, hours beyond.
 */
export function waitText(locale: Locale, seconds: number | null): string {
  if (seconds === null) return SOME_TIME[locale];
  const [unit, amount] =
    seconds < 60
      ? (['second', Math.ceil(seconds)] as const)
      : seconds < 7200
        ? (['minute', Math.ceil(seconds / 60)] as const)
        : (['hour', Math.ceil(seconds / 3600)] as const);
  return new Intl.NumberFormat(INTL_TAG[locale], { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}
