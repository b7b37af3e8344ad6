import { useEffect } from 'react';

/** Session storage key: set once the announcements opened by themselves in this browser session. */
export const ANNOUNCEMENTS_AUTO_OPENED_KEY = 'suerte_announcements_auto_opened';

// Only used when session storage refuses the flag, so the modal still opens at most once per page load.
let openedInMemory = false;

export function hasAutoOpened(): boolean {
  try {
    return window.sessionStorage.getItem(ANNOUNCEMENTS_AUTO_OPENED_KEY) === '1' || openedInMemory;
  } catch {
    return openedInMemory;
  }
}

export function markAutoOpened(): void {
  try {
    window.sessionStorage.setItem(ANNOUNCEMENTS_AUTO_OPENED_KEY, '1');
  } catch {
    openedInMemory = true;
  }
}

/** For tests: forget that the announcements opened. */
export function resetAutoOpened(): void {
  openedInMemory = false;
  try {
    window.sessionStorage.removeItem(ANNOUNCEMENTS_AUTO_OPENED_KEY);
  } catch {
    // nothing stored
  }
}

export interface AutoOpenInput {
  /** Number of announcements once loaded; undefined while loading or after a failure. */
  count: number | undefined;
  /** False where another modal owns the screen (e.g. the help centre route): wait for a later visit. */
  enabled: boolean;
  open: () => void;
}

/** Opens the announcements by themselves once per browser session, when there is at least one. */
export function useAnnouncementAutoOpen({ count, enabled, open }: AutoOpenInput): void {
  useEffect(() => {
    if (!enabled || !count || hasAutoOpened()) return;
    // Marked before opening so a second effect run (strict mode, re-render) cannot open it twice.
    markAutoOpened();
    open();
  }, [count, enabled, open]);
}
