// Identity journeys (spec §4, §5): register by username, sign out and in again, the forced change of a weak
// password, the captcha after a failed login, and a session replaced by a login elsewhere.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeysSkipped, useBrowser, visible } from '../support/browser';
import {
  ADULT_BIRTHDAY,
  fromAddress,
  logInFromHeader,
  MERCHANT,
  shownNickname,
  uniquePassword,
  uniqueUsername,
  withoutRegisterCaptcha,
} from '../support/identity';
import { ops } from '../support/ops';

/** Fills an input of a form by its API field name. */
async function fill(page: Page, scope: string, name: string, value: string) {
  const input = page.getByTestId(scope).locator(`input[name="${name}"]`);
  await input.waitFor({ state: 'visible' });
  await input.fill(value);
}

const toastTexts = (page: Page) =>
  page
    .getByTestId('toasts')
    .innerText()
    .catch(() => '');

/** Lets the page handle what just happened (React renders within two animation frames). */
const settled = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );

describe.skipIf(journeysSkipped)('identity', () => {
  const browser = useBrowser();
  withoutRegisterCaptcha();

  it('registers by username, signs out with confirmation and logs in again', async () => {
    const { page, errors } = await browser.open(fromAddress());
    const username = uniqueUsername('reg');
    const password = uniquePassword();

    await page.goto('/register');
    await visible(page, 'register-modal');
    await (await visible(page, 'register-tab-username')).click();
    await visible(page, 'register-form-username');
    // The captcha is off for the merchant: the form does not ask for one.
    expect(await page.getByTestId('register-field-captcha').count()).toBe(0);
    await fill(page, 'register-form-username', 'username', username);
    await fill(page, 'register-form-username', 'password', password);
    await fill(page, 'register-form-username', 'confirmPassword', password);
    await fill(page, 'register-form-username', 'birthday', ADULT_BIRTHDAY);
    await page.getByTestId('register-field-agreement').locator('input').check();
    await (await visible(page, 'register-submit')).click();

    // Logged in: the dialog closes, the header shows the new member; the visitor lands on /.
    await expect.poll(() => shownNickname(page)).toBe(username);
    await page.getByTestId('register-modal').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('header-login').count()).toBe(0);
    await visible(page, 'account-balance');

    // Sign out asks first; confirming ends the session and the header offers Log in again.
    await (await visible(page, 'account-logout')).click();
    const confirm = await visible(page, 'logout-confirm');
    expect(await confirm.innerText()).toContain('Are you sure you want to log out?');
    await (await visible(page, 'logout-confirm-submit')).click();
    await visible(page, 'header-login');
    await visible(page, 'header-register');
    expect(await page.getByTestId('account-bar').count()).toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem('suerte_token'))).toBeNull();

    await logInFromHeader(page, username, password);
    await expect.poll(() => shownNickname(page)).toBe(username);
    await page.getByTestId('login-modal').waitFor({ state: 'detached' });
    expect(await page.getByTestId('change-password-modal').count()).toBe(0);

    // The session survives a reload (the token is kept for the tab).
    await page.reload();
    await expect.poll(() => shownNickname(page)).toBe(username);
    expect(errors).toEqual([]);
  });

  it('a login with the weak password must change it first, then log in again with the new one', async () => {
    const { page, errors } = await browser.open(fromAddress());
    const username = uniqueUsername('weak');
    const newPassword = uniquePassword();
    await ops('member:create', MERCHANT, username, '--password', '123456');

    await page.goto('/');
    await logInFromHeader(page, username, '123456');
    const modal = await visible(page, 'change-password-modal');
    expect(await (await visible(page, 'change-password-reason')).innerText()).toContain('too easy to guess');
    // The password was just given: the form asks only for the new one and its confirmation.
    expect(await page.getByTestId('old-password').count()).toBe(0);

    // Nothing else until the password is changed: the dialog does not close, and the server refuses the
    // member's calls (only member info, logout and the change itself answer).
    await page.keyboard.press('Escape');
    await expect.poll(() => toastTexts(page)).toContain('Please change your password to continue');
    await settled(page);
    expect(await modal.isVisible()).toBe(true);
    await page.getByTestId('change-password-modal-backdrop').click({ position: { x: 5, y: 5 } });
    await settled(page);
    expect(await modal.isVisible()).toBe(true);
    const answers = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${window.localStorage.getItem('suerte_token')}` };
      const ask = async (path: string) =>
        (await (await fetch(path, { headers })).json()) as { code: string; value: unknown };
      const funds = await ask('/wps/member/info/funds/consolidated');
      const info = await ask('/wps/member/info');
      return {
        funds: funds.code,
        pending: (info.value as { passwordChangeRequired?: unknown }).passwordChangeRequired,
      };
    });
    expect(answers).toEqual({ funds: 'PASSWORD_CHANGE_REQUIRED', pending: 'weak' });

    await (await visible(page, 'new-password')).fill(newPassword);
    await (await visible(page, 'confirm-new-password')).fill(newPassword);
    await (await visible(page, 'change-password-submit')).click();

    // Changed: the session ends and the login dialog asks to log in again, on /.
    await visible(page, 'login-modal');
    await page.getByTestId('change-password-modal').waitFor({ state: 'detached' });
    await expect
      .poll(() => toastTexts(page))
      .toContain('Your password has been changed. Please log in again.');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('account-bar').count()).toBe(0);

    await (await visible(page, 'login-username')).fill(username);
    await (await visible(page, 'login-password')).fill(newPassword);
    await (await visible(page, 'login-submit')).click();
    await expect.poll(() => shownNickname(page)).toBe(username);
    await page.getByTestId('login-modal').waitFor({ state: 'detached' });
    expect(await page.getByTestId('change-password-modal').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('the forced change survives a reload, which asks for the current password too', async () => {
    const { page, errors } = await browser.open(fromAddress());
    const username = uniqueUsername('weak');
    const newPassword = uniquePassword();
    await ops('member:create', MERCHANT, username, '--password', '123456');

    await page.goto('/');
    await logInFromHeader(page, username, '123456');
    await visible(page, 'change-password-modal');
    await page.reload();
    // After the reload the app no longer knows the password it logged in with: it asks for it.
    await visible(page, 'change-password-modal');
    expect(await (await visible(page, 'change-password-reason')).innerText()).toContain('too easy to guess');
    await (await visible(page, 'old-password')).fill('123456');
    await (await visible(page, 'new-password')).fill(newPassword);
    await (await visible(page, 'confirm-new-password')).fill(newPassword);
    await (await visible(page, 'change-password-submit')).click();
    await visible(page, 'login-modal');
    await page.getByTestId('change-password-modal').waitFor({ state: 'detached' });
    expect(await page.getByTestId('account-bar').count()).toBe(0);

    await (await visible(page, 'login-username')).fill(username);
    await (await visible(page, 'login-password')).fill(newPassword);
    await (await visible(page, 'login-submit')).click();
    await expect.poll(() => shownNickname(page)).toBe(username);
    expect(await page.getByTestId('change-password-modal').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a failed login brings a captcha that refreshes at most once per second', async () => {
    const { page, errors } = await browser.open(fromAddress());
    const username = uniqueUsername('capt');
    const password = uniquePassword();
    await ops('member:create', MERCHANT, username, '--password', password);

    await page.goto('/');
    await (await visible(page, 'header-login')).click();
    await visible(page, 'login-modal');
    expect(await page.getByTestId('login-captcha').count()).toBe(0);
    await (await visible(page, 'login-username')).fill(username);
    await (await visible(page, 'login-password')).fill(`${password}x`);
    await (await visible(page, 'login-submit')).click();

    // The server's answer is shown and the form now asks for a captcha.
    await visible(page, 'form-error');
    const image = await visible(page, 'login-captcha');
    await visible(page, 'captcha-input');
    const first = await image.getAttribute('src');
    expect(first).toMatch(/^data:image\//);
    expect(await page.getByTestId('account-bar').count()).toBe(0);

    // Without the captcha even the right password is not sent.
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await expect
      .poll(() => page.getByTestId('login-modal').innerText())
      .toContain('Please enter the captcha');
    expect(await page.getByTestId('account-bar').count()).toBe(0);

    // Refresh: a click brings a new image; the button comes back only a second after the click (spec §5).
    const refresh = page.getByTestId('captcha-refresh');
    await expect.poll(() => refresh.isEnabled(), { timeout: 5_000 }).toBe(true);
    const clickedAt = Date.now();
    await refresh.click();
    await expect.poll(() => page.getByTestId('login-captcha').getAttribute('src')).not.toBe(first);
    const second = await page.getByTestId('login-captcha').getAttribute('src');
    expect(second).toMatch(/^data:image\//);
    await expect.poll(() => refresh.isEnabled(), { timeout: 5_000, interval: 50 }).toBe(true);
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(950);
    await refresh.click();
    await expect.poll(() => page.getByTestId('login-captcha').getAttribute('src')).not.toBe(second);
    expect(errors).toEqual([]);
  });

  /**
   * Logs `username` in from two browsers (distinct addresses), the first one first; returns both. The first
   * browser's member-event socket is refused, as behind a proxy that drops WebSockets: it must then learn of the
   * login elsewhere from its next call (the live notice has its own journey in member-events.test.ts).
   */
  async function logInTwice(username: string, password: string) {
    const first = await browser.open(fromAddress());
    await first.page.routeWebSocket(/\/wps\/member\/events/, (socket) => socket.close());
    await first.page.goto('/');
    await logInFromHeader(first.page, username, password);
    await expect.poll(() => shownNickname(first.page)).toBe(username);

    const second = await browser.open(fromAddress());
    await second.page.goto('/');
    await logInFromHeader(second.page, username, password);
    await expect.poll(() => shownNickname(second.page)).toBe(username);
    return { first, second };
  }

  it('without a live socket, a login elsewhere ends the first session, which says so on its next call', async () => {
    const username = uniqueUsername('twice');
    const password = uniquePassword();
    await ops('member:create', MERCHANT, username, '--password', password);
    const { first, second } = await logInTwice(username, password);

    // Without its socket the first tab still shows the member until it asks the server something: a reload.
    expect(await shownNickname(first.page)).toBe(username);
    await first.page.reload();
    const notice = await visible(first.page, 'logged-in-elsewhere');
    expect(await notice.innerText()).toContain('Your account has logged in elsewhere');
    await visible(first.page, 'header-login');
    expect(await first.page.getByTestId('account-bar').count()).toBe(0);
    expect(await first.page.evaluate(() => window.localStorage.getItem('suerte_token'))).toBeNull();

    // The newer session is untouched.
    await second.page.reload();
    await expect.poll(() => shownNickname(second.page)).toBe(username);
    expect(await second.page.getByTestId('logged-in-elsewhere').count()).toBe(0);
    expect([...first.errors, ...second.errors]).toEqual([]);
  });

  it('the logged-in-elsewhere notice stays on top and leads to the login dialog', async () => {
    const username = uniqueUsername('twice');
    const password = uniquePassword();
    await ops('member:create', MERCHANT, username, '--password', password);
    const { first } = await logInTwice(username, password);
    const { page, errors } = first;

    // A slow network: the announcements (already shown in this browser session) arrive after the notice.
    const notice = page.getByTestId('logged-in-elsewhere');
    await page.route('**/wps/relay/MCSFE_getListAnnouncements', async (route) => {
      await notice.waitFor({ state: 'visible' }).catch(() => undefined);
      await route.continue();
    });
    const announcementsLoaded = page.waitForResponse((r) =>
      r.url().includes('/wps/relay/MCSFE_getListAnnouncements'),
    );
    await page.reload();
    await notice.waitFor({ state: 'visible' });
    await announcementsLoaded;
    // Had the announcements decided to open, their window (a lazy chunk) would be there once the network
    // is quiet and the page has rendered.
    await page.waitForLoadState('networkidle');
    await settled(page);
    expect(
      await page.getByTestId('announcement-modal').count(),
      'the announcements window opened again, over the logged-in-elsewhere notice',
    ).toBe(0);

    await (await visible(page, 'logged-in-elsewhere-login')).click();
    await visible(page, 'login-modal');
    await notice.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});
