import type { KeyboardEvent } from 'react';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i) => i + 1,
  ArrowUp: (i) => i - 1,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Arrow keys, Home and End move focus among a menu's items, wrapping around (WAI-ARIA menu pattern).
 * Returns whether the key was one of them.
 */
export function moveMenuFocus(event: KeyboardEvent, items: readonly HTMLElement[]): boolean {
  const move = MOVES[event.key];
  if (!move || items.length === 0) return false;
  event.preventDefault();
  const next = move(items.indexOf(document.activeElement as HTMLElement), items.length);
  items[(next + items.length) % items.length]?.focus();
  return true;
}
