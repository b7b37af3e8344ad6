// The slot lobby in Tagalog: a member searches a slot by part of its name, makes it a favourite, finds it under
// the favourites after a reload (the server kept it), launches it from there, plays a round, and finds it
// under the recently played games. Games come from the demo catalogue
// of about 10,000 slots, so the grid is virtualised and the search goes to the server.
import type { Game, GameListResponse } from '@suerte/contracts';
import { LOCALE_LABEL } from '@suerte/contracts';
import { describe, expect, it } from 'vitest';
import { api, journeysSkipped, useBrowser, visible } from '../support/browser';
import {
  fromAddress,
  registerByUsername,
  uniquePassword,
  uniqueUsername,
  withoutRegisterCaptcha,
} from '../support/identity';

/** The first slot of the catalogue in Tagalog, and a part of its name that finds it. */
async function targetSlot(): Promise<{ game: Game; part: string }> {
  const list = await api<GameListResponse>('/wps/relay/GCSGAME_gameList', {
    body: { gameType: 'RNG', pageNo: 1, pageSize: 1 },
    language: 'tl',
  });
  const game = list.games[0]!;
  // The name without its first and last letters, in other letter case: a part, not the whole name.
  const part = game.gameName.slice(1, -1).toUpperCase();
  return { game, part };
}

describe.skipIf(journeysSkipped)('slot lobby', () => {
  const browser = useBrowser();
  withoutRegisterCaptcha();

  it('in Tagalog: search a slot by part of its name, favourite it, find it after a reload, play it, see it as recent', async () => {
    const { game, part } = await targetSlot();
    const { page, errors } = await browser.open(fromAddress());
    await registerByUsername(page, uniqueUsername('lb'), uniquePassword());
    // Play money for the round at the end.
    await page.goto('/member/deposit');
    await (await visible(page, 'top-up-preset-100')).click();
    await (await visible(page, 'top-up-submit')).click();
    await visible(page, 'top-up-result');
    await (await visible(page, 'language-switch')).click();
    // The member's saved language is what a reload shows: wait until the server has it.
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/wps/member/info/language') && r.request().method() === 'PUT' && r.ok(),
    );
    await (await visible(page, 'language-option-tl')).click();
    await saved;
    await expect.poll(() => page.getByTestId('language-switch').innerText()).toContain(LOCALE_LABEL.tl);

    await page.goto('/slot-games');
    await (await visible(page, 'slot-tabs-ALL')).click();
    await visible(page, 'virtual-grid');
    // A page of the catalogue, not all of it: only the rows on screen are in the page.
    const shown = await page.getByTestId('virtual-row').count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(20);
    // The member's rows have settled (nothing played, no favourites yet), so nothing moves under the pointer.
    await expect
      .poll(() => page.getByTestId('favourite-games').innerText())
      .toContain('Wala ka pang paborito');
    await expect.poll(() => page.getByTestId('recent-games').innerText()).toContain('Lalabas dito');

    await (await visible(page, 'slot-search')).fill(part);
    const card = page.getByTestId('virtual-grid').getByTestId(`game-${game.nodeId}`);
    await card.waitFor({ state: 'visible' });
    await expect.poll(() => page.getByTestId('game-count').innerText()).toMatch(/^Mga larong nahanap: \d+/);

    const star = card.getByTestId('favourite-toggle');
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    const favourites = await visible(page, 'favourite-games');
    const favourite = favourites.getByTestId(`game-${game.nodeId}`);
    await favourite.waitFor({ state: 'visible' });
    expect(await favourite.innerText()).toContain(game.gameName);
    // The text is Tagalog after the reload too.
    expect(await favourite.getByTestId('play-now').innerText()).toBe('Maglaro');

    // Launched from the favourites: the game opens full-frame; one round played makes it a recent game.
    await favourite.getByTestId('play-now').click();
    await page.waitForURL(new RegExp(`/game/${game.nodeId}\\?`));
    const played = page.waitForResponse((r) => r.url().endsWith('/studio/api/slot/spin') && r.ok());
    await page.frameLocator('iframe').getByTestId('spin').click();
    await played;
    await page.goto('/slot-games');
    const recent = await visible(page, 'recent-games');
    await recent.getByTestId(`game-${game.nodeId}`).waitFor({ state: 'visible' });
    expect(errors).toEqual([]);
  });
});
