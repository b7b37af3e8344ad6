// Lottery journey (issue 13): a member bets lô and đề on the fastest e-lottery game (a draw every minute),
// watches the countdown, sees the draw's result and the payout arrive live, and finds the bets with their
// outcome in the game's bets and in the betting record. Đề on all hundred two-digit numbers wins whatever
// the draw, so a payout is certain without knowing the result.
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

const GAME = 'ELOTT_N1';
const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().innerText()) ?? '').trim();
const toasts = (page: Page) =>
  page
    .getByTestId('toasts')
    .innerText()
    .catch(() => '');

describe.skipIf(journeysSkipped)('lottery', () => {
  const browser = useBrowser();
  withoutRegisterCaptcha();

  it(
    'bets lô and đề on an e-lottery draw, sees the result and the payout live, and finds them in the record',
    { timeout: 150_000 },
    async () => {
      const { page, errors } = await browser.open(fromAddress());
      await registerByUsername(page, uniqueUsername('lot'), uniquePassword());

      // Play money: 2,000.00 (lô 2 số on one number costs 27 × 10.00, đề on every number 100 × 10.00).
      await page.goto('/member/deposit');
      await (await visible(page, 'top-up-amount')).fill('2000');
      await (await visible(page, 'top-up-submit')).click();
      await visible(page, 'top-up-result');

      await page.goto(`/vnlottery?code=${GAME}`);
      await visible(page, 'bet-slip');
      // Betting closes 10 s before each draw: wait for the next draw to open when it is closed now.
      await expect
        .poll(() => page.getByTestId('place-bets').innerText(), { timeout: 30_000 })
        .toBe('Place bets');

      // Lô 2 số on 45.
      const picker = page.getByTestId('number-picker');
      await picker.getByRole('button', { name: '45', exact: true }).click();
      expect(await text(page, 'line-cost')).toBe('₱270.00');
      await page.getByTestId('add-line').click();
      // Đề on every two-digit number, pasted as a list.
      await page.getByTestId('bet-type-de').click();
      const every = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).join(' ');
      await page.getByTestId('picker-text').fill(every);
      await page.getByTestId('picker-add').click();
      expect(await text(page, 'line-cost')).toBe('₱1,000.00');
      await page.getByTestId('add-line').click();
      expect(await text(page, 'slip-total')).toBe('₱1,270.00');

      // The countdown runs.
      const first = await text(page, 'countdown');
      await expect.poll(() => text(page, 'countdown')).not.toBe(first);

      await page.getByTestId('place-bets').click();
      const dialog = await visible(page, 'confirm-bets');
      const numero = await text(page, 'numero');
      expect(await dialog.innerText()).toContain(`2 bets on draw ${numero} for ₱1,270.00`);
      await dialog.getByTestId('confirm-place').click();
      await expect.poll(() => toasts(page)).toContain('2 bets placed for ₱1,270.00.');
      await expect.poll(() => page.getByTestId('my-bet').count()).toBe(2);

      // The draw happens: its result shows as the last result, and the payout arrives by itself. The payout's
      // toast shows for a few seconds, whenever settlement is done: it is watched for from now on.
      const payoutToast = page
        .getByTestId('toasts')
        .getByText(new RegExp(`Draw ${numero}: \\d+ winning bets? paid ₱`))
        .waitFor({ timeout: 120_000 });
      await expect
        .poll(() => text(page, 'live-draw'), { timeout: 90_000, interval: 1_000 })
        .toContain(`Last result (${numero})`);
      await payoutToast;
      // The live draw plays the result back prize by prize; the winning number shows at ĐB's turn.
      await expect
        .poll(() => text(page, 'last-result'), { timeout: 30_000, interval: 500 })
        .toMatch(/^\d{5}$/);
      expect(await text(page, 'live-status')).toBe(`Draw ${numero}: every prize is out.`);

      // My bets: đề won 70× its point, lô won or lost by its hits.
      await page.getByTestId('game-views-mine').click();
      await expect
        .poll(async () => (await page.getByTestId('my-bet').allInnerTexts()).join('\n'))
        .toContain('Won ₱700.00 (1×)');
      const statuses = await page
        .getByTestId('my-bet')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-status')));
      expect(statuses.every((s) => s === 'WON' || s === 'LOST')).toBe(true);

      // The results board shows the draw with its 27 numbers.
      await page.getByTestId('game-views-results').click();
      await visible(page, 'results-board');
      expect(await page.getByTestId('lo-table').innerText()).toContain('27 numbers');

      // The betting record lists both bets as lottery rounds with their wins.
      await page.goto('/member/bettingRecord');
      await expect.poll(() => page.getByTestId('betting-row').count()).toBe(2);
      expect((await page.getByTestId('betting-row').allInnerTexts()).join('\n')).toContain('₱700.00');
      expect(errors).toEqual([]);
    },
  );
});
