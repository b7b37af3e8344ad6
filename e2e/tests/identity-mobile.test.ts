// Registration by mobile (spec §4, §5): the SMS code comes from the development outbox, the password is set on
// the mobile form, and the member can then log in with the mobile number and that password.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeysSkipped, useBrowser, visible } from '../support/browser';
import {
  ADULT_BIRTHDAY,
  DIALING_CODE,
  fromAddress,
  logInFromHeader,
  newestSmsCode,
  shownNickname,
  uniqueMobile,
  uniquePassword,
  withoutRegisterCaptcha,
} from '../support/identity';

const FORM = 'register-form-mobile';

async function fill(page: Page, name: string, value: string) {
  const input = page.getByTestId(FORM).locator(`input[name="${name}"]`);
  await input.waitFor({ state: 'visible' });
  await input.fill(value);
}

describe.skipIf(journeysSkipped)('identity by mobile', () => {
  const browser = useBrowser();
  withoutRegisterCaptcha();

  it('registers by mobile with the texted code and a password, then logs in with the mobile', async () => {
    const { page, errors } = await browser.open(fromAddress());
    const mobile = uniqueMobile();
    const password = uniquePassword();

    await page.goto('/register');
    await visible(page, 'register-modal');
    // Mobile registration is enabled for the merchant, so it is the tab that opens.
    await expect
      .poll(() => page.getByTestId('register-tab-mobile').getAttribute('aria-selected'))
      .toBe('true');
    await visible(page, FORM);
    expect(await page.getByTestId(FORM).innerText()).toContain(DIALING_CODE);
    expect(await page.getByTestId('register-field-captcha').count()).toBe(0);

    await fill(page, 'mobileNum', mobile);
    const send = await visible(page, 'sms-send');
    await send.click();
    // Sent: a notice, and the button counts down before it offers to send again.
    await expect.poll(() => page.getByTestId('toasts').innerText()).toContain('We sent a verification code');
    await expect.poll(() => send.innerText()).toMatch(/Resend in \d+ s/);
    expect(await send.isDisabled()).toBe(true);

    const code = await newestSmsCode(`${DIALING_CODE}${mobile}`);
    await fill(page, 'verificationCode', code);
    await fill(page, 'password', password);
    await fill(page, 'confirmPassword', password);
    await fill(page, 'birthday', ADULT_BIRTHDAY);
    await page.getByTestId('register-field-agreement').locator('input').check();
    await (await visible(page, 'register-submit')).click();

    // Logged in: the header names the member by the masked mobile number.
    const masked = `${DIALING_CODE} ${mobile.slice(0, 3)}****${mobile.slice(-3)}`;
    await expect.poll(() => shownNickname(page)).toBe(masked);
    await page.getByTestId('register-modal').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');

    // The password given on the mobile form works with the mobile number as the login name.
    await (await visible(page, 'account-logout')).click();
    await (await visible(page, 'logout-confirm-submit')).click();
    await logInFromHeader(page, mobile, password);
    await expect.poll(() => shownNickname(page)).toBe(masked);
    await page.getByTestId('login-modal').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});
