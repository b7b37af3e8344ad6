import { useSyncExternalStore } from 'react';

/**
 * Widths at which record tables become cards: phones (360–430 px) and small tablets, where a table of six or
 * eight columns would need sideways scrolling; the centre's side menu appears from 900 px.
 */
export const PHONE_QUERY = '(max-width: 899px)';

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
