import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from './header';
import { fakeWhitelabel, renderWithShell, resetSession, vendorGroup } from '../test-utils';
import { useSessionStore } from '../../lib/session-store';
import { useAuthModal } from '../../lib/auth-modal-store';
import { AccountOverlays } from '../../features/account';
import {
  LocationProbe,
  callsTo,
  fakeMemberInfo,
  logIn,
  resetAccountStores,
  stubApi,
  type Answer,
} from '../../features/account/test-utils';

/** The header's account area (spec §2): Log in and Register, or the logged-in bar. */
beforeEach(() => {
  resetSession();
  resetAccountStores();
});
afterEach(() => vi.unstubAllGlobals());

const vendors = [vendorGroup('RNG', ['SUERTE'])];

const MEMBER = 'GET /wps/member/info';
const BALANCE = 'GET /wps/v2/wallets/balance';

function renderHeader(path = '/') {
  return renderWithShell(
    <>
      <Header gamePage={false} />
      <AccountOverlays />
      <LocationProbe />
    </>,
    { whitelabel: fakeWhitelabel(), vendors, path },
  );
}

describe('header account area', () => {
  it('logged out shows Log in and Register, which open the auth modals, and asks for no member data', async () => {
    const fetchMock = stubApi({});
    renderHeader();
    expect(screen.queryByTestId('account-bar')).toBeNull();
    await userEvent.click(screen.getByTestId('header-login'));
    expect(useAuthModal.getState().open).toBe('login');
    await userEvent.click(screen.getByTestId('header-register'));
    expect(useAuthModal.getState().open).toBe('register');
    expect(screen.getByTestId('header-register').textContent).toBe('Register');
    expect(callsTo(fetchMock, MEMBER)).toBe(0);
  });

  it('logged in shows the bar with nickname and balance instead of Log in and Register', async () => {
    const fetchMock = stubApi({
      [MEMBER]: { value: fakeMemberInfo() },
      [BALANCE]: { value: { balance: 123456789, exponent: 2, currency: 'PHP', currencySymbol: '₱' } },
    });
    logIn();
    renderHeader();
    expect((await screen.findByTestId('account-nickname')).textContent).toBe('Juan');
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toBe('₱1,234,567.89'));
    expect(screen.getByTestId('account-balance').getAttribute('aria-label')).toBe(
      'Balance ₱1,234,567.89. Refresh',
    );
    expect(screen.queryByTestId('header-login')).toBeNull();
    expect(screen.queryByTestId('header-register')).toBeNull();
    expect(screen.getByTestId('personal-center')).toBeTruthy();
    expect(screen.queryByTestId('agent-entry')).toBeNull();
    // No messages service yet: no unread count is asked for (and no dot shows); no contract data either.
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input)).pathname);
    expect([...new Set(paths)].sort()).toEqual(['/wps/member/info', '/wps/v2/wallets/balance']);
  });

  it('when the member cannot be loaded, the header says so and a click tries again', async () => {
    let up = false;
    stubApi({ [MEMBER]: () => (up ? { value: fakeMemberInfo() } : { status: 500, code: 'INTERNAL_ERROR' }) });
    logIn();
    renderHeader();
    const failed = await screen.findByTestId('account-bar-failed');
    expect(failed.getAttribute('aria-label')).toBe('Your account could not be loaded. Try again');
    expect(useSessionStore.getState().token).toBe('member-token');
    up = true;
    await userEvent.click(failed);
    expect((await screen.findByTestId('account-nickname')).textContent).toBe('Juan');
  });

  it('an unavailable balance shows "—" with a tooltip, and a click asks again', async () => {
    let answer: Promise<Answer> = Promise.resolve({ status: 404, code: 'NOT_FOUND' });
    const fetchMock = stubApi({ [MEMBER]: { value: fakeMemberInfo() }, [BALANCE]: () => answer });
    logIn();
    renderHeader();
    const balance = await screen.findByTestId('account-balance');
    await waitFor(() => expect(balance.getAttribute('data-state')).toBe('unavailable'));
    expect(balance.textContent).toBe('—');
    expect(balance.getAttribute('title')).toBe('Balance unavailable');
    expect(balance.getAttribute('aria-label')).toBe('Balance unavailable. Try again');
    let release: (value: Answer) => void = () => {};
    answer = new Promise((resolve) => (release = resolve));
    await userEvent.click(balance);
    // While the wallet is asked again, a spinner shows and the button says so.
    expect(await screen.findByTestId('account-balance-spinner')).toBeTruthy();
    expect(balance.getAttribute('aria-busy')).toBe('true');
    expect(balance.getAttribute('aria-label')).toBe('Refreshing the balance…');
    release({ value: { balance: 5000, exponent: 2, currency: 'PHP', currencySymbol: '₱' } });
    await waitFor(() => expect(balance.textContent).toBe('₱50.00'));
    expect(screen.queryByTestId('account-balance-spinner')).toBeNull();
    expect(callsTo(fetchMock, BALANCE)).toBe(2);
  });

  it('sign out asks first, calls logout, keeps the merchant and goes home', async () => {
    const fetchMock = stubApi({
      [MEMBER]: { value: fakeMemberInfo() },
      'DELETE /wps/session/logout': { value: { done: true } },
    });
    logIn();
    renderHeader('/slot-games');
    await userEvent.click(await screen.findByTestId('account-logout'));
    const dialog = await screen.findByTestId('logout-confirm');
    expect(dialog.textContent).toContain('Are you sure you want to log out?');
    expect(callsTo(fetchMock, 'DELETE /wps/session/logout')).toBe(0);
    await userEvent.click(within(dialog).getByTestId('logout-confirm-submit'));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(callsTo(fetchMock, 'DELETE /wps/session/logout')).toBe(1);
    expect(useSessionStore.getState().merchantCode).toBe('SUERTE_PH');
    expect(localStorage.getItem('suerte_token')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(screen.queryByTestId('logout-confirm')).toBeNull();
    expect(await screen.findByTestId('header-login')).toBeTruthy();
    // The member's own logout is not a "session ended" surprise.
    expect(screen.queryByTestId('logged-in-elsewhere')).toBeNull();
    expect(useAuthModal.getState().open).toBeNull();
  });

  it('cancelling sign out keeps the session', async () => {
    const fetchMock = stubApi({ [MEMBER]: { value: fakeMemberInfo() } });
    logIn();
    renderHeader();
    await userEvent.click(await screen.findByTestId('account-logout'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('logout-confirm')).toBeNull());
    expect(useSessionStore.getState().token).toBe('member-token');
    expect(callsTo(fetchMock, 'DELETE /wps/session/logout')).toBe(0);
  });

  it.each([
    [0, false],
    [1, true],
    [2, true],
    [4, false],
    [41, true],
    [42, true],
  ])('isAgent %i: agent entry shown = %s', async (isAgent, shown) => {
    stubApi({ [MEMBER]: { value: fakeMemberInfo({ isAgent }) } });
    logIn();
    renderHeader();
    await screen.findByTestId('account-nickname');
    expect(screen.queryByTestId('agent-entry') !== null).toBe(shown);
  });

  it('isAgent 4: personal center opens the real-account dialog and never asks for consolidated funds', async () => {
    const fetchMock = stubApi({ [MEMBER]: { value: fakeMemberInfo({ isAgent: 4 }) } });
    logIn();
    renderHeader();
    await userEvent.click(await screen.findByTestId('personal-center'));
    const dialog = await screen.findByTestId('need-real-account');
    expect(dialog.textContent).toContain('This feature needs a real account');
    expect(screen.queryByTestId('member-centre')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register now' }));
    expect(useAuthModal.getState().open).toBe('register');
    await waitFor(() => expect(screen.queryByTestId('need-real-account')).toBeNull());
    await userEvent.click(screen.getByTestId('account-messages'));
    expect(await screen.findByTestId('need-real-account')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /wps/member/info/funds/consolidated')).toBe(0);
  });
});
