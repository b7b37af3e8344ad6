import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeWhitelabel, renderWithShell } from '../../../app/test-utils';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { AccountBar, AccountOverlays, useAccountUi } from '../index';
import { callsTo, fakeMemberInfo, logIn, resetBetweenTests, stubApi } from '../test-utils';

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

function renderCentres() {
  return renderWithShell(
    <>
      <AccountBar />
      <AccountOverlays />
    </>,
    { whitelabel: fakeWhitelabel() },
  );
}

describe('member centre', () => {
  it('opens on the security page with the account, masked contacts and a way to change the password', async () => {
    stubApi({ [MEMBER]: { value: fakeMemberInfo() } });
    logIn();
    renderCentres();
    await userEvent.click(await screen.findByTestId('personal-center'));
    const centre = await screen.findByTestId('member-centre');
    expect(within(centre).getByRole('heading', { name: 'Member centre' })).toBeTruthy();
    expect(within(centre).getByTestId('centre-nav-securityCenter').getAttribute('aria-current')).toBe('page');
    expect(within(centre).getByTestId('security-account').textContent).toBe('juan01');
    expect(centre.textContent).toContain('ju***@example.com');
    expect(centre.textContent).toContain('+63 ******4567');
    expect(centre.textContent).toContain('2026-01-02 03:04:05');
    expect(centre.textContent).not.toContain('juan.dela@example.com');
    await userEvent.click(within(centre).getByTestId('change-password'));
    expect(useAuthModal.getState().open).toBe('changePassword');
  });

  it('lists its pages: my account shows the profile, messages an honest empty state; Escape closes', async () => {
    stubApi({ [MEMBER]: { value: fakeMemberInfo({ memberLabel: 'VIP 2' }) } });
    logIn();
    renderCentres();
    await userEvent.click(await screen.findByTestId('personal-center'));
    const centre = await screen.findByTestId('member-centre');
    await userEvent.click(within(centre).getByTestId('centre-nav-myAccount'));
    expect(within(centre).getByTestId('profile-username').textContent).toBe('juan01');
    expect(within(centre).getByTestId('profile-role').textContent).toBe('Member');
    expect(centre.textContent).toContain('VIP 2');
    await userEvent.click(within(centre).getByTestId('centre-nav-messages'));
    expect(within(centre).getByTestId('empty-state').textContent).toBe('No messages');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('member-centre')).toBeNull());
    expect(document.activeElement).toBe(screen.getByTestId('personal-center'));
  });

  it('the messages icon opens the messages page', async () => {
    stubApi({ [MEMBER]: { value: fakeMemberInfo() } });
    logIn();
    renderCentres();
    await userEvent.click(await screen.findByTestId('account-messages'));
    expect(await screen.findByTestId('page-messages')).toBeTruthy();
  });

  it('asked for through the store while logged out, the login modal opens instead', async () => {
    renderCentres();
    useAccountUi.getState().openMemberCentre();
    await waitFor(() => expect(useAuthModal.getState().open).toBe('login'));
    expect(useAccountUi.getState().centre).toBeNull();
    expect(screen.queryByTestId('member-centre')).toBeNull();
  });
});

describe('agent centre', () => {
  it('shows the agent codes, a copyable registration link and the contract flags; no invented team data', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    stubApi({
      [MEMBER]: { value: fakeMemberInfo({ isAgent: 1, affiliateCode: 'AG123' }) },
      [FUNDS]: { value: funds },
    });
    logIn();
    renderCentres();
    await userEvent.click(await screen.findByTestId('agent-entry'));
    const centre = await screen.findByTestId('agent-centre');
    expect(within(centre).getByTestId('page-agentTeamOverview')).toBeTruthy();
    expect(within(centre).getByTestId('affiliate-code').textContent).toBe('AG123');
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
    renderCentres();
    await userEvent.click(await screen.findByTestId('agent-entry'));
    const centre = await screen.findByTestId('agent-centre');
    expect(within(centre).queryByTestId('registration-link')).toBeNull();
    expect(centre.textContent).toContain('You have no affiliate code yet');
  });

  it.each([0, 4])(
    'isAgent %i forced through the store: the real-account dialog, no centre, no funds call',
    async (isAgent) => {
      const fetchMock = stubApi({
        [MEMBER]: { value: fakeMemberInfo({ isAgent }) },
        [FUNDS]: { value: funds },
      });
      logIn();
      renderCentres();
      await screen.findByTestId('account-nickname');
      useAccountUi.getState().openAgentCentre();
      expect(await screen.findByTestId('need-real-account')).toBeTruthy();
      expect(screen.queryByTestId('agent-centre')).toBeNull();
      expect(useAccountUi.getState().centre).toBeNull();
      if (isAgent === 4) expect(callsTo(fetchMock, FUNDS)).toBe(0);
    },
  );
});
