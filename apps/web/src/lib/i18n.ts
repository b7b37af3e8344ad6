import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES } from '@suerte/contracts/core';
import type { Locale } from '@suerte/contracts';

/** Namespaces the shell needs on every page; feature namespaces load when a component asks for them. */
export const SHELL_NAMESPACES = ['common', 'layout', 'system', 'pages'] as const;

type Catalog = Record<string, unknown>;

// Each catalog becomes its own chunk, so only the current language's namespaces are ever fetched.
const catalogs = import.meta.glob<{ default: Catalog }>('../locales/*/*.json');

export function catalogPath(language: string, namespace: string): string {
  return `../locales/${language}/${namespace}.json`;
}

/** An i18next backend that reads the bundled JSON catalogs on demand. */
export const catalogBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogs[catalogPath(language, namespace)];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default as Parameters<ReadCallback>[1]),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Starts i18next in the given language; resolves once the shell namespaces are loaded. */
export async function initI18n(language: Locale): Promise<typeof i18next> {
  if (i18next.isInitialized) {
    await i18next.changeLanguage(language);
    return i18next;
  }
  await i18next
    .use(catalogBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // Catalogs are complete (checked at build), so no second language is fetched as a fallback.
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      ns: [...SHELL_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      showSupportNotice: false,
      react: { useSuspense: true },
    });
  return i18next;
}

export { i18next };
