import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { COOKIES } from '@suerte/contracts/core';
import { changeLanguage, languageForMerchant } from './language';
import { useSessionStore } from './session-store';
import { envelopeResponse, resetSession } from '../app/test-utils';
import { setupTestI18n } from './test-i18n';

beforeEach(() => {
  resetSession();
  setupTestI18n();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('changing the language', () => {
  it('switches store, storage, cookie, catalogs and <html lang>, and informs the server', async () => {
    const fetchMock = vi.fn(async () => envelopeResponse({ language: 'tl', reset: false }));
    vi.stubGlobal('fetch', fetchMock);
    await changeLanguage('tl');
    expect(useSessionStore.getState().language).toBe('tl');
    expect(localStorage.getItem(COOKIES.language)).toBe('tl');
    expect(document.cookie).toContain(`${COOKIES.language}=tl`);
    expect(document.documentElement.lang).toBe('tl');
    expect(i18next.language).toBe('tl');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.pathname).toBe('/wps/system/language');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ language: 'tl' });
  });

  it('an unsupported language resets to EN', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelopeResponse({ language: 'en', reset: false })),
    );
    await changeLanguage('de');
    expect(useSessionStore.getState().language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('adopts the language the server answers with when it resets', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelopeResponse({ language: 'en', reset: true })),
    );
    await changeLanguage('vi');
    await vi.waitFor(() => expect(useSessionStore.getState().language).toBe('en'));
  });

  it('stays switched when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await changeLanguage('th');
    expect(useSessionStore.getState().language).toBe('th');
  });
});

describe('languageForMerchant', () => {
  it('keeps a language the merchant offers, else EN, else the merchant default', () => {
    expect(languageForMerchant('tl', ['en', 'tl'], 'en')).toBe('tl');
    expect(languageForMerchant('th', ['en', 'tl'], 'en')).toBe('en');
    expect(languageForMerchant('vi', ['th'], 'th')).toBe('th');
  });
});
