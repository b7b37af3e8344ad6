/** Where the browser's own id is kept; every tab reads the same one. */
export const BROWSER_ID_KEY = 'suerte_browser_id';

let inMemory: string | null = null;

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A random id for this browser, sent with every call (header x-browser-id) so the server can tell a second login
 * from the same browser (its tabs share the session) from a login on another device (which ends this one).
 * It is no secret and proves nothing: it only decides how an older session of the same member is ended.
 */
export function browserId(): string {
  try {
    const stored = window.localStorage.getItem(BROWSER_ID_KEY);
    if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
    const id = randomId();
    window.localStorage.setItem(BROWSER_ID_KEY, id);
    return id;
  } catch {
    inMemory ??= randomId();
    return inMemory;
  }
}
