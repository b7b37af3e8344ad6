import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useSessionStore } from '../../../lib/session-store';
import { useAccountUi } from '../index';
import {
  AccountShell,
  callsTo,
  fakeMemberInfo,
  logIn,
  renderWithCentres,
  resetBetweenTests,
  stubApi,
} from '../test-utils';
import { ROUTES, balanceAnswer } from '../wallet/wallet-test-utils';

resetBetweenTests();

const MEMBER = 'GET /wps/member/info';
const FUNDS = 'GET /wps/member/info/funds/consolidated';

const funds = {
  dailysalreqtype: 0,
  divtypereq: 0,
  contracthoursalreq: 0,
  hasDailySalary: true,
  hasHourSalary: false,
  hasRealTimeSalary: false,
  hasSalaryContract: true,
  hasDividendContract: false,
};

const where = () => screen.getByTestId('location').textContent;

function member(over: Parameters<typeof fakeMemberInfo>[0] = {}) {
  return stubApi({ [MEMBER]: { value: fakeMemberInfo(over) }, [ROUTES.balance]: balanceAnswer(150000) });
}

describe('member centre routes', () => {
  it('Personal center opens /member: the overview with the balance and the way to every page', async () => {
    member();
    logIn();
    renderWithCentres(<AccountShell />);
    await userEvent.click(await screen.findByTestId('personal-center'));
    const centre = await screen.findByTestId('member-centre');
    expect(where()).toBe('/member');
    expect(within(centre).getByRole('heading', { level: 1 }).textContent).toBe('Member centre');
    await waitFor(() => expect(within(centre).getByTestId('overview-balance').textContent).toBe('₱1,500.00'));
    expect(within(centre).getByTestId('overview-deposit').getAttribute('href')).toBe('/member/deposit');
    expect(within(centre).getByTestId('centre-nav-accountRecord').getAttribute('href')).toBe(
      '/member/accountRecord',
    );
    // On the overview the back arrow leads home.
    expect(within(centre).getByTestId('centre-back').getAttribute('href')).toBe('/');
  });

  it('a deep link renders its page with its title, masked contacts and dates in the language’s order', async () => {
    member();
    logIn();
    renderWithCentres(<AccountShell />, { path: '/member/securityCenter' });
    const page = await screen.findByTestId('page-securityCenter');
    expect(await within(page).findByTestId('security-account')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Security center');
    expect(screen.getByTestId('centre-nav-securityCenter').getAttribute('aria-current')).toBe('page');
    expect(page.textContent).toContain('ju***@example.com');
    expect(page.textContent).toContain('+63 ******4567');
    expect(page.textContent).toContain('02/01/2026, 03:04:05');
    expect(page.textContent).not.toContain('juan.dela@example.com');
    // A page's back arrow leads to the overview.
    expect(screen.getByTestId('centre-back').getAttribute('href')).toBe('/member');
    await userEvent.click(within(page).getByTestId('change-password'));
    expect(useAuthModal.getState().open).toBe('changePassword');
  });

  it('the page list moves between pages and Back returns to the page before', async () => {
    member({ memberLabel: 'VIP 2' });
    logIn();
    const { router } = renderWithCentres(<AccountShell />, { path: '/member' });
    await userEvent.click(await screen.findByTestId('centre-nav-myAccount'));
    expect(await screen.findByTestId('profile-username')).toBeTruthy();
    expect(screen.getByTestId('page-myAccount').textContent).toContain('VIP 2');
    await userEvent.click(screen.getByTestId('centre-nav-messages'));
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No messages');
    expect(where()).toBe('/member/messages');
    await act(() => router.navigate(-1));
    expect(await screen.findByTestId('profile-username')).toBeTruthy();
    expect(where()).toBe('/member/myAccount');
    await act(() => router.navigate(-1));
    expect(await screen.findByTestId('member-overview')).toBeTruthy();
  });

  it('the messages icon and openers through the store go to the page’s address', async () => {
    member();
    logIn();
    renderWithCentres(<AccountShell />);
    await userEvent.click(await screen.findByTestId('account-messages'));
    expect(await screen.findByTestId('page-messages')).toBeTruthy();
    act(() => useAccountUi.getState().openMemberCentre('paymentPassword'));
    await waitFor(() => expect(where()).toBe('/member/paymentPassword'));
    expect(useAccountUi.getState().centre).toBeNull();
  });

  it('logged out, a deep link opens the login dialog; after the login the page shows', async () => {
    member();
    renderWithCentres(<AccountShell />, { path: '/member/deposit' });
    expect(await screen.findByTestId('centre-login-needed')).toBeTruthy();
    await waitFor(() => expect(useAuthModal.getState().open).toBe('login'));
    expect(screen.queryByTestId('member-centre')).toBeNull();
    // The login dialog stores the token; the address is still the deposit page.
    act(() => logIn());
    expect(await screen.findByTestId('demo-top-up')).toBeTruthy();
    expect(where()).toBe('/member/deposit');
  });

  it('a session that ends inside the centre leaves it for home', async () => {
    member();
    logIn();
    renderWithCentres(<AccountShell />, { path: '/member/myAccount' });
    expect(await screen.findByTestId('profile-username')).toBeTruthy();
    act(() => useSessionStore.getState().setToken(null));
    await waitFor(() => expect(where()).toBe('/'));
    expect(screen.queryByTestId('member-centre')).toBeNull();
    expect(useAuthModal.getState().open).toBeNull();
  });

  it('a trial account (isAgent 4) at /member gets the real-account dialog at home, no funds call', async () => {
    const fetchMock = member({ isAgent: 4 });
    logIn();
    renderWithCentres(<AccountShell />, { path: '/member/deposit' });
    expect(await screen.findByTestId('need-real-account')).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/'));
    expect(screen.queryByTestId('member-centre')).toBeNull();
    expect(callsTo(fetchMock, FUNDS)).toBe(0);
  });
});

describe('agent centre routes', () => {
  it('/agent shows the codes, a copyable registration link and the contract flags; no invented team data', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    stubApi({
      [MEMBER]: { value: fakeMemberInfo({ isAgent: 1, affiliateCode: 'AG123' }) },
      [FUNDS]: { value: funds },
    });
    logIn();
    renderWithCentres(<AccountShell />);
    await userEvent.click(await screen.findByTestId('agent-entry'));
    const centre = await screen.findByTestId('agent-centre');
    expect(where()).toBe('/agent');
    expect(within(centre).getByTestId('page-agentTeamOverview')).toBeTruthy();
    expect((await within(centre).findByTestId('affiliate-code')).textContent).toBe('AG123');
    expect(within(centre).getByTestId('referral-code').textContent).toBe('REF777');
    const link = within(centre).getByLabelText('Registration link') as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/register?affiliateCode=AG123`);
    await userEvent.click(within(centre).getByTestId('copy-link'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/register?affiliateCode=AG123`);
    expect(await screen.findByText('Link copied')).toBeTruthy();
    await waitFor(() => expect(centre.textContent).toContain('Daily salary'));
    expect(centre.textContent).toContain('Team data will appear here once your downline plays');
  });

  it('without an affiliate code there is no link, and the agent is told whom to ask', async () => {
    stubApi({ [MEMBER]: { value: fakeMemberInfo({ isAgent: 41 }) }, [FUNDS]: { value: funds } });
    logIn();
    renderWithCentres(<AccountShell />, { path: '/agent/agentTeamOverview' });
    const centre = await screen.findByTestId('agent-centre');
    await waitFor(() => expect(centre.textContent).toContain('You have no affiliate code yet'));
    expect(within(centre).queryByTestId('registration-link')).toBeNull();
  });

  it.each([0, 4])('isAgent %i at /agent: the real-account dialog at home, no funds call', async (isAgent) => {
    const fetchMock = stubApi({
      [MEMBER]: { value: fakeMemberInfo({ isAgent }) },
      [FUNDS]: { value: funds },
    });
    logIn();
    renderWithCentres(<AccountShell />, { path: '/agent' });
    expect(await screen.findByTestId('need-real-account')).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/'));
    expect(screen.queryByTestId('agent-centre')).toBeNull();
    if (isAgent === 4) expect(callsTo(fetchMock, FUNDS)).toBe(0);
  });
});
