// Suerte Studio on phones (product rule: phone first), in English and Tagalog, on the games' free trial: the
// simulated events' titles, tabs and odds wrap inside their boxes at 360 px; a round's time in recall never breaks
// inside; on a short frame (360×640, a phone held sideways at 740×360) the crash sky and the baccarat table never
// run under the bet controls; the baccarat chips and buttons fit a 360 px phone; the lobby's poker rooms show
// their names, stakes and seats whole, and the slot cards their buttons' labels. Screenshots of each screen are
// kept under e2e/.artifacts/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COOKIES } from '@suerte/contracts';
import { baseUrl, journeysSkipped, useBrowser } from '../support/browser';
import { fromAddress } from '../support/identity';

const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.artifacts');
const LANGUAGES = ['en', 'tl'] as const;
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 768 };
const SHORT_FRAMES = [
  { width: 360, height: 640 },
  { width: 740, height: 360 },
];

async function shoot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `studio-phone-${name}.png`), fullPage: true });
}

/** The free trial of a studio game, in a language. */
async function openDemo(page: Page, game: string, language: string) {
  await page.goto(`/studio/play/${game}?demo=1&lang=${language}`);
}

/**
 * What does not fit, as readable lines: a document wider than the screen, and every element matched by the
 * selectors whose text is cut inside its box (wider than the box, or reaching past its right edge or the screen's).
 */
async function clippedText(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate((list) => {
    const problems: string[] = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) problems.push(`document ${overflow}px wider than the screen`);
    for (const selector of list) {
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        if (el.getClientRects().length === 0) continue;
        const box = el.getBoundingClientRect();
        const parent = el.parentElement!.getBoundingClientRect();
        const what = `${selector} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
        if (el.scrollWidth > el.clientWidth + 1)
          problems.push(`${what}: text ${el.scrollWidth}px in ${el.clientWidth}px`);
        if (box.right > parent.right + 1)
          problems.push(`${what}: reaches ${box.right - parent.right}px past its box`);
        if (box.right > window.innerWidth + 0.5 || box.left < -0.5) problems.push(`${what}: off the screen`);
      }
    }
    return problems;
  }, selectors);
}

/** How far the stage's lowest element reaches below the top of the bet controls (0 or less: none under them). */
async function stageUnderControls(page: Page, controls: string): Promise<number> {
  return page.evaluate((selector) => {
    const stage = document.querySelector('.studio-stage')!;
    const top = document.querySelector(selector)!.getBoundingClientRect().top;
    const bottoms = [stage, ...stage.querySelectorAll('*')]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => el.getBoundingClientRect().bottom);
    return Math.max(...bottoms) - top;
  }, controls);
}

describe.skipIf(journeysSkipped)('Suerte Studio on phones', () => {
  const browser = useBrowser();

  for (const game of ['cockfight', 'football'])
    for (const language of LANGUAGES)
      for (const viewport of [PHONE, DESKTOP])
        it(`${game} events in ${language} at ${viewport.width} px: titles, tabs and odds wrap inside their boxes`, async () => {
          const { page, errors } = await browser.open({ ...fromAddress(), viewport });
          await openDemo(page, game, language);
          // The job engine opens the scheduled events within a few seconds of the server's start.
          await page.getByTestId('event').first().waitFor({ state: 'visible', timeout: 30_000 });
          await shoot(page, `${game}-${language}-${viewport.width}`);
          const selectors = [
            '.studio-top__title h1',
            '.studio-tabs [role=tab]',
            '.studio-event__head > *',
            '.studio-odds',
            '.studio-odds__label',
            '.studio-odds__value',
          ];
          expect(await clippedText(page, selectors)).toEqual([]);
          // The game's menu (rules, fairness, history, lobby) on one line beside or under the long name.
          const menu = await page
            .locator('.studio-menu .studio-chip')
            .evaluateAll((chips) => chips.map((chip) => (chip as HTMLElement).offsetTop));
          if (viewport === DESKTOP) expect(new Set(menu).size).toBe(1);
          await page.getByTestId('tab-results').click();
          expect(await clippedText(page, selectors)).toEqual([]);
          expect(errors).toEqual([]);
        });

  for (const language of LANGUAGES)
    it(`the poker rooms' names, stakes and seats show whole at 360 px (${language})`, async () => {
      const { context, page, errors } = await browser.open({ ...fromAddress(), viewport: PHONE });
      await context.addCookies([{ name: COOKIES.language, value: language, url: baseUrl }]);
      await page.goto('/poker-pvp-games');
      await page.getByTestId('room-occupancy').first().waitFor({ state: 'visible' });
      await shoot(page, `rooms-${language}`);
      expect(await clippedText(page, ['[data-testid^=room-] p', '[data-testid^=room-] button'])).toEqual([]);
      expect(errors).toEqual([]);
    });

  for (const language of LANGUAGES)
    it(`the slot cards' buttons and free trial labels show whole at 360 px (${language})`, async () => {
      const { context, page, errors } = await browser.open({ ...fromAddress(), viewport: PHONE });
      await context.addCookies([{ name: COOKIES.language, value: language, url: baseUrl }]);
      await page.goto('/slot-games');
      await page.getByTestId('slot-tabs-ALL').click();
      const grid = page.getByTestId('virtual-grid');
      // A provider card ("See games") and studio games with a free trial are on the first rows.
      await grid.getByTestId('play-now').first().waitFor({ state: 'visible' });
      await shoot(page, `slot-cards-${language}`);
      expect(await clippedText(page, ['[data-testid=virtual-grid] button'])).toEqual([]);
      expect(errors).toEqual([]);
    });

  for (const language of LANGUAGES)
    it(`keeps a round time whole on one line in the recall at 360 px (${language})`, async () => {
      const { page, errors } = await browser.open({ ...fromAddress(), viewport: PHONE });
      await openDemo(page, 'lucky-dragon', language);
      const spin = page.getByTestId('spin');
      await spin.click();
      await expect.poll(() => spin.isEnabled(), { timeout: 20_000 }).toBe(true);
      await page.getByTestId('open-recall').click();
      const time = page.getByTestId('recall-time').first();
      await time.waitFor({ state: 'visible' });
      await shoot(page, `recall-${language}-360`);
      const lines = await time
        .locator('[data-part]')
        .evaluateAll((parts) => parts.map((p) => [p.getAttribute('data-part'), p.getClientRects().length]));
      expect(lines).toEqual(expect.arrayContaining([['time', 1]]));
      expect(lines.every(([, count]) => count === 1)).toBe(true);
      expect(errors).toEqual([]);
    });

  for (const [game, controls] of [
    ['crash', '.studio-crash-controls'],
    ['baccarat', '.studio-table-controls'],
  ] as const)
    for (const viewport of SHORT_FRAMES)
      for (const language of LANGUAGES)
        it(`${game} at ${viewport.width}×${viewport.height} (${language}): the stage never runs under the bet controls`, async () => {
          const { page, errors } = await browser.open({ ...fromAddress(), viewport });
          await openDemo(page, game, language);
          await page.locator(controls).waitFor({ state: 'visible' });
          await page.getByTestId('history').waitFor({ state: 'visible' });
          await shoot(page, `${game}-${language}-${viewport.width}x${viewport.height}`);
          expect(await stageUnderControls(page, controls)).toBeLessThanOrEqual(0.5);
          expect(await clippedText(page, [])).toEqual([]);
          // Everything is in reach: the game scrolls to its deal or play button.
          const button = page.getByTestId(game === 'crash' ? 'play' : 'deal');
          await button.scrollIntoViewIfNeeded();
          expect(await button.isVisible()).toBe(true);
          expect(errors).toEqual([]);
        });

  for (const language of LANGUAGES)
    for (const viewport of [PHONE, DESKTOP])
      it(`baccarat chips and buttons fit at ${viewport.width} px (${language})`, async () => {
        const { page, errors } = await browser.open({ ...fromAddress(), viewport });
        await openDemo(page, 'baccarat', language);
        await page.getByTestId('spot-banker').click();
        await page.getByTestId('deal').click();
        await page.getByTestId('round-result').waitFor({ state: 'visible', timeout: 20_000 });
        // Cleared after a deal, the table offers the last bets again: the rebet button takes the double button's
        // place with the longest Tagalog label.
        await page.getByTestId('clear').click();
        await page.getByTestId('rebet').waitFor({ state: 'visible' });
        await shoot(page, `baccarat-${language}-${viewport.width}`);
        const selectors = [
          '.studio-chip-coin',
          '.studio-table-actions > button',
          '.studio-table-actions > button > span',
        ];
        expect(await clippedText(page, selectors)).toEqual([]);
        // The deal button keeps room for its word and the stake beside the longest labels.
        expect((await page.getByTestId('deal').boundingBox())!.width).toBeGreaterThanOrEqual(120);
        // The chips in one row (the chosen one is raised by a transform, which offsetTop leaves out).
        const chips = await page
          .locator('.studio-chip-coin')
          .evaluateAll((all) => all.map((chip) => (chip as HTMLElement).offsetTop));
        expect(new Set(chips).size).toBe(1);
        expect(errors).toEqual([]);
      });
});
