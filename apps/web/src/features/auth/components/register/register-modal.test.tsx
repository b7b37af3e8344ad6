import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '../../../../lib/session-store';
import {
  captchaRoute,
  fakeSettings,
  inputNamed,
  loginResponse,
  off,
  registerField as field,
  registerInput as input,
  renderAuth,
  resetAroundEachTest,
  rule,
  stubApi,
} from '../../test-utils';

resetAroundEachTest();

const starred = (name: string) => field(name).querySelector('label')?.textContent?.endsWith('*') ?? false;
const withoutBirthday = { birthday: { ...off, maxLength: 10 } };

/** Types a valid username and the same password twice, and accepts the terms. */
async function fillAccount(user: ReturnType<typeof renderAuth>['user']) {
  await user.type(input('username'), 'player1');
  await user.type(inputNamed('password'), 'secret99');
  await user.type(inputNamed('confirmPassword'), 'secret99');
  await user.click(screen.getByRole('checkbox', { name: /I am over 18/ }));
}

describe('register dialog, username tab', () => {
  it('shows only the enabled fields, starring the required ones', async () => {
    stubApi({ 'GET /wps/captcha': captchaRoute });
    renderAuth({ open: 'register' });
    await screen.findByTestId('register-form-username');
    const shown = screen
      .getAllByTestId(/^register-field-/)
      .map((el) => el.getAttribute('data-testid')!.replace('register-field-', ''));
    expect(shown).toEqual([
      'username',
      'password',
      'confirmPassword',
      'email',
      'birthday',
      'affiliateCode',
      'referralCode',
      'captcha',
      'agreement',
    ]);
    expect(['username', 'password', 'confirmPassword', 'birthday', 'captcha'].every(starred)).toBe(true);
    expect(['email', 'affiliateCode', 'referralCode'].some(starred)).toBe(false);
    expect(inputNamed('birthday').type).toBe('date');
    expect(screen.queryByTestId('register-tab-mobile')).toBeNull();
  });

  it('tells the username and password rules under their fields before anything is typed', async () => {
    stubApi({ 'GET /wps/captcha': captchaRoute });
    const settings = fakeSettings({
      rules: { password: rule({ minLength: 8, maxLength: 8, patternId: 0 }) },
    });
    const { user } = renderAuth({ open: 'register', settings });
    await screen.findByTestId('register-form-username');
    const usernameHint = 'Please enter 6-16 characters · Start with a letter; letters and digits only';
    expect(within(field('username')).getByText(usernameHint)).toBeTruthy();
    expect(within(field('password')).getByText('Please enter 8 characters')).toBeTruthy();
    const describedBy = input('username').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(usernameHint);
    // A problem takes the hint's place.
    await user.type(input('username'), 'abc');
    await user.tab();
    expect(within(field('username')).getByText('Please enter 6-16 characters')).toBeTruthy();
    expect(within(field('username')).queryByText(usernameHint)).toBeNull();
  });

  it('says what is wrong in the words of the spec', async () => {
    stubApi({ 'GET /wps/captcha': captchaRoute });
    const settings = fakeSettings({
      rules: { nickname: rule({ minLength: 8, maxLength: 8 }) },
    });
    const { user } = renderAuth({ open: 'register', settings });
    await screen.findByTestId('register-form-username');
    await user.click(screen.getByTestId('register-submit'));
    expect(within(field('username')).getByText('Username cannot be empty')).toBeTruthy();
    expect(within(field('birthday')).getByText('Date of birth cannot be empty')).toBeTruthy();

    await user.type(input('username'), 'abc');
    await user.tab();
    expect(within(field('username')).getByText('Please enter 6-16 characters')).toBeTruthy();
    await user.clear(input('username'));
    await user.type(input('username'), '1player');
    await user.tab();
    expect(within(field('username')).getByText('Start with a letter; letters and digits only')).toBeTruthy();

    await user.type(inputNamed('password'), 'secret99');
    await user.type(inputNamed('confirmPassword'), 'secret98');
    await user.tab();
    expect(within(field('confirmPassword')).getByText('The two passwords are inconsistent')).toBeTruthy();

    await user.type(input('nickname'), 'abc');
    await user.tab();
    expect(within(field('nickname')).getByText('Please enter 8 characters')).toBeTruthy();
  });

  it('registers with the shown fields, the captcha and where it came from, then goes to /', async () => {
    const api = stubApi({
      'GET /wps/captcha': captchaRoute,
      'PUT /wps/member/register': loginResponse({ token: 'new-1' }),
    });
    const { user, router } = renderAuth({ open: 'register', path: '/register' });
    await screen.findByTestId('register-form-username');
    await fillAccount(user);
    fireEvent.change(inputNamed('birthday'), { target: { value: '1990-05-17' } });
    await screen.findByTestId('register-captcha');
    await user.type(screen.getByTestId('captcha-input'), 'x7k2');
    await user.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('new-1'));
    expect(api.of('PUT', '/wps/member/register')[0]?.body).toEqual({
      username: 'player1',
      password: 'secret99',
      confirmPassword: 'secret99',
      birthday: '1990-05-17',
      captcha: 'x7k2',
      captchaId: '00000000-0000-4000-8000-000000000001',
      agreement: true,
      registerUrl: window.location.href,
      domain: window.location.hostname,
      registerMethod: 'WEB',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByTestId('register-modal')).toBeNull();
  });

  it('the terms are not accepted for the visitor: unticked, a warning and nothing sent', async () => {
    const api = stubApi({ 'GET /wps/captcha': captchaRoute });
    const { user } = renderAuth({
      open: 'register',
      settings: fakeSettings({ flags: { captchaOnRegister: false } }),
    });
    await screen.findByTestId('register-form-username');
    const agreement = screen.getByRole('checkbox', { name: /I am over 18/ }) as HTMLInputElement;
    expect(agreement.checked).toBe(false);
    await user.type(input('username'), 'player1');
    await user.type(inputNamed('password'), 'secret99');
    await user.type(inputNamed('confirmPassword'), 'secret99');
    fireEvent.change(inputNamed('birthday'), { target: { value: '1990-05-17' } });
    await user.click(screen.getByTestId('register-submit'));
    expect(screen.getByText('Please agree to the terms and conditions first.')).toBeTruthy();
    expect(api.of('PUT', '/wps/member/register')).toHaveLength(0);
  });

  it("the terms popup shows the merchant's terms; I agree ticks the agreement and returns to the form", async () => {
    stubApi({ 'GET /wps/captcha': captchaRoute });
    const { user } = renderAuth({
      open: 'register',
      settings: { ...fakeSettings(), terms: 'Suerte terms.\n\nPlay-money only.' },
    });
    await screen.findByTestId('register-form-username');
    await user.click(screen.getByTestId('register-terms-open'));
    const text = await screen.findByTestId('terms-text');
    expect([...text.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Suerte terms.',
      'Play-money only.',
    ]);
    await user.click(screen.getByTestId('terms-agree'));
    expect(screen.queryByTestId('terms-modal')).toBeNull();
    expect((screen.getByRole('checkbox', { name: /I am over 18/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('register-modal')).toBeTruthy();
  });

  it('without terms text there is no terms link', async () => {
    stubApi({ 'GET /wps/captcha': captchaRoute });
    renderAuth({ open: 'register', settings: { ...fakeSettings(), terms: null } });
    await screen.findByTestId('register-form-username');
    expect(screen.queryByTestId('register-terms-open')).toBeNull();
  });

  it('an underage birthday is refused before sending', async () => {
    stubApi({ 'GET /wps/captcha': captchaRoute });
    const { user } = renderAuth({ open: 'register' });
    await screen.findByTestId('register-form-username');
    const year = new Date().getFullYear() - 10;
    fireEvent.change(inputNamed('birthday'), { target: { value: `${year}-01-01` } });
    await user.click(screen.getByTestId('register-submit'));
    expect(within(field('birthday')).getByText('You must be at least 18 years old to register')).toBeTruthy();
  });

  it("shows the server's problems under their fields and loads a new captcha", async () => {
    const api = stubApi({
      'GET /wps/captcha': captchaRoute,
      'PUT /wps/member/register': {
        code: 'USERNAME_TAKEN',
        message: 'This username is taken',
        status: 409,
      },
    });
    const { user } = renderAuth({
      open: 'register',
      settings: fakeSettings({ rules: withoutBirthday }),
    });
    await screen.findByTestId('register-captcha');
    await fillAccount(user);
    await user.type(screen.getByTestId('captcha-input'), 'x7k2');
    await user.click(screen.getByTestId('register-submit'));
    expect(await within(field('username')).findByText('This username is taken')).toBeTruthy();
    await waitFor(() => expect(api.of('GET', '/wps/captcha')).toHaveLength(2), { timeout: 2500 });
    expect((screen.getByTestId('captcha-input') as HTMLInputElement).value).toBe('');
  });

  it('places VALIDATION_FAILED issues under their fields', async () => {
    stubApi({
      'GET /wps/captcha': captchaRoute,
      'PUT /wps/member/register': {
        code: 'VALIDATION_FAILED',
        message: 'Please check the form',
        value: {
          issues: [{ path: 'body.email', message: 'pattern', problem: { key: 'pattern', patternId: 3 } }],
        },
      },
    });
    const settings = fakeSettings({
      flags: { captchaOnRegister: false },
      rules: withoutBirthday,
    });
    const { user } = renderAuth({ open: 'register', settings });
    await screen.findByTestId('register-form-username');
    await fillAccount(user);
    await user.type(inputNamed('email'), 'a@b.co');
    await user.click(screen.getByTestId('register-submit'));
    expect(await within(field('email')).findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.queryByTestId('form-error')).toBeNull();
  });
});
