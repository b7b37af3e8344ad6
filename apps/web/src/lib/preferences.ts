/**
 * Visitor preferences live in localStorage AND a cookie: the cookie lets the server answer in the same
 * language and theme on the very first request, localStorage survives cookie clean-ups by the browser.
 */
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return readable(item.slice(prefix.length));
  }
  return null;
}

/** A value that does not decode (broken percent-encoding) is treated as absent, as the server does. */
function readable(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

export function writeCookie(name: string, value: string | null): void {
  const base = `${name}=${value === null ? '' : encodeURIComponent(value)}; path=/; SameSite=Lax`;
  document.cookie = value === null ? `${base}; max-age=0` : `${base}; max-age=${ONE_YEAR_S}`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked (private mode, policies): fall back to the cookie alone
  }
}

export function readPreference(name: string): string | null {
  return storage()?.getItem(name) ?? readCookie(name);
}

export function writePreference(name: string, value: string | null): void {
  const store = storage();
  if (value === null) store?.removeItem(name);
  else store?.setItem(name, value);
  writeCookie(name, value);
}
