// PVP journey (issue 11): two members take play money and open High Card from the Poker PVP page's rooms (the
// studio reports its tables' occupancy to the portal); the first sits at the heads-up table on a phone, the
// second sees the seat taken in the room list on a desktop and sits too; the full table is dealt at once, both
// see the hand on the seats and their balances move by the ante and the pot less the 5 % rake; the hand is in
// recall and verifies on /fair.
import path from 'node:path';
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

const TABLE = 'hc-php-200';
/** Set to a folder to keep the screens of the journey (phone and desktop) for a look. */
const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

/** A new member with ₱1,000 of play money on the PVP page. */
async function memberOnPvpPage(page: Page, prefix: string) {
  await registerByUsername(page, uniqueUsername(prefix), uniquePassword());
  await page.goto('/member/deposit');
  await (await visible(page, 'top-up-preset-1000')).click();
  await (await visible(page, 'top-up-submit')).click();
  await visible(page, 'top-up-result');
  await page.goto('/poker-pvp-games');
  return page.getByTestId(`room-${TABLE}`);
}

describe.skipIf(journeysSkipped)('Suerte Studio PVP tables', () => {
  const browser = useBrowser();
  withoutRegisterCaptcha();

  it('two members fill a heads-up High Card table from the rooms list; the hand settles with the rake, in recall and on /fair', async () => {
    const phone = await browser.open({ ...fromAddress(), viewport: { width: 390, height: 844 } });
    const desk = await browser.open({ ...fromAddress(), viewport: { width: 1366, height: 768 } });

    // The first member: the room list shows the studio's table with its seats; it opens High Card.
    const roomA = await memberOnPvpPage(phone.page, 'pva');
    await roomA.waitFor({ state: 'visible' });
    expect(await roomA.innerText()).toContain('0 of 2 seated');
    await shot(phone.page, 'pvp-rooms-390');
    await roomA.getByRole('button').click();
    await phone.page.waitForURL(/\/game\/high-card\?/);
    const a = phone.page.frameLocator('[data-testid=game-iframe]');
    await a.getByTestId(`table-${TABLE}`).click();
    // Every table of the currency is in view on the narrowest phone (none hidden at the end of a sideways row).
    await phone.page.setViewportSize({ width: 360, height: 740 });
    const tabs = a.locator('[data-testid^="table-hc-"]');
    expect(await tabs.count()).toBe(3);
    await expect
      .poll(async () => {
        const boxes = await Promise.all((await tabs.all()).map((tab) => tab.boundingBox()));
        return boxes.every((box) => box !== null && box.x >= 0 && box.x + box.width <= 360);
      })
      .toBe(true);
    await phone.page.setViewportSize({ width: 390, height: 844 });
    await a.getByTestId('join').click();
    await a.getByTestId('leave').waitFor({ state: 'visible' });
    expect(await a.getByTestId('seat-1').innerText()).toContain('You');
    await shot(phone.page, 'pvp-table-seated-390');

    // The second member sees the seat taken, sits, and the full table is dealt at once.
    const roomB = await memberOnPvpPage(desk.page, 'pvb');
    await expect
      .poll(async () => (await roomB.innerText()).includes('1 of 2 seated'), { timeout: 20_000 })
      .toBe(true);
    await shot(desk.page, 'pvp-rooms-1366');
    await roomB.getByRole('button').click();
    await desk.page.waitForURL(/\/game\/high-card\?/);
    const b = desk.page.frameLocator('[data-testid=game-iframe]');
    await b.getByTestId(`table-${TABLE}`).click();
    expect(await b.getByTestId('seat-1').innerText()).not.toContain('Empty');
    await b.getByTestId('join').click();
    const lastB = b.getByTestId('last-hand');
    await lastB.waitFor({ state: 'visible', timeout: 20_000 });
    expect(await lastB.innerText()).toContain('Pot 400.00 · rake 20.00');
    await b.getByTestId('my-result').waitFor({ state: 'visible' });
    await expect
      .poll(() => b.getByTestId('balance').innerText(), { timeout: 15_000 })
      .not.toBe('1,000.00 PHP');
    await shot(desk.page, 'pvp-table-dealt-1366');

    // The first member's screen shows the same hand (polling) and the balance after it.
    const lastA = a.getByTestId('my-result');
    await lastA.waitFor({ state: 'visible', timeout: 20_000 });
    await expect
      .poll(() => a.getByTestId('balance').innerText(), { timeout: 15_000 })
      .not.toBe('1,000.00 PHP');
    const total = async () => {
      const amount = async (s: string) => Number((await s).replace(/[^0-9.]/g, ''));
      return (
        (await amount(await a.getByTestId('balance').innerText())) +
        (await amount(await b.getByTestId('balance').innerText()))
      );
    };
    // Two antes of 200.00 make a pot of 400.00; the rake keeps 20.00.
    expect(await total()).toBeCloseTo(1_980, 2);
    await shot(phone.page, 'pvp-table-dealt-390');

    // Recall: the hand with every seat's card, and its /fair link recomputes the same cards.
    await b.getByTestId('open-recall').click();
    await b.getByTestId('recall-item').first().click();
    await b.getByTestId('recall-highcard').waitFor({ state: 'visible' });
    await shot(desk.page, 'pvp-recall-1366');
    const href = await b.getByTestId('recall-verify').getAttribute('href');
    expect(href).toMatch(/^\/fair\?game=high-card&serverSeed=[0-9a-f]{64}&.*players=2/);
    const cards = await b
      .getByTestId('recall-highcard')
      .getByTestId('card')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    await desk.page.goto(href!);
    await visible(desk.page, 'fair-hash-pass');
    const fairCards = await desk.page
      .getByTestId('fair-high-card')
      .getByTestId('fair-card')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(fairCards).toEqual(cards);
    expect(phone.errors).toEqual([]);
    expect(desk.errors).toEqual([]);
  });
});
