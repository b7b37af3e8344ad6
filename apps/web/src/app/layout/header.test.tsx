import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Header } from './header';
import { fakeWhitelabel, renderWithShell, resetSession, vendorGroup } from '../test-utils';
import { useSessionStore } from '../../lib/session-store';
import { useAuthModal } from '../../lib/auth-modal-store';
import { stubFetch } from '../../test/stub-fetch';

beforeEach(() => resetSession());
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const vendors = [
  vendorGroup('RNG', ['SUERTE']),
  vendorGroup('LOTT', ['SUERTE']),
  vendorGroup('LIVE', ['SIM']),
  vendorGroup('PVP', []),
  vendorGroup('SPORTS', ['SIM']),
  vendorGroup('COCKFIGHT', ['SIM']),
];

describe('header', () => {
  it('shows only header categories with vendors, in header order', () => {
    renderWithShell(<Header gamePage={false} />, { whitelabel: fakeWhitelabel(), vendors });
    const links = within(screen.getByTestId('header-nav')).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Live casino', 'Sports', 'Slots', 'Lottery']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/live-casino-games',
      '/sports-betting-games',
      '/slot-games',
      '/lottery',
    ]);
  });

  it('LOTT asks a visitor to log in first and goes straight on with a session', async () => {
    renderWithShell(<Header gamePage={false} />, { whitelabel: fakeWhitelabel(), vendors });
    const lott = screen.getByTestId('header-nav-LOTT');
    await userEvent.click(lott);
    expect(useAuthModal.getState().open).toBe('login');
    expect(lott.getAttribute('aria-current')).toBeNull();
    useAuthModal.getState().close();
    useSessionStore.getState().setToken('member-token');
    await userEvent.click(lott);
    expect(useAuthModal.getState().open).toBeNull();
    await vi.waitFor(() => expect(lott.getAttribute('aria-current')).toBe('page'));
  });

  it('shows no categories while the vendors are unknown', () => {
    renderWithShell(<Header gamePage={false} />, { whitelabel: fakeWhitelabel() });
    expect(within(screen.getByTestId('header-nav')).queryAllByRole('link')).toHaveLength(0);
  });

  it('one menu holds the languages, the region and the theme; the theme item toggles and persists it', async () => {
    renderWithShell(<Header gamePage={false} />, { whitelabel: fakeWhitelabel(), vendors });
    const button = screen.getByTestId('language-switch');
    expect(button.getAttribute('aria-label')).toBe('Language, region and theme (language: English)');
    await userEvent.click(button);
    const menu = screen.getByRole('menu');
    expect(within(menu).getByTestId('region-open').textContent).toContain('Region: ');
    const theme = within(menu).getByTestId('theme-switch');
    expect(theme.textContent).toBe('Switch to dark theme');
    await userEvent.click(theme);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(useSessionStore.getState().theme).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('suerte_theme')).toBe('dark');
    await userEvent.click(button);
    expect(screen.getByTestId('theme-switch').textContent).toBe('Switch to light theme');
  });

  it('the region item opens the region selection', async () => {
    renderWithShell(<Header gamePage={false} />, { whitelabel: fakeWhitelabel(), vendors });
    await userEvent.click(screen.getByTestId('language-switch'));
    await userEvent.click(screen.getByTestId('region-open'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(await screen.findByTestId('region-modal')).toBeTruthy();
  });

  it('the clock shows the date above the time, read as one', () => {
    renderWithShell(<Header gamePage={false} />, { whitelabel: fakeWhitelabel(), vendors });
    expect(screen.getByTestId('header-clock').textContent).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('the language switch lists the merchant languages (tl as TY) and switches', async () => {
    // Only the language call answers; anything the switch refetches fails, as an unreachable server would.
    const fetchMock = stubFetch({ '/wps/system/language': { value: { language: 'tl', reset: false } } });
    renderWithShell(<Header gamePage={false} />, { whitelabel: fakeWhitelabel(), vendors });
    const button = screen.getByTestId('language-switch');
    expect(button.textContent).toContain('EN');
    await userEvent.click(button);
    expect(screen.getByTestId('language-option-en').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('language-option-tl').textContent).toContain('TY');
    expect(screen.queryByTestId('language-option-th')).toBeNull();
    await userEvent.click(screen.getByTestId('language-option-tl'));
    expect(useSessionStore.getState().language).toBe('tl');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
  });

  it('the language menu works by keyboard and closes on Escape', async () => {
    renderWithShell(<Header gamePage={false} />, { whitelabel: fakeWhitelabel(), vendors });
    screen.getByTestId('language-switch').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByTestId('language-option-en'));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByTestId('language-option-tl'));
    // The region and the theme follow the languages, reached by the same keys.
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByTestId('region-open'));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByTestId('theme-switch'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(useSessionStore.getState().language).toBe('en');
  });

  it('the language menu closes on a click outside', async () => {
    renderWithShell(<Header gamePage={false} />, { whitelabel: fakeWhitelabel(), vendors });
    await userEvent.click(screen.getByTestId('language-switch'));
    expect(screen.getByRole('menu')).toBeTruthy();
    await userEvent.click(screen.getByTestId('header-clock'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('the menu button toggles the left menu and is marked for game pages', async () => {
    renderWithShell(<Header gamePage />, { whitelabel: fakeWhitelabel(), vendors });
    const button = screen.getByTestId('menu-button');
    expect(button.className).toContain('header__menu-button--always');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(useSessionStore.getState().leftMenuOpen).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});
