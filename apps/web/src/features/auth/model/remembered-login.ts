import { REMEMBERED_LOGIN_DAYS } from '@suerte/contracts/core';
import { readCookie } from '../../../lib/preferences';

/**
 * "Remember me" (spec §3, §9): the username — never the password — in a cookie that lives one day, and in
 * localStorage with the same expiry, so the login form can prefill it next time.
 */
export const REMEMBERED_LOGIN_KEY = 'suerte_remember';
const LIFETIME_MS = REMEMBERED_LOGIN_DAYS * 24 * 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function fromStorage(now: number): string | null {
  const store = storage();
  try {
    const saved = JSON.parse(store?.getItem(REMEMBERED_LOGIN_KEY) ?? 'null') as {
      username?: unknown;
      expiresAt?: unknown;
    } | null;
    if (typeof saved?.username === 'string' && typeof saved.expiresAt === 'number' && saved.expiresAt > now)
      return saved.username;
  } catch {
    // a damaged entry is as good as none
  }
  store?.removeItem(REMEMBERED_LOGIN_KEY);
  return null;
}

export function readRememberedUsername(now = Date.now()): string | null {
  return readCookie(REMEMBERED_LOGIN_KEY) || fromStorage(now);
}

/** Remembers the username for a day, or forgets it (null). */
export function rememberUsername(username: string | null, now = Date.now()): void {
  const base = `${REMEMBERED_LOGIN_KEY}=${username === null ? '' : encodeURIComponent(username)}; path=/; SameSite=Lax`;
  document.cookie = username === null ? `${base}; max-age=0` : `${base}; max-age=${LIFETIME_MS / 1000}`;
  const store = storage();
  if (username === null) store?.removeItem(REMEMBERED_LOGIN_KEY);
  else store?.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify({ username, expiresAt: now + LIFETIME_MS }));
}
