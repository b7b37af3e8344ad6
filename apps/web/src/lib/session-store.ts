import { create } from 'zustand';
import { COOKIES, normalizeLocale } from '@suerte/contracts/core';
import type { Locale } from '@suerte/contracts';
import { readPreference, writePreference } from './preferences';
import { applyTheme, initialTheme, type Theme } from './theme';
import { setClientContext } from './client-context';
import { useAuthModal } from './auth-modal-store';

/**
 * The member token is shared by every tab of the browser (localStorage): one browser is one session. A tab
 * that logs in, out or is told its session ended changes it for all of them (the storage event below).
 */
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
    // A tab opened before the token was shared kept it in its session storage: adopt it once.
    const shared = window.localStorage.getItem(TOKEN_STORAGE_KEY);
    const legacy = window.sessionStorage.getItem(TOKEN_STORAGE_KEY);
    if (legacy !== null) window.sessionStorage.removeItem(TOKEN_STORAGE_KEY);
    if (shared === null && legacy !== null) window.localStorage.setItem(TOKEN_STORAGE_KEY, legacy);
    return shared ?? legacy;
  } catch {
    return null;
  }
}

function writeToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else window.localStorage.removeItem(TOKEN_STORAGE_KEY);
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
    writeToken(null);
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

/**
 * This tab's session was renewed by a login in another tab of the browser: take the token that tab stored.
 * False when there is none to take (storage blocked or already cleared): the session then simply ended.
 */
export function adoptSharedToken(): boolean {
  let shared: string | null = null;
  try {
    shared = window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return false;
  }
  if (!shared || shared === useSessionStore.getState().token) return false;
  useSessionStore.setState({ token: shared });
  return true;
}

/**
 * Another tab logged in, out, or was told the session ended: this tab follows at once. (The storage event
 * fires only in the other tabs, never in the one that wrote.)
 */
export function followOtherTabs(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('storage', (event) => {
    const { key, newValue } = event as StorageEvent;
    // key null: the other tab cleared all of localStorage.
    if (key !== TOKEN_STORAGE_KEY && key !== null) return;
    const token = key === null ? null : newValue;
    if (useSessionStore.getState().token === token) return;
    useSessionStore.setState({ token });
    // Logged in over there: a login or register dialog open here has nothing left to do.
    const open = useAuthModal.getState().open;
    if (token && (open === 'login' || open === 'register')) useAuthModal.getState().close();
  });
}
if (typeof window !== 'undefined') followOtherTabs();
