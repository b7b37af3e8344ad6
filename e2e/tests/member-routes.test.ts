// Member centre routes (mobile-first portal): the centre is a page with an address under the site header. On a
// phone and on a desktop: a logged-out visit to /member/deposit asks for the login and then shows the page;
// the page survives a reload; Back leaves it for the page before; the header balance stays in view; nothing
// is wider than the screen. Screenshots go to e2e/.artifacts/ (not in git) for a person to look at.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeysSkipped, useBrowser, visible } from '../support/browser';
import {
  fromAddress,
  registerByUsername,
  uniquePassword,
  uniqueUsername,
  withoutRegisterCaptcha,
} from '../support/identity';

const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.artifacts');

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;

/** How far the document reaches past the right edge of the screen (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Whether the header's balance is on screen, inside the viewport, showing an amount. */
async function balanceInView(page: Page): Promise<boolean> {
  const balance = page.getByTestId('account-balance');
  if (!(await balance.isVisible())) return false;
  const box = await balance.boundingBox();
  const viewport = page.viewportSize();
  return !!box && !!viewport && box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0;
}

async function snap(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `member-routes-${name}.png`) });
}

describe.skipIf(journeysSkipped)('member centre routes', () => {
  const browser = useBrowser();
  withoutRegisterCaptcha();

  it.each(VIEWPORTS)('$name ($width×$height): deep link, reload, Back, balance in view', async (viewport) => {
    const { page, errors } = await browser.open({
      ...fromAddress(),
      viewport: { width: viewport.width, height: viewport.height },
    });
    const username = uniqueUsername('mr');
    const password = uniquePassword();
    await registerByUsername(page, username, password);

    // From the centre's overview to Deposit: an address of its own.
    await page.goto('/member');
    await visible(page, 'member-overview');
    await (await visible(page, 'overview-deposit')).click();
    await visible(page, 'demo-top-up');
    expect(new URL(page.url()).pathname).toBe('/member/deposit');
    expect(await (await visible(page, 'member-centre')).getByRole('heading', { level: 1 }).innerText()).toBe(
      'Deposit',
    );
    await expect.poll(() => balanceInView(page)).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await snap(page, `${viewport.name}-deposit`);
    // Play money, so the account record has a movement to show.
    await (await visible(page, 'top-up-preset-100')).click();
    await (await visible(page, 'top-up-submit')).click();
    await visible(page, 'top-up-result');

    // A reload keeps the page.
    await page.reload();
    await visible(page, 'demo-top-up');
    expect(new URL(page.url()).pathname).toBe('/member/deposit');
    await expect.poll(() => balanceInView(page)).toBe(true);

    // Back leaves Deposit for the overview it came from.
    await page.goBack();
    await visible(page, 'member-overview');
    expect(new URL(page.url()).pathname).toBe('/member');
    expect(await page.getByTestId('demo-top-up').count()).toBe(0);
    await expect.poll(() => balanceInView(page)).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await snap(page, `${viewport.name}-overview`);

    // The account record by address: cards on the phone, a table on the desktop; nothing wider than the screen.
    await page.goto('/member/accountRecord');
    await visible(page, 'account-record');
    await visible(page, viewport.name === 'phone' ? 'record-table-cards' : 'record-table');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await snap(page, `${viewport.name}-account-record`);

    // Logged out, the same address asks for the login and then shows the page.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto('/member/deposit');
    await visible(page, 'login-modal');
    await (await visible(page, 'login-username')).fill(username);
    await (await visible(page, 'login-password')).fill(password);
    await (await visible(page, 'login-submit')).click();
    await visible(page, 'demo-top-up');
    expect(new URL(page.url()).pathname).toBe('/member/deposit');
    await expect.poll(() => balanceInView(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});
