import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COOKIES } from '@suerte/contracts/core';
import { resetSession } from './test-utils';

// public/theme-boot.js runs before the app, as a plain script; it must agree with lib/theme.ts.
const source = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../../public/theme-boot.js'),
  'utf8',
);
const runBootScript = () => new Function(source)();

beforeEach(() => {
  resetSession();
  delete document.documentElement.dataset.theme;
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
});
afterEach(() => vi.unstubAllGlobals());

describe('theme boot script', () => {
  it('uses the theme cookie name of the contracts', () => {
    expect(source).toContain(COOKIES.theme);
  });

  it('applies the stored theme before the app starts', () => {
    localStorage.setItem(COOKIES.theme, 'dark');
    runBootScript();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('falls back to the cookie, then the system preference', () => {
    document.cookie = `${COOKIES.theme}=dark; path=/`;
    runBootScript();
    expect(document.documentElement.dataset.theme).toBe('dark');
    resetSession();
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    runBootScript();
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
