// Suerte Studio journey (issue 11): a new member takes play money, opens Lucky Dragon from the slot lobby (the
// RNG category), spins in the game frame and sees the balance move in the game and in the portal's header,
// opens the round in the game's recall, reveals its seed, and verifies the round on /fair: the verifier
// recomputes in the browser the same screen the recall shows. Then baccarat from the live casino page: a deal
// moves the balance in the game and the header.
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { journeysSkipped, useBrowser, visible } from '../support/browser';
import {
  fromAddress,
  registerByUsername,
  uniquePassword,
  uniqueUsername,
  withoutRegisterCaptcha,
} from '../support/identity';

const text = async (locator: Locator) => ((await locator.innerText()) ?? '').trim();

/** The header's balance as shown (₱1,000.00), once it is not refreshing. */
async function headerBalance(page: Page): Promise<string> {
  const button = page.getByTestId('account-balance');
  if ((await button.getAttribute('data-state')) !== 'ready') return '';
  return text(button);
}

/** The symbol codes of the recall's base-spin screen, row by row. */
async function recallGrid(game: FrameLocator): Promise<string[]> {
  return game
    .getByTestId('recall-round')
    .locator('.studio-mini-grid')
    .first()
    .locator('svg[data-symbol]')
    .evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('data-symbol') ?? ''));
}

describe.skipIf(journeysSkipped)('Suerte Studio', () => {
  const browser = useBrowser();
  withoutRegisterCaptcha();

  it('spins Lucky Dragon from the slot lobby, recalls and verifies the round on /fair, then deals baccarat from the live casino', async () => {
    const { page, errors } = await browser.open(fromAddress());
    await registerByUsername(page, uniqueUsername('st'), uniquePassword());
    await page.goto('/member/deposit');
    await (await visible(page, 'top-up-preset-1000')).click();
    await (await visible(page, 'top-up-submit')).click();
    await visible(page, 'top-up-result');
    await expect.poll(() => headerBalance(page)).toBe('₱1,000.00');

    // The RNG category: the studio's slot found by name and started full-frame.
    await page.goto('/slot-games');
    await (await visible(page, 'slot-tabs-ALL')).click();
    await (await visible(page, 'slot-search')).fill('Lucky Dragon');
    const card = page.getByTestId('virtual-grid').getByTestId('game-lucky-dragon');
    await card.waitFor({ state: 'visible' });
    await card.getByTestId('play-now').click();
    await page.waitForURL(/\/game\/lucky-dragon\?/);
    const game = page.frameLocator('[data-testid=game-iframe]');
    const spin = game.getByTestId('spin');
    await spin.waitFor({ state: 'visible' });
    expect(await text(game.getByTestId('balance'))).toBe('1,000.00 PHP');

    // One spin at the default bet: the game's balance and the header's move by the stake and the win.
    await spin.click();
    await expect.poll(() => spin.isEnabled(), { timeout: 20_000 }).toBe(true);
    const after = await text(game.getByTestId('balance'));
    expect(after).not.toBe('1,000.00 PHP');
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(`₱${after.replace(' PHP', '')}`);

    // The round in recall: stake, balance before and after, its seeds (the server seed not yet revealed).
    await game.getByTestId('open-recall').click();
    const round = game.getByTestId('recall-round');
    await round.waitFor({ state: 'visible' });
    expect(await text(round)).toContain('Balance before: 1,000.00');
    expect(await text(round)).toContain(`Balance after: ${after.replace(' PHP', '')}`);
    expect(await text(round)).toContain('Revealed when you rotate the seed');
    await game.getByTestId('close-panel').click();

    // Rotating reveals the seed; the round can now be verified.
    await game.getByTestId('open-fair').click();
    await game.getByTestId('fair-rotate').click();
    await game.getByTestId('fair-revealed').waitFor({ state: 'visible' });
    await game.getByTestId('close-panel').click();
    await game.getByTestId('open-recall').click();
    const verify = game.getByTestId('recall-verify');
    await verify.waitFor({ state: 'visible' });
    const grid = await recallGrid(game);
    expect(grid).toHaveLength(15);
    const href = await verify.getAttribute('href');
    expect(href).toMatch(/^\/fair\?game=lucky-dragon-\d+&serverSeed=[0-9a-f]{64}&/);

    // The verifier recomputes the round in the browser: the seed matches its hash, the screen is the same.
    await page.goto(href!);
    await visible(page, 'fair-hash-pass');
    const fairGrid = await page
      .getByTestId('fair-slot-grid')
      .getByTestId('fair-cell')
      .evaluateAll((cells) => cells.map((c) => c.querySelector('span')!.textContent!.trim()));
    expect(fairGrid).toEqual(grid);

    // Live casino: the studio's baccarat starts at once from its category page; banker and tie are dealt and paid.
    await page.goto('/live-casino-games');
    const table = page.getByTestId('game-baccarat');
    await table.waitFor({ state: 'visible' });
    await table.getByTestId('play-now').click();
    await page.waitForURL(/\/game\/baccarat\?/);
    const live = page.frameLocator('[data-testid=game-iframe]');
    // Banker and tie: whatever the coup, the balance moves (a tie returns the banker stake and pays the tie).
    await live.getByTestId('spot-banker').click();
    await live.getByTestId('spot-tie').click();
    const before = await text(live.getByTestId('balance'));
    await live.getByTestId('deal').click();
    const result = live.getByTestId('round-result');
    await result.waitFor({ state: 'visible', timeout: 20_000 });
    expect(await text(result)).toMatch(/Player wins|Banker wins|Tie/);
    const dealt = await text(live.getByTestId('balance'));
    expect(dealt).not.toBe(before);
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(`₱${dealt.replace(' PHP', '')}`);
    expect(errors).toEqual([]);
  });
});
