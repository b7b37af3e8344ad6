import { COOKIES } from '@suerte/contracts/core';
import { readPreference, writePreference } from './preferences';

export type Theme = 'light' | 'dark';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** The stored theme, else the system preference, else light. */
export function initialTheme(): Theme {
  const stored = readPreference(COOKIES.theme);
  if (isTheme(stored)) return stored;
  const prefersDark =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  return prefersDark ? 'dark' : 'light';
}

/** Applies the theme to <html> (CSS variables switch on data-theme) and remembers it. */
export function applyTheme(theme: Theme, persist = true): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  if (persist) writePreference(COOKIES.theme, theme);
}
