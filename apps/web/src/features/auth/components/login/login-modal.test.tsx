import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import tlAuth from '../../../../locales/tl/auth.json';
import tlCommon from '../../../../locales/tl/common.json';
import { useAuthModal } from '../../../../lib/auth-modal-store';
import { useSessionStore } from '../../../../lib/session-store';
import { REMEMBERED_LOGIN_KEY } from '../../model/remembered-login';
import {
  captchaRoute,
  fakeSettings,
  loginResponse,
  renderAuth,
  resetAroundEachTest,
  stubApi,
} from '../../test-utils';

resetAroundEachTest();

async function fillLogin(user: ReturnType<typeof renderAuth>['user'], username: string, password: string) {
  await user.type(await screen.findByTestId('login-username'), username);
  await user.type(screen.getByTestId('login-password'), password);
}

const failure = (code: string, value: unknown) => ({
  code,
  message: `server says ${code}`,
  status: 401,
  value,
});

describe('login dialog', () => {
  it('logs in: sends the trimmed username encrypted, stores the token, reloads the member and closes', async () => {
    const api = stubApi({ 'POST /wps/session/login': loginResponse() });
    const { user, client } = renderAuth({ open: 'login' });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await fillLogin(user, '  player1 ', 'secret99');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('tok-1'));
    expect(api.of('POST', '/wps/session/login')[0]?.body).toEqual({
      type: 'username',
      username: 'player1',
      password: 'secret99',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['member'] });
    expect(useAuthModal.getState().open).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('login-modal')).toBeNull());
  });

  it('asks for username and password before calling', async () => {
    const api = stubApi({});
    const { user } = renderAuth({ open: 'login' });
    await user.type(await screen.findByTestId('login-username'), '   ');
    await user.click(screen.getByTestId('login-submit'));
    expect(screen.getByText('Username cannot be empty')).toBeTruthy();
    expect(screen.getByText('Password cannot be empty')).toBeTruthy();
    expect(screen.getByTestId('login-username').getAttribute('aria-invalid')).toBe('true');
    expect(api.of('POST', '/wps/session/login')).toHaveLength(0);
  });

  it('shows problems in the new language after a language switch', async () => {
    stubApi({});
    const { user } = renderAuth({ open: 'login' });
    await user.click(await screen.findByTestId('login-submit'));
    expect(screen.getByText('Username cannot be empty')).toBeTruthy();
    i18next.addResourceBundle('tl', 'auth', tlAuth);
    i18next.addResourceBundle('tl', 'common', tlCommon);
    try {
      await act(() => i18next.changeLanguage('tl'));
      expect(screen.getByText('Hindi maaaring walang laman ang Username')).toBeTruthy();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('ties a field problem to its input', async () => {
    stubApi({});
    const { user } = renderAuth({ open: 'login' });
    await user.click(await screen.findByTestId('login-submit'));
    const input = screen.getByLabelText(/Username/);
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Username cannot be empty');
  });

  it('a failure that asks for a captcha shows one, and every later failure loads a new image', async () => {
    const api = stubApi({
      'GET /wps/captcha': captchaRoute,
      'POST /wps/session/login': failure('INVALID_CREDENTIALS', { captchaRequired: true }),
    });
    const { user } = renderAuth({ open: 'login' });
    expect(screen.queryByTestId('login-captcha')).toBeNull();
    await fillLogin(user, 'player1', 'wrong');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('server says INVALID_CREDENTIALS')).toBeTruthy();
    const image = await screen.findByTestId('login-captcha');
    expect(image.getAttribute('src')).toBe('data:image/png;base64,1');

    // The captcha is now required, then sent with its id.
    await user.click(screen.getByTestId('login-submit'));
    expect(screen.getByText('Please enter the captcha')).toBeTruthy();
    await user.type(screen.getByTestId('captcha-input'), 'ab12');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(api.of('POST', '/wps/session/login')).toHaveLength(2));
    expect(api.of('POST', '/wps/session/login')[1]?.body).toMatchObject({
      captcha: 'ab12',
      captchaId: '00000000-0000-4000-8000-000000000001',
    });
    // The failed attempt used the image up: a new one comes (after the 1 s refresh limit).
    await waitFor(() => expect(api.of('GET', '/wps/captcha')).toHaveLength(2), { timeout: 2500 });
    expect((screen.getByTestId('captcha-input') as HTMLInputElement).value).toBe('');
  });

  it('a weak-password login opens the change-password dialog, which already knows the old password', async () => {
    const api = stubApi({
      'POST /wps/session/login': loginResponse({ passwordChangeRequired: 'weak', firstTimeLogin: true }),
      'POST /wps/member/password': { value: { done: true } },
    });
    const { user } = renderAuth({ open: 'login' });
    await fillLogin(user, 'downline1', '123456');
    await user.click(screen.getByTestId('login-submit'));
    const dialog = await screen.findByTestId('change-password-modal');
    expect(useAuthModal.getState()).toMatchObject({ open: 'changePassword', reason: 'weak' });
    expect(useSessionStore.getState().token).toBe('tok-1');
    expect(within(dialog).getByTestId('change-password-reason').textContent).toMatch(/too easy to guess/);
    expect(within(dialog).queryByTestId('old-password')).toBeNull();
    await user.type(within(dialog).getByTestId('new-password'), 'better2024');
    await user.type(within(dialog).getByTestId('confirm-new-password'), 'better2024');
    await user.click(within(dialog).getByTestId('change-password-submit'));
    await waitFor(() => expect(api.of('POST', '/wps/member/password')).toHaveLength(1));
    expect(api.of('POST', '/wps/member/password')[0]?.body).toEqual({
      oldPassword: '123456',
      newPassword: 'better2024',
      confirmNewPassword: 'better2024',
    });
  });

  it('an SMS login never forces the password change', async () => {
    stubApi({ 'POST /wps/session/login': loginResponse({ passwordChangeRequired: 'expired' }) });
    const { user } = renderAuth({ open: 'login' });
    await user.click(await screen.findByTestId('login-tab-sms'));
    await user.type(screen.getByTestId('login-mobile'), '9171234567');
    await user.type(screen.getByLabelText(/Verification code/), '123456');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('tok-1'));
    expect(useAuthModal.getState().open).toBeNull();
  });

  it('logs in by mobile and SMS code with the country code', async () => {
    const api = stubApi({ 'POST /wps/session/login': loginResponse() });
    const { user } = renderAuth({ open: 'login' });
    await user.click(await screen.findByTestId('login-tab-sms'));
    expect(screen.getByText('+63')).toBeTruthy();
    await user.type(screen.getByTestId('login-mobile'), '91712');
    await user.click(screen.getByTestId('login-submit'));
    expect(screen.getByText('Please enter a valid phone number (10 digits)')).toBeTruthy();
    expect(screen.getByText('Please enter a valid verification code')).toBeTruthy();
    await user.type(screen.getByTestId('login-mobile'), '34567');
    await user.type(screen.getByLabelText(/Verification code/), ' 654321 ');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(api.of('POST', '/wps/session/login')).toHaveLength(1));
    expect(api.of('POST', '/wps/session/login')[0]?.body).toEqual({
      type: 'sms',
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode: '654321',
    });
  });

  it('has no SMS tab unless verification-code login is on', async () => {
    stubApi({});
    renderAuth({ open: 'login', settings: fakeSettings({ flags: { verificationCodeLogin: false } }) });
    await screen.findByTestId('login-username');
    expect(screen.queryByTestId('login-tab-sms')).toBeNull();
  });

  it('remembers the username (never the password) for a day and prefills it next time', async () => {
    stubApi({ 'POST /wps/session/login': loginResponse() });
    const first = renderAuth({ open: 'login' });
    await fillLogin(first.user, 'player1', 'secret99');
    await first.user.click(screen.getByTestId('login-remember'));
    await first.user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('tok-1'));
    expect(document.cookie).toContain(`${REMEMBERED_LOGIN_KEY}=player1`);
    expect(localStorage.getItem(REMEMBERED_LOGIN_KEY)).toContain('player1');
    expect(document.cookie + JSON.stringify(localStorage)).not.toContain('secret99');
    first.unmount();

    renderAuth({ open: 'login' });
    expect(((await screen.findByTestId('login-username')) as HTMLInputElement).value).toBe('player1');
    expect((screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked).toBe(true);
  });

  it('free play opens a demo session when the merchant offers it', async () => {
    const api = stubApi({ 'POST /wps/session/login/freeplay': loginResponse({ token: 'demo-1' }) });
    const { user } = renderAuth({ open: 'login' });
    await user.click(await screen.findByTestId('login-free-play'));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('demo-1'));
    expect(api.of('POST', '/wps/session/login/freeplay')[0]?.body).toMatchObject({
      platform: 'W',
      gatewayVersion: 3,
    });
    expect(useAuthModal.getState().open).toBeNull();
  });

  it('the first click on a link lands although the focused username field is left empty', async () => {
    stubApi({});
    const { user } = renderAuth({ open: 'login' });
    const username = await screen.findByTestId('login-username');
    username.focus();
    await user.click(screen.getByTestId('login-forgot'));
    expect(await screen.findByTestId('forgot-password-modal')).toBeTruthy();
  });

  it('leaving an untouched empty field says nothing; a field typed in and emptied is checked', async () => {
    stubApi({});
    const { user } = renderAuth({ open: 'login' });
    const username = await screen.findByTestId('login-username');
    username.focus();
    await user.tab();
    expect(screen.queryByText('Username cannot be empty')).toBeNull();
    await user.type(username, 'a');
    await user.clear(username);
    await user.tab();
    expect(screen.getByText('Username cannot be empty')).toBeTruthy();
  });

  it('hides free play when it is off, and links to forgot password and register', async () => {
    stubApi({});
    const { user } = renderAuth({ open: 'login', settings: fakeSettings({ flags: { freePlay: false } }) });
    await screen.findByTestId('login-username');
    expect(screen.queryByTestId('login-free-play')).toBeNull();
    await user.click(screen.getByTestId('login-forgot'));
    expect(await screen.findByTestId('forgot-password-modal')).toBeTruthy();
    await user.click(screen.getByTestId('forgot-login'));
    await user.click(await screen.findByTestId('login-register'));
    expect(await screen.findByTestId('register-modal')).toBeTruthy();
  });
});
