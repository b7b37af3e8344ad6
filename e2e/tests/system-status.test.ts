import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { journeysSkipped, useBrowser, visible } from '../support/browser';
import { ops } from '../support/ops';

/** Reloads until the element shows: merchant settings may be cached by the server for a moment. */
async function reloadUntilVisible(page: Page, testId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.reload();
        return page
          .getByTestId(testId)
          .waitFor({ state: 'visible', timeout: 3_000 })
          .then(() => true)
          .catch(() => false);
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
}

describe.skipIf(journeysSkipped)('system status pages', () => {
  const browser = useBrowser();
  let maintenanceOn = false;

  afterEach(async () => {
    // Never leave the shared server closed for the journeys that follow.
    if (maintenanceOn) await ops('maintenance', 'off');
    maintenanceOn = false;
  });

  it('maintenance switched on by the operator shows the maintenance page; off brings the site back', async () => {
    const { page } = await browser.open();
    await page.goto('/');
    await visible(page, 'site-header');

    await ops('maintenance', 'on');
    maintenanceOn = true;
    await reloadUntilVisible(page, 'maintenance-page');
    expect(await page.getByTestId('site-header').count()).toBe(0);

    await ops('maintenance', 'off');
    maintenanceOn = false;
    await reloadUntilVisible(page, 'site-header');
    expect(await page.getByTestId('maintenance-page').count()).toBe(0);
  });

  it('a visitor from a country the merchant does not serve sees access denied with the country and IP', async () => {
    const { context, page } = await browser.open();
    // The server trusts X-Forwarded-For from the loopback address, so this is a visitor from the US.
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': '8.8.8.8' });
    await page.goto('/');
    const denied = await visible(page, 'access-denied-page');
    await expect.poll(() => denied.innerText()).toContain('US');
    expect(await denied.innerText()).toContain('8.8.8.8');
    expect(await page.getByTestId('site-header').count()).toBe(0);
  });

  it('a visitor from an allowed place (private address) sees the site', async () => {
    const { context, page } = await browser.open();
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': '10.1.2.3' });
    await page.goto('/');
    await visible(page, 'site-header');
    expect(await page.getByTestId('access-denied-page').count()).toBe(0);
  });
});
