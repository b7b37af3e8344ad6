import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The game client's languages: the portal's five. */
export const STUDIO_LANGUAGES = ['en', 'tl', 'th', 'vi', 'id'] as const;
export type StudioLanguage = (typeof STUDIO_LANGUAGES)[number];

// The game's own catalogs and the symbol names it shares with the verifier: one chunk per language and file.
const catalogs = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/{studio,fair}.json');

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogs[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default as Parameters<ReadCallback>[1]),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The language asked for by the game address (?lang=), else the portal's saved one, else the browser's. */
export function pickLanguage(query: string | null, stored: string | null, browser: string): StudioLanguage {
  for (const candidate of [query, stored, browser.slice(0, 2)]) {
    const lang = candidate?.toLowerCase();
    if (lang && (STUDIO_LANGUAGES as readonly string[]).includes(lang)) return lang as StudioLanguage;
  }
  return 'en';
}

export async function initStudioI18n(language: StudioLanguage): Promise<typeof i18next> {
  await i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...STUDIO_LANGUAGES],
      load: 'currentOnly',
      ns: ['studio', 'fair'],
      defaultNS: 'studio',
      interpolation: { escapeValue: false },
      showSupportNotice: false,
      react: { useSuspense: true },
    });
  document.documentElement.lang = language;
  return i18next;
}
