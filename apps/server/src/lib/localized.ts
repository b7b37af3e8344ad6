import type { Locale } from '@suerte/contracts';

/** The text in the wanted language, else English, else any text there is. */
export function pickLocalized(text: Record<string, string> | null | undefined, locale: Locale): string {
  if (!text) return '';
  return text[locale] ?? text.en ?? Object.values(text)[0] ?? '';
}
