// Online state and one session per browser: two tabs share the member's session (logging out in one logs out
// both; logging in in one logs in the other), and when the server cannot be reached an offline banner shows,
// then goes away with the balance back as soon as calls succeed again.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeysSkipped, useBrowser, visible } from '../support/browser';
import {
  fromAddress,
  logInFromHeader,
  registerByUsername,
  shownNickname,
  uniquePassword,
  uniqueUsername,
  withoutRegisterCaptcha,
} from '../support/identity';

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function balanceState(page: Page): Promise<string> {
  return (await page.getByTestId('account-balance').getAttribute('data-state')) ?? '';
}

async function loggedOut(page: Page): Promise<boolean> {
  return (
    (await page.getByTestId('header-login').count()) > 0 &&
    (await page.getByTestId('account-bar').count()) === 0
  );
}

describe.skipIf(journeysSkipped)('online state and shared session', () => {
  const browser = useBrowser();
  withoutRegisterCaptcha();

  it('two tabs of one browser share the session: a second tab starts logged in, logout and login follow', async () => {
    const { context, page: first, errors } = await browser.open(fromAddress());
    const username = uniqueUsername('tabs');
    const password = uniquePassword();
    await registerByUsername(first, username, password);

    const second = await context.newPage();
    await second.goto('/');
    await expect.poll(() => shownNickname(second)).toBe(username);

    // Log out in the second tab: the first follows without a reload.
    await (await visible(second, 'account-logout')).click();
    await (await visible(second, 'logout-confirm-submit')).click();
    await expect.poll(() => loggedOut(second)).toBe(true);
    await expect.poll(() => loggedOut(first), { timeout: 5_000 }).toBe(true);

    // Log in again in the first tab: the second follows, and neither is told it logged in elsewhere.
    await logInFromHeader(first, username, password);
    await expect.poll(() => shownNickname(first)).toBe(username);
    await expect.poll(() => shownNickname(second)).toBe(username);
    await second.reload();
    await expect.poll(() => shownNickname(second)).toBe(username);
    expect(await first.getByTestId('logged-in-elsewhere').count()).toBe(0);
    expect(await second.getByTestId('logged-in-elsewhere').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it.each([
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1366, height: 768 },
  ])(
    'on $name: the offline banner shows while the server is unreachable and leaves with the balance back',
    async (size) => {
      const { page, errors } = await browser.open(fromAddress());
      // Registered at the desktop width (the phone header folds the name away), then looked at in size.
      await registerByUsername(page, uniqueUsername('off'), uniquePassword());
      await page.setViewportSize(size);
      await expect.poll(() => balanceState(page)).toBe('ready');
      expect(await page.getByTestId('offline-banner').count()).toBe(0);

      // The server stops answering: every API call fails as a network error.
      await page.route('**/wps/**', (route) => route.abort('internetdisconnected'));
      await page.getByTestId('account-balance').click();
      const banner = await visible(page, 'offline-banner');
      expect(await banner.innerText()).toContain("Can't reach the server");
      // Non-blocking, and never wider than the screen.
      const box = (await banner.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-${size.name}.png` });

      // It answers again: the banner goes by itself (gentle checks) and the balance comes back.
      await page.unroute('**/wps/**');
      await page.getByTestId('offline-banner').waitFor({ state: 'detached', timeout: 12_000 });
      await expect.poll(() => balanceState(page), { timeout: 10_000 }).toBe('ready');
      expect(errors).toEqual([]);
    },
  );
});
