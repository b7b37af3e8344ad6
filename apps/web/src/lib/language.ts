import { normalizeLocale } from '@suerte/contracts/core';
import type { Locale } from '@suerte/contracts';
import i18next from 'i18next';
import { api } from './api-client';
import { useSessionStore } from './session-store';

/** Marks the document language, so screen readers and hyphenation follow the interface language. */
export function applyDocumentLanguage(language: Locale): void {
  document.documentElement.lang = language;
}

/**
 * Tells the server, so its messages follow; the answer is adopted when the server resets the language. A logged-in
 * member's choice is saved to their profile too: mails and SMS use it, and a login elsewhere restores it.
 */
export async function informServerOfLanguage(language: Locale): Promise<void> {
  try {
    const answer = await api.call('POST /wps/system/language', { body: { language } });
    if (answer.language !== language) return void (await applyLanguage(answer.language));
    if (useSessionStore.getState().token)
      await api.call('PUT /wps/member/info/language', { body: { language } });
  } catch {
    // Not fatal: every request carries the language header anyway.
  }
}

/** The member's saved language (member info) wins over this device's on login: switch to it, quietly. */
export function adoptMemberLanguage(language: Locale): void {
  if (language !== useSessionStore.getState().language) void applyLanguage(language);
}

/** Switches the interface language locally (store, storage, cookie, catalogs, <html lang>). */
export async function applyLanguage(value: string): Promise<Locale> {
  const language = normalizeLocale(value);
  useSessionStore.getState().setLanguage(language);
  applyDocumentLanguage(language);
  if (i18next.isInitialized && i18next.language !== language) await i18next.changeLanguage(language);
  return language;
}

/** The visitor picked a language: switch and inform the server. */
export async function changeLanguage(value: string): Promise<Locale> {
  const language = await applyLanguage(value);
  void informServerOfLanguage(language);
  return language;
}

/** The language to use for a merchant: the current one when offered, else EN, else the merchant's default. */
export function languageForMerchant(current: Locale, langList: readonly Locale[], fallback: Locale): Locale {
  if (langList.includes(current)) return current;
  if (langList.includes('en')) return 'en';
  return langList[0] ?? fallback;
}
