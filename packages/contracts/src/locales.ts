/** Interface languages with a complete catalog. 'tl' (Tagalog/Filipino) is shown as TY, as the spec names it. */
export const LOCALES = ['en', 'tl', 'th', 'vi', 'id'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The short code shown in the language switch. */
export const LOCALE_LABEL: Record<Locale, string> = { en: 'EN', tl: 'TY', th: 'TH', vi: 'VI', id: 'ID' };

/** The language's own name, for menus. */
export const LOCALE_NATIVE_NAME: Record<Locale, string> = {
  en: 'English',
  tl: 'Tagalog',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  id: 'Bahasa Indonesia',
};

const ALIASES: Record<string, Locale> = {
  ty: 'tl',
  fil: 'tl',
  tl: 'tl',
  en: 'en',
  th: 'th',
  vi: 'vi',
  id: 'id',
  in: 'id',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Maps any language tag (EN, TY, en-US, fil-PH...) to a supported locale; anything unsupported becomes EN,
 * as the spec requires.
 */
export function normalizeLocale(value: unknown): Locale {
  if (typeof value !== 'string') return DEFAULT_LOCALE;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  // Own keys only: a tag like 'constructor' must not find something inherited from Object.
  return Object.hasOwn(ALIASES, primary) ? ALIASES[primary]! : DEFAULT_LOCALE;
}
