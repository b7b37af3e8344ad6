import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeWhitelabel, renderWithShell } from '../../../app/test-utils';
import { api, ApiError } from '../../../lib/api-client';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useSessionStore } from '../../../lib/session-store';
import { AccountBar, AccountOverlays, useSessionGuard } from '../index';
import { callsTo, fakeMemberInfo, logIn, resetBetweenTests, stubApi } from '../test-utils';

resetBetweenTests();

const MEMBER = 'GET /wps/member/info';
const BALANCE = 'GET /wps/v2/wallets/balance';

/** What the shell mounts: the guard, the header's bar and the overlays. */
function Shell() {
  useSessionGuard();
  return (
    <>
      <AccountBar />
      <AccountOverlays />
    </>
  );
}

function renderShell() {
  return renderWithShell(<Shell />, { whitelabel: fakeWhitelabel() });
}

describe('session guard', () => {
  it('logged in elsewhere on the member call: token dropped, merchant kept, the dialog offers login', async () => {
    stubApi({ [MEMBER]: { status: 401, code: 'LOGGED_IN_ELSEWHERE' } });
    logIn();
    const { client } = renderShell();
    const dialog = await screen.findByTestId('logged-in-elsewhere');
    expect(dialog.textContent).toContain('Your account has logged in elsewhere');
    expect(useSessionStore.getState()).toMatchObject({ token: null, merchantCode: 'SUERTE_PH' });
    // Observers may keep an empty entry; no member data survives.
    const left = client.getQueryCache().findAll({ queryKey: ['member'] });
    expect(left.map((query) => query.state.data)).toEqual(left.map(() => undefined));
    expect(await screen.findByTestId('header-login')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(useAuthModal.getState().open).toBe('login');
    expect(screen.queryByTestId('logged-in-elsewhere')).toBeNull();
  });

  it('logged in elsewhere on any other member call ends the session the same way', async () => {
    stubApi({
      [MEMBER]: { value: fakeMemberInfo() },
      [BALANCE]: { status: 401, code: 'LOGGED_IN_ELSEWHERE' },
    });
    logIn();
    renderShell();
    expect(await screen.findByTestId('logged-in-elsewhere')).toBeTruthy();
    expect(useSessionStore.getState().token).toBeNull();
    expect(screen.queryByTestId('account-bar')).toBeNull();
  });

  it('an expired session shows a toast and the login modal', async () => {
    stubApi({ [MEMBER]: { status: 401, code: 'SESSION_EXPIRED' } });
    logIn();
    renderShell();
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeTruthy();
    expect(useAuthModal.getState().open).toBe('login');
    expect(useSessionStore.getState().token).toBeNull();
    expect(screen.queryByTestId('logged-in-elsewhere')).toBeNull();
  });

  it('a 401 that is not a session end (a wrong password) leaves the session alone', async () => {
    stubApi({
      [MEMBER]: { value: fakeMemberInfo() },
      'GET /wps/v2/payment-password': { status: 401, code: 'INVALID_CREDENTIALS' },
    });
    logIn();
    renderShell();
    await screen.findByTestId('account-nickname');
    await expect(api.call('GET /wps/v2/payment-password')).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().token).toBe('member-token');
    expect(useAuthModal.getState().open).toBeNull();
  });

  it('member info without an account drops the token', async () => {
    stubApi({ [MEMBER]: { value: fakeMemberInfo({ account: '' }) } });
    logIn();
    renderShell();
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(await screen.findByTestId('header-login')).toBeTruthy();
  });

  it('a required password change opens the change-password modal with its reason, once', async () => {
    const fetchMock = stubApi({ [MEMBER]: { value: fakeMemberInfo({ passwordChangeRequired: 'weak' }) } });
    logIn();
    const { client } = renderShell();
    await waitFor(() => expect(useAuthModal.getState().open).toBe('changePassword'));
    expect(useAuthModal.getState().reason).toBe('weak');
    useAuthModal.getState().close();
    await client.refetchQueries({ queryKey: ['member', 'info'] });
    expect(callsTo(fetchMock, MEMBER)).toBe(2);
    expect(useAuthModal.getState().open).toBeNull();
  });

  it('a 403 PASSWORD_CHANGE_REQUIRED keeps the session and asks for the new password', async () => {
    stubApi({ [MEMBER]: { status: 403, code: 'PASSWORD_CHANGE_REQUIRED' } });
    logIn();
    renderShell();
    await waitFor(() => expect(useAuthModal.getState().open).toBe('changePassword'));
    expect(useSessionStore.getState().token).toBe('member-token');
    useAuthModal.getState().close();
    await userEvent.click(await screen.findByTestId('account-bar-failed'));
    expect(useAuthModal.getState().open).toBe('changePassword');
  });

  it('the logout call answering 401 does not raise a session-ended notice', async () => {
    stubApi({
      [MEMBER]: { value: fakeMemberInfo() },
      'DELETE /wps/session/logout': { status: 401, code: 'SESSION_EXPIRED' },
    });
    logIn();
    renderShell();
    await userEvent.click(await screen.findByTestId('account-logout'));
    await userEvent.click(await screen.findByTestId('logout-confirm-submit'));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(useAuthModal.getState().open).toBeNull();
    expect(screen.queryByText('Your session has expired. Please log in again.')).toBeNull();
  });

  it('another token (a new login) forgets the previous member', async () => {
    stubApi({ [MEMBER]: { value: fakeMemberInfo() } });
    logIn('first');
    const { client } = renderShell();
    await screen.findByTestId('account-nickname');
    stubApi({ [MEMBER]: { value: fakeMemberInfo({ nickname: 'Maria' }) } });
    useSessionStore.getState().setToken('second');
    await waitFor(() => expect(screen.getByTestId('account-nickname').textContent).toBe('Maria'));
    expect(client.getQueryData(['member', 'info'])).toMatchObject({ nickname: 'Maria' });
  });
});
