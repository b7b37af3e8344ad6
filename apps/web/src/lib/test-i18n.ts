import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * For unit tests: i18next with every English catalog loaded synchronously, so components render real text
 * without suspending. Safe to call from many test files.
 */
const english = import.meta.glob<{ default: Record<string, unknown> }>('../locales/en/*.json', {
  eager: true,
});

export function setupTestI18n(): typeof i18next {
  if (i18next.isInitialized) return i18next;
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [path, module] of Object.entries(english)) {
    const ns = path
      .split('/')
      .pop()!
      .replace(/\.json$/, '');
    resources[ns] = module.default;
  }
  void i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: resources },
    ns: Object.keys(resources),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return i18next;
}
