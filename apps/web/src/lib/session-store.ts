import { create } from 'zustand';
import { COOKIES, normalizeLocale } from '@suerte/contracts/core';
import type { Locale } from '@suerte/contracts';
import { readPreference, writePreference } from './preferences';
import { applyTheme, initialTheme, type Theme } from './theme';
import { setClientContext } from './client-context';

/** Member session data is kept for the tab only (spec §3: session storage). */
export const TOKEN_STORAGE_KEY = 'suerte_token';

export interface SessionState {
  merchantCode: string | null;
  language: Locale;
  theme: Theme;
  /** Member token; null until login exists. */
  token: string | null;
  leftMenuOpen: boolean;
  setMerchant(merchantCode: string): void;
  setLanguage(language: string): void;
  setTheme(theme: Theme): void;
  toggleTheme(): void;
  setToken(token: string | null): void;
  /**
   * The member session ends (logout, expiry, logged in elsewhere): the token and everything kept for the tab
   * go; merchant, language and theme stay (spec §4: clear session but keep merchant codes).
   */
  endSession(): void;
  setLeftMenuOpen(open: boolean): void;
  toggleLeftMenu(): void;
  /** Another region: drop the whole session, keep only the new merchant and language. */
  switchRegion(merchantCode: string, language: string): void;
}

function readToken(): string | null {
  try {
    return window.sessionStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeToken(token: string | null): void {
  try {
    if (token) window.sessionStorage.setItem(TOKEN_STORAGE_KEY, token);
    else window.sessionStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // storage blocked: the token then lives in memory only
  }
}

function clearSessionStorage(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // nothing stored, nothing to clear
  }
}

/** What the store starts with: stored preferences, an unsupported language reset to EN. */
export function loadInitialSession() {
  return {
    merchantCode: readPreference(COOKIES.merchant),
    language: normalizeLocale(readPreference(COOKIES.language)),
    theme: initialTheme(),
    token: readToken(),
    leftMenuOpen: false,
  };
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  ...loadInitialSession(),
  setMerchant(merchantCode) {
    writePreference(COOKIES.merchant, merchantCode);
    set({ merchantCode });
  },
  setLanguage(value) {
    const language = normalizeLocale(value);
    writePreference(COOKIES.language, language);
    set({ language });
  },
  setTheme(theme) {
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme() {
    get().setTheme(get().theme === 'dark' ? 'light' : 'dark');
  },
  setToken(token) {
    writeToken(token);
    set({ token });
  },
  endSession() {
    // Only the member's data goes; what the visitor has already seen this session (announcements) stays.
    writeToken(null);
    set({ token: null });
  },
  setLeftMenuOpen(leftMenuOpen) {
    set({ leftMenuOpen });
  },
  toggleLeftMenu() {
    set({ leftMenuOpen: !get().leftMenuOpen });
  },
  switchRegion(merchantCode, value) {
    const language = normalizeLocale(value);
    clearSessionStorage();
    writePreference(COOKIES.merchant, merchantCode);
    writePreference(COOKIES.language, language);
    set({ merchantCode, language, token: null, leftMenuOpen: false });
  },
}));

/** The API client reads the client context; keep it equal to the store at all times. */
function syncClientContext(state: SessionState): void {
  setClientContext({ merchantCode: state.merchantCode, language: state.language, token: state.token });
}
syncClientContext(useSessionStore.getState());
useSessionStore.subscribe(syncClientContext);
