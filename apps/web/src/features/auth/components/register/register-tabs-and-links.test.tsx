import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '../../../../lib/session-store';
import {
  captchaRoute,
  fakeSettings,
  inputNamed,
  loginResponse,
  registerInput as input,
  renderAuth,
  resetAroundEachTest,
  stubApi,
} from '../../test-utils';

resetAroundEachTest();

describe('register dialog, invitation codes from the link', () => {
  it('hides the affiliate field once the code of the link is verified, and sends it', async () => {
    window.history.replaceState(null, '', '/register?aff=AGENT7&ref=FRIEND9');
    const api = stubApi({
      'GET /wps/captcha': captchaRoute,
      'GET /wps/agent/affiliate': { value: { valid: true } },
    });
    renderAuth({ open: 'register' });
    await screen.findByTestId('register-form-username');
    await waitFor(() => expect(api.of('GET', '/wps/agent/affiliate')).toHaveLength(1));
    expect(api.of('GET', '/wps/agent/affiliate')[0]?.query.get('affiliateCode')).toBe('AGENT7');
    expect(screen.queryByTestId('register-field-affiliateCode')).toBeNull();
    expect(input('referralCode').value).toBe('FRIEND9');
  });

  it('shows the affiliate field when the code of the link is not valid', async () => {
    window.history.replaceState(null, '', '/register?code=NOPE');
    stubApi({ 'GET /wps/captcha': captchaRoute, 'GET /wps/agent/affiliate': { value: { valid: false } } });
    renderAuth({ open: 'register' });
    expect(await screen.findByTestId('register-field-affiliateCode')).toBeTruthy();
  });
});

describe('register dialog, mobile tab', () => {
  const mobileOn = () => fakeSettings({ flags: { mobileRegistration: true } });

  it('is the default tab when mobile registration is on', async () => {
    stubApi({ 'GET /wps/captcha': captchaRoute });
    renderAuth({ open: 'register', settings: mobileOn() });
    expect((await screen.findByTestId('register-tab-mobile')).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('register-form-mobile')).toBeTruthy();
    expect(screen.getByText('+63')).toBeTruthy();
    const shown = screen.getAllByTestId(/^register-field-/).map((el) => el.getAttribute('data-testid'));
    expect(shown).toContain('register-field-verificationCode');
    expect(shown).not.toContain('register-field-username');
  });

  it('switching tab loads a new captcha', async () => {
    const api = stubApi({ 'GET /wps/captcha': captchaRoute });
    const { user } = renderAuth({ open: 'register', settings: mobileOn() });
    await screen.findByTestId('register-captcha');
    expect(api.of('GET', '/wps/captcha')).toHaveLength(1);
    await user.click(screen.getByTestId('register-tab-username'));
    expect(screen.getByTestId('register-form-username')).toBeTruthy();
    await waitFor(() => expect(api.of('GET', '/wps/captcha')).toHaveLength(2), { timeout: 2500 });
  });

  it('registers by mobile with the SMS code', async () => {
    const api = stubApi({
      'GET /wps/captcha': captchaRoute,
      'PUT /wps/member/register/mobile': loginResponse({ token: 'mob-1' }),
      // The part of the member the dialog reads: the account name the server made up.
      'GET /wps/member/info': { value: { account: 'm9171234567', username: 'm9171234567' } },
    });
    const settings = fakeSettings({
      flags: { mobileRegistration: true, captchaOnRegister: false, passwordWithMobileRegistration: false },
    });
    const { user } = renderAuth({ open: 'register', settings });
    await screen.findByTestId('register-form-mobile');
    await user.type(inputNamed('mobileNum'), '09171234567');
    await user.type(inputNamed('verificationCode'), '123456');
    fireEvent.change(inputNamed('birthday'), { target: { value: '1990-05-17' } });
    await user.click(screen.getByRole('checkbox', { name: /I am over 18/ }));
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('mob-1'));
    expect(api.of('PUT', '/wps/member/register/mobile')[0]?.body).toMatchObject({
      mobileNum: '09171234567',
      countryDialingCode: '+63',
      verificationCode: '123456',
      birthday: '1990-05-17',
      agreement: true,
      registerMethod: 'WEB',
    });
    expect(await screen.findByText(/Your account name is m9171234567/)).toBeTruthy();
  });
});
