import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import vectors from '@suerte/fair/vectors.json';
import { luckyDragonVariants } from '@suerte/fair';
import { renderWithShell } from '../../../app/test-utils';
import FairPage from './fair-page';

const round = vectors.cases[1]!; // nonce 1: a Lucky Dragon 96 spin with four paying lines

function link(game: string, c = round, hash = c.serverSeedHash): string {
  const query = new URLSearchParams({
    game,
    serverSeed: c.serverSeed,
    serverSeedHash: hash,
    clientSeed: c.clientSeed,
    nonce: String(c.nonce),
  });
  return `/fair?${query}`;
}

/** The screen read straight off the reel strips at the frozen stops, row by row (not through the engine). */
function expectedScreen(stops: number[]): string[] {
  const strips = luckyDragonVariants['96'].strips;
  return [0, 1, 2].flatMap((row) => strips.map((strip, reel) => strip[(stops[reel]! + row) % strip.length]!));
}

describe('/fair', () => {
  it('verifies a round a link carries: hash passed, the 5×3 screen, paying lines and the win', async () => {
    renderWithShell(<FairPage />, { path: link('lucky-dragon-96') });
    expect(screen.getByRole('heading', { name: 'Provable fairness' })).toBeTruthy();
    expect(screen.getByTestId('fair-hash-pass').textContent).toMatch(/Passed/);
    const cells = within(screen.getByTestId('fair-slot-grid')).getAllByTestId('fair-cell');
    const codes = cells.map((cell) => cell.textContent![0]);
    expect(codes).toEqual(expectedScreen(round.ints.values.slice(0, 5)));
    expect(cells.some((cell) => cell.dataset.won)).toBe(true);
    const lines = within(screen.getByTestId('fair-line-wins')).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual([
      'Line 1: 3 × Jack, pays 5 coins',
      'Line 5: 3 × King, pays 8 coins',
      'Line 14: 4 × Koi, pays 50 coins',
      'Line 16: 3 × Jack, pays 5 coins',
    ]);
    expect(screen.getByTestId('fair-win').textContent).toBe('Win: 3.4 × bet (68 coins on a 20-coin bet)');
    expect((screen.getByTestId('fair-serverSeed') as HTMLInputElement).value).toBe(round.serverSeed);
  });

  it('accepts the largest nonce, 2^53 - 1', () => {
    const last = vectors.cases[3]!;
    expect(last.nonce).toBe(Number.MAX_SAFE_INTEGER);
    renderWithShell(<FairPage />, { path: link('lucky-dragon-96', last) });
    expect(screen.getByTestId('fair-hash-pass')).toBeTruthy();
    expect(screen.getByTestId('fair-win').textContent).toBe('Win: 13.75 × bet (275 coins on a 20-coin bet)');
  });

  it('deals a baccarat coup from the top of the frozen shoe', () => {
    const first = vectors.cases[0]!;
    renderWithShell(<FairPage />, { path: link('baccarat', first) });
    const labels = (side: string) =>
      within(screen.getByTestId(`fair-${side}`))
        .getAllByTestId('fair-card')
        .map((card) => card.getAttribute('aria-label'));
    // shoe8Top6 starts 13, 26, 26, 19: ace of diamonds, ace of hearts, ace of hearts, seven of diamonds.
    expect(labels('player')).toEqual(['A of diamonds', 'A of hearts']);
    expect(labels('banker')).toEqual(['A of hearts', '7 of diamonds']);
    expect(screen.getByTestId('fair-player').textContent).toMatch(/Total 2/);
    expect(screen.getByTestId('fair-banker').textContent).toMatch(/Total 8/);
    expect(screen.getByTestId('fair-winner').textContent).toBe('Banker wins');
    expect(screen.getByText('Player pair')).toBeTruthy();
  });

  it('fails a hash that does not belong to the seed and shows no outcome', async () => {
    const user = userEvent.setup();
    const wrong = round.serverSeedHash.replace(/.$/, (d) => (d === '0' ? '1' : '0'));
    renderWithShell(<FairPage />, { path: '/fair' });
    expect(screen.getByTestId('fair-empty')).toBeTruthy();
    await user.selectOptions(screen.getByTestId('fair-game'), 'lucky-dragon-96');
    const fill = async (field: string, text: string) => {
      await user.click(screen.getByTestId(`fair-${field}`));
      await user.paste(text);
    };
    await fill('serverSeed', round.serverSeed);
    await fill('serverSeedHash', wrong);
    await fill('clientSeed', round.clientSeed);
    await fill('nonce', '1');
    await user.click(screen.getByTestId('fair-verify'));
    expect(screen.getByTestId('fair-hash-fail').textContent).toMatch(/Failed/);
    expect(screen.getByRole('alert').textContent).toContain(round.serverSeedHash);
    expect(screen.queryByTestId('fair-slot-grid')).toBeNull();
  });

  it('says what is wrong with each field and verifies nothing', async () => {
    const user = userEvent.setup();
    renderWithShell(<FairPage />, { path: '/fair?serverSeed=XYZ&clientSeed=a:b&nonce=-1' });
    expect(screen.getByTestId('fair-empty')).toBeTruthy();
    await user.click(screen.getByTestId('fair-verify'));
    expect(screen.getByTestId('fair-serverSeed-error').textContent).toBe(
      'A server seed is 64 characters: digits 0–9 and letters a–f.',
    );
    expect(screen.getByTestId('fair-serverSeedHash-error').textContent).toBe('Please fill in this field.');
    expect(screen.getByTestId('fair-clientSeed-error').textContent).toMatch(/1 to 64 letters/);
    expect(screen.getByTestId('fair-nonce-error').textContent).toMatch(/whole number/);
    expect(screen.getByTestId('fair-nonce').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('fair-result')).toBeNull();
  });
});
