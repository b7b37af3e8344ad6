import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIES } from '@suerte/contracts/core';
import { applyTheme, initialTheme } from './theme';
import { resetSession } from '../app/test-utils';

beforeEach(() => resetSession());
afterEach(() => vi.unstubAllGlobals());

function prefersDark(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query.includes('dark'),
    media: query,
  }));
}

describe('theme', () => {
  it('uses the stored theme first', () => {
    prefersDark(true);
    localStorage.setItem(COOKIES.theme, 'light');
    expect(initialTheme()).toBe('light');
  });

  it('without a stored theme follows the system preference', () => {
    prefersDark(true);
    expect(initialTheme()).toBe('dark');
    prefersDark(false);
    expect(initialTheme()).toBe('light');
  });

  it('ignores a stored value that is not a theme', () => {
    prefersDark(false);
    localStorage.setItem(COOKIES.theme, 'purple');
    expect(initialTheme()).toBe('light');
  });

  it('applies to <html> and survives a reload through the cookie alone', () => {
    prefersDark(false);
    applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    localStorage.clear();
    expect(initialTheme()).toBe('dark');
  });
});
