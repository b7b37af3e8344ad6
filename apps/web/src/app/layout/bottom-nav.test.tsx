import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BottomNav, currentBottomNavItem } from './bottom-nav';
import { fakeWhitelabel, renderWithShell, resetSession } from '../test-utils';
import type { RouteHandle } from '../route-handle';
import { useAuthModal } from '../../lib/auth-modal-store';
import { stubFetch } from '../../test/stub-fetch';

const handle = (over: Partial<RouteHandle>): RouteHandle => ({
  page: 'home',
  footer: true,
  gamePage: false,
  ...over,
});

beforeEach(() => {
  resetSession();
  stubFetch({});
});
afterEach(() => vi.unstubAllGlobals());

describe('bottom navigation', () => {
  it('marks the item the page belongs to', () => {
    expect(currentBottomNavItem('/', handle({}))).toBe('home');
    expect(currentBottomNavItem('/register', handle({ page: 'register', modal: 'register' }))).toBeNull();
    expect(currentBottomNavItem('/hot', handle({ page: 'hot' }))).toBe('games');
    expect(currentBottomNavItem('/fishing-games', handle({ page: 'fishing', category: 'FISH' }))).toBe(
      'games',
    );
    expect(currentBottomNavItem('/elott', handle({ page: 'elott' }))).toBe('lottery');
    expect(currentBottomNavItem('/lott', handle({ page: 'lott', category: 'ELOTT' }))).toBe('lottery');
    expect(currentBottomNavItem('/promotions', handle({ page: 'promotions' }))).toBe('promotions');
    expect(currentBottomNavItem('/member/deposit', handle({ page: 'member' }))).toBe('account');
    expect(currentBottomNavItem('/agent', handle({ page: 'agent' }))).toBe('account');
    expect(currentBottomNavItem('/membership', handle({}))).toBe('home');
    expect(currentBottomNavItem('/pointMall', handle({ page: 'pointMall' }))).toBeNull();
  });

  it('links home, games, lottery, promotions and the member centre, in that order', () => {
    renderWithShell(<BottomNav />, { whitelabel: fakeWhitelabel() });
    const links = within(screen.getByTestId('bottom-nav')).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Home', 'Games', 'Lottery', 'Promos', 'Account']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/hot',
      '/elott',
      '/promotions',
      '/member',
    ]);
    expect(screen.getByTestId('bottom-nav-home').getAttribute('aria-current')).toBe('page');
  });

  it('leaves promotions out when the merchant has the module off', () => {
    renderWithShell(<BottomNav />, { whitelabel: fakeWhitelabel({ modules: [] }) });
    expect(screen.queryByTestId('bottom-nav-promotions')).toBeNull();
    expect(within(screen.getByTestId('bottom-nav')).getAllByRole('link')).toHaveLength(4);
  });

  it('Account asks a visitor to log in instead of opening the member centre', async () => {
    renderWithShell(<BottomNav />, { whitelabel: fakeWhitelabel() });
    await userEvent.click(screen.getByTestId('bottom-nav-account'));
    expect(useAuthModal.getState().open).toBe('login');
  });
});
