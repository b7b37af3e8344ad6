import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeysSkipped, useBrowser, visible } from '../support/browser';

/** Spec §2: every route with the element that proves it rendered (the header, or a route's own modal). */
const ROUTES: ReadonlyArray<readonly [path: string, shows: string]> = [
  ['/', 'site-header'],
  ['/index', 'site-header'],
  ['/index.html', 'site-header'],
  ['/home', 'site-header'],
  ['/register', 'register-modal'],
  ['/register.html', 'register-modal'],
  ['/vnlottery?code=X', 'site-header'],
  ['/elott', 'site-header'],
  ['/lottery-games?gameCode=X&gameType=ELOTT', 'site-header'],
  ['/lottery?gameCode=X', 'site-header'],
  ['/slot-games', 'site-header'],
  ['/rng', 'site-header'],
  ['/poker-pvp-games', 'site-header'],
  ['/hot', 'site-header'],
  ['/pointMall', 'site-header'],
  ['/seamless', 'site-header'],
  ['/live-casino-games', 'site-header'],
  ['/sports-betting-games', 'site-header'],
  ['/fishing-games', 'site-header'],
  ['/yb-games', 'site-header'],
  ['/bingo-games', 'site-header'],
  ['/promotions', 'site-header'],
  ['/help#faq', 'help-center-modal'],
  ['/helpmc', 'help-topic-faq'],
  ['/lott?vendor=X&gameType=elott', 'site-header'],
  ['/fair', 'fair-page'],
  ['/no-such-page', 'site-header'],
];

async function settled(page: Page): Promise<void> {
  // Lazy route chunks and the first API calls finish before the verdict.
  await page.waitForLoadState('networkidle');
}

describe.skipIf(journeysSkipped)('every route of the specification', () => {
  const browser = useBrowser();

  it.each(ROUTES)('%s renders without a crash', async (path, shows) => {
    const { page, errors } = await browser.open();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await visible(page, shows);
    await settled(page);
    expect(await page.getByTestId('route-error').count()).toBe(0);
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it('/help#faq opens the help centre on the FAQ topic and closing it goes home', async () => {
    const { page } = await browser.open();
    await page.goto('/help#faq');
    const modal = await visible(page, 'help-center-modal');
    await visible(page, 'help-topic-faq');
    await expect.poll(() => modal.getByTestId('help-topic-faq').getAttribute('aria-current')).toBeTruthy();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  it('a page loaded by its address opens at the top, not where the tab left the page before', async () => {
    const { page } = await browser.open({ viewport: { width: 390, height: 844 } });
    await page.goto('/slot-games');
    await visible(page, 'site-header');
    await settled(page);
    const scrollTo = (y: number) =>
      page.evaluate(async (top) => {
        window.scrollTo(0, top);
        await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
        return window.scrollY;
      }, y);
    // Both pages are taller than two phone screens (about 1,550 px).
    expect(await scrollTo(600)).toBe(600);
    // An address typed into the tab: a full page load of another page.
    await page.goto('/');
    await visible(page, 'site-header');
    await settled(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A reload returns to the player's place on the same page.
    expect(await scrollTo(500)).toBe(500);
    await page.reload();
    await visible(page, 'site-header');
    await settled(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
  });
});
