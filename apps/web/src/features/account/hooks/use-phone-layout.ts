import { useSyncExternalStore } from 'react';

/** Widths at which record tables become cards (phones held upright, 360–430 px, with room to spare). */
export const PHONE_QUERY = '(max-width: 640px)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True on a phone-wide screen; follows rotation and window resizing. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
