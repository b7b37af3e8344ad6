import { beforeEach, describe, expect, it } from 'vitest';
import { COOKIES } from '@suerte/contracts/core';
import { loadInitialSession, useSessionStore, TOKEN_STORAGE_KEY } from './session-store';
import { getClientContext } from './client-context';
import { readCookie } from './preferences';
import { resetSession } from '../app/test-utils';

beforeEach(() => resetSession());

describe('session store', () => {
  it('persists the theme in localStorage and a cookie and applies it to <html>', () => {
    useSessionStore.getState().setTheme('dark');
    expect(localStorage.getItem(COOKIES.theme)).toBe('dark');
    expect(readCookie(COOKIES.theme)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    useSessionStore.getState().toggleTheme();
    expect(useSessionStore.getState().theme).toBe('light');
    expect(localStorage.getItem(COOKIES.theme)).toBe('light');
  });

  it('restores theme, language and merchant after a reload', () => {
    useSessionStore.getState().setTheme('dark');
    useSessionStore.getState().setLanguage('th');
    useSessionStore.getState().setMerchant('SUERTE_TH');
    const restored = loadInitialSession();
    expect(restored).toMatchObject({ theme: 'dark', language: 'th', merchantCode: 'SUERTE_TH' });
  });

  it('falls back to the cookie when localStorage was cleared', () => {
    useSessionStore.getState().setLanguage('vi');
    localStorage.clear();
    expect(loadInitialSession().language).toBe('vi');
  });

  it('resets an unsupported language to EN and maps TY to tl', () => {
    useSessionStore.getState().setLanguage('fr');
    expect(useSessionStore.getState().language).toBe('en');
    localStorage.setItem(COOKIES.language, 'zh-CN');
    expect(loadInitialSession().language).toBe('en');
    useSessionStore.getState().setLanguage('TY');
    expect(useSessionStore.getState().language).toBe('tl');
    expect(localStorage.getItem(COOKIES.language)).toBe('tl');
  });

  it('keeps the API client context in step', () => {
    useSessionStore.getState().setMerchant('SUERTE_TH');
    useSessionStore.getState().setLanguage('th');
    useSessionStore.getState().setToken('abc');
    expect(getClientContext()).toEqual({ merchantCode: 'SUERTE_TH', language: 'th', token: 'abc' });
  });

  it('a region switch keeps only the new merchant and language', () => {
    const store = useSessionStore.getState();
    store.setMerchant('SUERTE_PH');
    store.setToken('member-token');
    store.setLeftMenuOpen(true);
    sessionStorage.setItem('suerte_member', '{"nickname":"x"}');
    store.switchRegion('SUERTE_TH', 'th');
    const state = useSessionStore.getState();
    expect(state).toMatchObject({
      merchantCode: 'SUERTE_TH',
      language: 'th',
      token: null,
      leftMenuOpen: false,
    });
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(COOKIES.merchant)).toBe('SUERTE_TH');
    expect(getClientContext()).toEqual({ merchantCode: 'SUERTE_TH', language: 'th', token: null });
  });

  it('ending the member session drops the token but keeps merchant, language, theme and what was already shown', () => {
    const store = useSessionStore.getState();
    store.setMerchant('SUERTE_PH');
    store.setLanguage('tl');
    store.setTheme('dark');
    store.setToken('member-token');
    sessionStorage.setItem('suerte_announcements_auto_opened', '1');
    useSessionStore.getState().endSession();
    expect(useSessionStore.getState()).toMatchObject({
      merchantCode: 'SUERTE_PH',
      language: 'tl',
      theme: 'dark',
      token: null,
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    // Announcements already shown this browser session must not open again over the sign-out notice.
    expect(sessionStorage.getItem('suerte_announcements_auto_opened')).toBe('1');
    expect(localStorage.getItem(COOKIES.merchant)).toBe('SUERTE_PH');
    expect(readCookie(COOKIES.merchant)).toBe('SUERTE_PH');
    expect(getClientContext().token).toBeNull();
    expect(loadInitialSession().token).toBeNull();
  });
});

describe('one browser, one session', () => {
  const fromOtherTab = (key: string | null, newValue: string | null) =>
    window.dispatchEvent(new StorageEvent('storage', { key, newValue }));

  it('keeps the token where every tab of the browser reads it (a new tab starts logged in)', () => {
    useSessionStore.getState().setToken('shared-token');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('shared-token');
    expect(loadInitialSession().token).toBe('shared-token');
  });

  it('a login in another tab logs this one in; a logout there logs this one out', () => {
    fromOtherTab(TOKEN_STORAGE_KEY, 'other-tab-token');
    expect(useSessionStore.getState().token).toBe('other-tab-token');
    expect(getClientContext().token).toBe('other-tab-token');
    fromOtherTab(TOKEN_STORAGE_KEY, null);
    expect(useSessionStore.getState().token).toBeNull();
    useSessionStore.getState().setToken('mine');
    fromOtherTab(null, null); // the other tab cleared all of its storage
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('other keys changing elsewhere leave the session alone', () => {
    useSessionStore.getState().setToken('mine');
    fromOtherTab('suerte_theme', 'dark');
    expect(useSessionStore.getState().token).toBe('mine');
  });

  it('a token an older tab kept for itself moves to the shared place once', () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'old-tab-token');
    expect(loadInitialSession().token).toBe('old-tab-token');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('old-tab-token');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
