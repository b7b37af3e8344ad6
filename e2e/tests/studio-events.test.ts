// Suerte Studio's simulated events (issue 11): a member with play money opens the cockfight game from the
// COCKFIGHT category page, sees the open events counting down, picks a side, places a bet from the slip and finds
// it under "My bets"; the event screen is photographed on a phone (390×844) and a laptop (1366×768) and checked
// for overflow.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FrameLocator, Page } from 'playwright-core';
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

/** No element of the game frame reaches past its right edge. */
async function overflowOf(game: FrameLocator): Promise<number> {
  return game.locator('body').evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function shoot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `studio-events-${name}.png`) });
}

describe.skipIf(journeysSkipped)('Suerte Studio events', () => {
  const browser = useBrowser();
  withoutRegisterCaptcha();

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    it(`bets on a simulated cockfight from its category page at ${viewport.width}×${viewport.height}`, async () => {
      const { page, errors } = await browser.open({ ...fromAddress(), viewport });
      await registerByUsername(page, uniqueUsername('ev'), uniquePassword());
      await page.goto('/member/deposit');
      await (await visible(page, 'top-up-preset-1000')).click();
      await (await visible(page, 'top-up-submit')).click();
      await visible(page, 'top-up-result');

      await page.goto('/cockfight-games');
      const card = page.getByTestId('game-cockfight');
      await card.waitFor({ state: 'visible' });
      await card.getByTestId('play-now').click();
      await page.waitForURL(/\/game\/cockfight/);
      const game = page.frameLocator('[data-testid=game-iframe]');
      await game.getByTestId('simulated-label').waitFor({ state: 'visible' });
      // The job engine opens the scheduled events within a few seconds of the server's start. Events are listed
      // soonest-closing first: the journey bets on the last one, so that a slow machine cannot reach the slip
      // after its betting closed.
      const event = game.getByTestId('event').last();
      await event.waitFor({ state: 'visible', timeout: 30_000 });
      expect(await event.getByTestId('countdown').innerText()).toMatch(/^\d+:\d\d$/);

      await event.getByTestId('odds-meron').click();
      await expect.poll(async () => game.getByTestId('potential').innerText()).toMatch(/Potential return/);
      await shoot(page, `slip-${viewport.width}`);
      await game.getByTestId('place-bet').click();
      await game.getByTestId('bet-placed').waitFor({ state: 'visible', timeout: 20_000 });
      expect(await game.getByTestId('balance').innerText()).toBe('990.00 PHP');
      await game.getByTestId('tab-bets').click();
      await game.getByTestId('bet').first().waitFor({ state: 'visible' });
      await shoot(page, `bets-${viewport.width}`);
      expect(await overflowOf(game)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });
  }
});
