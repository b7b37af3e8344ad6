import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useAuthModal } from '../../../../lib/auth-modal-store';
import { useSessionStore } from '../../../../lib/session-store';
import { setKnownPassword } from '../../model/known-password';
import { fakeSettings, inputNamed, renderAuth, resetAroundEachTest, stubApi } from '../../test-utils';

resetAroundEachTest();
beforeEach(() => setKnownPassword(null));

const done = { value: { done: true } };

describe('forgot password', () => {
  it('by email: sends username and email form-encoded and says a link went out if they match', async () => {
    const api = stubApi({ 'POST /wps/member/password/email': done });
    const { user } = renderAuth({ open: 'forgotPassword' });
    await screen.findByTestId('forgot-password-modal');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Username cannot be empty')).toBeTruthy();
    expect(screen.getByText('Email cannot be empty')).toBeTruthy();
    await user.type(inputNamed('username'), ' player1 ');
    await user.type(inputNamed('email'), 'nope');
    await user.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    await user.clear(inputNamed('email'));
    await user.type(inputNamed('email'), 'p1@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const notice = await screen.findByTestId('forgot-email-sent');
    expect(notice.textContent).toContain('If the username and email match an account, we sent a reset link');
    const call = api.of('POST', '/wps/member/password/email')[0]!;
    expect(call.contentType).toBe('application/x-www-form-urlencoded');
    expect(call.body).toEqual({ username: 'player1', email: 'p1@example.com' });
  });

  it('offers the phone tab only with phone recovery', async () => {
    stubApi({});
    renderAuth({ open: 'forgotPassword', settings: fakeSettings({ flags: { phoneRecovery: false } }) });
    await screen.findByTestId('forgot-password-modal');
    expect(screen.queryByTestId('forgot-tab-phone')).toBeNull();
    expect(inputNamed('email')).toBeTruthy();
  });

  it('by phone: mobile, SMS code and the new password under the password rule', async () => {
    const api = stubApi({ 'POST /wps/member/password/verification': done });
    const { user } = renderAuth({ open: 'forgotPassword' });
    await user.click(await screen.findByTestId('forgot-tab-phone'));
    await user.type(inputNamed('mobileNum'), '9171234567');
    await user.type(inputNamed('verificationCode'), '123456');
    await user.type(screen.getByTestId('new-password'), 'abc');
    await user.type(screen.getByTestId('confirm-new-password'), 'abd');
    await user.click(screen.getByTestId('forgot-phone-submit'));
    expect(screen.getByText('Please enter 6-20 characters')).toBeTruthy();
    expect(screen.getByText('The two passwords are inconsistent')).toBeTruthy();
    await user.clear(screen.getByTestId('new-password'));
    await user.type(screen.getByTestId('new-password'), 'newpass1');
    await user.clear(screen.getByTestId('confirm-new-password'));
    await user.type(screen.getByTestId('confirm-new-password'), 'newpass1');
    await user.click(screen.getByTestId('forgot-phone-submit'));
    expect(await screen.findByTestId('forgot-phone-done')).toBeTruthy();
    expect(api.of('POST', '/wps/member/password/verification')[0]?.body).toEqual({
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode: '123456',
      newPassword: 'newpass1',
      confirmNewPassword: 'newpass1',
    });
    await user.click(within(screen.getByTestId('forgot-phone-done')).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('login-modal')).toBeTruthy();
  });
});

describe('change password', () => {
  it('asks for the old password when it is not known, then ends the session, goes to / and opens login', async () => {
    useSessionStore.getState().setToken('tok-1');
    const api = stubApi({ 'POST /wps/member/password': done });
    const { user, router } = renderAuth({ open: 'changePassword', path: '/slot-games' });
    await screen.findByTestId('change-password-modal');
    expect(screen.queryByTestId('change-password-reason')).toBeNull();
    await user.click(screen.getByTestId('change-password-submit'));
    expect(screen.getByText('Current password cannot be empty')).toBeTruthy();
    await user.type(screen.getByTestId('old-password'), 'oldpass1');
    await user.type(screen.getByTestId('new-password'), 'newpass1');
    await user.type(screen.getByTestId('confirm-new-password'), 'newpass1');
    await user.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByTestId('login-modal')).toBeTruthy();
    expect(useSessionStore.getState().token).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Your password has been changed. Please log in again.')).toBeTruthy();
    expect(api.of('POST', '/wps/member/password')[0]?.body).toEqual({
      oldPassword: 'oldpass1',
      newPassword: 'newpass1',
      confirmNewPassword: 'newpass1',
    });
  });

  it("shows the server's message under the old password when it is wrong", async () => {
    stubApi({
      'POST /wps/member/password': { code: 'WRONG_OLD_PASSWORD', message: 'The current password is wrong' },
    });
    const { user } = renderAuth({ open: 'changePassword' });
    await user.type(await screen.findByTestId('old-password'), 'oldpass1');
    await user.type(screen.getByTestId('new-password'), 'newpass1');
    await user.type(screen.getByTestId('confirm-new-password'), 'newpass1');
    await user.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText('The current password is wrong')).toBeTruthy();
    expect(screen.getByTestId('old-password').getAttribute('aria-invalid')).toBe('true');
  });

  it('a forced change cannot be dismissed, only logged out of', async () => {
    useSessionStore.getState().setToken('tok-1');
    const api = stubApi({ 'DELETE /wps/session/logout': done });
    const { user } = renderAuth({ open: 'changePassword', reason: 'expired' });
    const dialog = await screen.findByTestId('change-password-modal');
    expect(within(dialog).getByTestId('change-password-reason').textContent).toContain('expired');
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('change-password-modal')).toBeTruthy();
    expect(screen.getByText('Please change your password to continue, or log out.')).toBeTruthy();
    await user.click(within(dialog).getByTestId('change-password-logout'));
    await waitFor(() => expect(screen.queryByTestId('change-password-modal')).toBeNull());
    expect(useSessionStore.getState().token).toBeNull();
    expect(useAuthModal.getState().open).toBeNull();
    await waitFor(() => expect(api.of('DELETE', '/wps/session/logout')).toHaveLength(1));
  });

  it('an unforced change closes with Escape', async () => {
    stubApi({});
    const { user } = renderAuth({ open: 'changePassword' });
    await screen.findByTestId('old-password');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('change-password-modal')).toBeNull());
  });
});
