import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { LOCALES, type Locale } from '@suerte/contracts';
import { Header } from './header';
import { fakeWhitelabel, renderWithShell, resetSession, vendorGroup } from '../test-utils';
import { useAuthModal } from '../../lib/auth-modal-store';
import { stubFetch } from '../../test/stub-fetch';
import { setupTestI18n } from '../../lib/test-i18n';

const here = dirname(fileURLToPath(import.meta.url));
const stylesheet = (path: string) => readFileSync(join(here, path), 'utf8');
const accountBarCss = stylesheet('../../features/account/components/account-bar.module.css');
const shellCss = ['../styles/header.css', '../styles/layout.css'].map(stylesheet).join('\n');

const accountCatalogs = import.meta.glob<{ default: { bar: Record<string, string> } }>(
  '../../locales/*/account.json',
  { eager: true },
);
const catalog = (language: Locale) => accountCatalogs[`../../locales/${language}/account.json`]!.default.bar;

/** Every rule of a stylesheet (innermost braces: rules inside @media blocks count too). */
function rules(css: string): Array<{ selectors: string[]; body: string }> {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({
    selectors: m[1]!.split(',').map((s) => s.trim()),
    body: m[2]!,
  }));
}

const hides = (body: string) => /display:\s*none/.test(body);

beforeEach(() => {
  resetSession();
  stubFetch({});
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('header for visitors', () => {
  it.each(LOCALES.map((language) => [language]))(
    '%s: Log in and Register side by side in one group, in the language, each opening its dialog',
    async (language) => {
      const bar = catalog(language);
      setupTestI18n().addResourceBundle(language, 'account', { bar }, true, true);
      await i18next.changeLanguage(language);
      renderWithShell(<Header gamePage={false} />, {
        whitelabel: fakeWhitelabel(),
        vendors: [vendorGroup('RNG', ['SUERTE'])],
      });
      const group = await screen.findByTestId('header-guest');
      const [login, register] = within(group).getAllByRole('button');
      expect(login).toBe(screen.getByTestId('header-login'));
      expect(register).toBe(screen.getByTestId('header-register'));
      await waitFor(() => expect(login!.textContent).toBe(bar.login));
      expect(register!.textContent).toBe(bar.register);
      expect(group.getAttribute('aria-label')).toBe(bar.guestLabel);
      await userEvent.click(register!);
      expect(useAuthModal.getState().open).toBe('register');
      await userEvent.click(login!);
      expect(useAuthModal.getState().open).toBe('login');
    },
  );

  it('no stylesheet hides the guest buttons at any width, and their labels never wrap', () => {
    // Phones once lost Register to a narrow-screen rule (display: none), and Log in wrapped onto two lines.
    const guestRules = rules(accountBarCss).filter((r) =>
      r.selectors.some((s) => /\.(guest|login|register)\b/.test(s)),
    );
    expect(guestRules.length).toBeGreaterThan(0);
    expect(guestRules.filter((r) => hides(r.body))).toEqual([]);
    const labelRule = guestRules.find(
      (r) => r.selectors.includes('.login') && r.selectors.includes('.register'),
    );
    expect(labelRule?.body).toMatch(/white-space:\s*nowrap/);
    const hiddenInHeader = rules(shellCss)
      .filter((r) => hides(r.body))
      .flatMap((r) => r.selectors);
    expect(hiddenInHeader.filter((s) => /tools|account|join|guest/.test(s))).toEqual([]);
  });
});
