import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import vectors from '@suerte/fair/vectors.json';
import { FairStream, crashPointOf } from '@suerte/fair';
import { renderWithShell } from '../../../app/test-utils';
import FairPage from './fair-page';

// The other games' rounds recomputed on the page from the fixed vectors. Expected values are read off the frozen
// vectors (High Card, Crash) or drawn here from the stream by the published procedure, not through the engines.
const first = vectors.cases[0]!;

function link(game: string, extra: Record<string, string> = {}, c = first): string {
  const query = new URLSearchParams({
    game,
    serverSeed: c.serverSeed,
    serverSeedHash: c.serverSeedHash,
    clientSeed: c.clientSeed,
    nonce: String(c.nonce),
    ...extra,
  });
  return `/fair?${query}`;
}

/** The first `count` items of a front-to-back Fisher–Yates shuffle (README "Shuffles"). */
function shuffleTop(items: number[], count: number, c = first): number[] {
  const stream = FairStream.of(c);
  const copy = [...items];
  for (let i = 0; i < Math.min(count, copy.length - 1); i++) {
    const j = i + stream.nextInt(copy.length - i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, count);
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('/fair for Mines, Crash, Bingo, High Card and events', () => {
  it('lays out the mine board of the mine count asked', () => {
    renderWithShell(<FairPage />, { path: link('mines', { mines: '5' }) });
    expect(screen.getByTestId('fair-hash-pass')).toBeTruthy();
    const mines = shuffleTop(range(0, 24), 5).sort((a, b) => a - b);
    const tiles = within(screen.getByTestId('fair-mines-board')).getAllByTestId('fair-tile');
    expect(tiles).toHaveLength(25);
    expect(tiles.flatMap((tile, i) => (tile.dataset.mine ? [i] : []))).toEqual(mines);
    expect(screen.getByTestId('fair-mines-tiles').textContent).toContain(mines.map((m) => m + 1).join(', '));
    expect((screen.getByTestId('fair-mines') as HTMLInputElement).value).toBe('5');
  });

  it('replays the picks typed on the board: up to the first mine, or the multiplier reached', () => {
    const mines = shuffleTop(range(0, 24), 5);
    const safe = range(0, 24).filter((tile) => !mines.includes(tile));
    const played = [safe[0]!, safe[1]!, mines[0]!, safe[2]!].map((tile) => tile + 1).join(', ');
    const { unmount } = renderWithShell(<FairPage />, { path: link('mines', { mines: '5', picks: played }) });
    expect(screen.getByTestId('fair-mines-status').textContent).toBe(
      `Mine on tile ${mines[0]! + 1} after 2 safe tiles: the stake is lost.`,
    );
    expect(screen.getByTestId('fair-mines-picks').textContent).toContain('1 later pick was not played');
    const picked = screen.getAllByTestId('fair-tile').filter((tile) => tile.dataset.pick);
    expect(picked).toHaveLength(4);
    unmount();
    // Three safe picks with 5 mines: 97 % × C(25, 3) / C(20, 3) = 0.97 × 2300 / 1140 = 1.95701…
    const three = safe
      .slice(0, 3)
      .map((tile) => tile + 1)
      .join(',');
    renderWithShell(<FairPage />, { path: link('mines', { mines: '5', picks: three }) });
    expect(screen.getByTestId('fair-mines-status').textContent).toBe(
      '3 safe tiles: cash-out multiplier ×1.9570.',
    );
  });

  it.each(['3, 3', '26', '1 2'])(
    'refuses the picks %s (off the board, repeated or malformed)',
    async (picks) => {
      const user = userEvent.setup();
      renderWithShell(<FairPage />, { path: link('mines', { mines: '5', picks }) });
      expect(screen.getByTestId('fair-empty')).toBeTruthy();
      await user.click(screen.getByTestId('fair-verify'));
      expect(screen.getByTestId('fair-picks-error').textContent).toMatch(/each once/);
      expect(screen.queryByTestId('fair-mines-board')).toBeNull();
    },
  );

  it.each(vectors.cases)('reads the crash point from the first two words (nonce $nonce)', (c) => {
    renderWithShell(<FairPage />, { path: link('crash', {}, c) });
    const u = (BigInt(c.words[0]! & 0xfffff) << 32n) | BigInt(c.words[1]!);
    const point = (Number(crashPointOf(u)) / 100).toFixed(2);
    expect(screen.getByTestId('fair-crash-point').textContent).toBe(`Crash point: ×${point}`);
  });

  it('deals High Card seats from the top of the frozen 52-card shuffle and names the winner', () => {
    renderWithShell(<FairPage />, { path: link('high-card', { players: '4' }) });
    const seats = screen.getAllByTestId('fair-seat');
    expect(seats).toHaveLength(4);
    // deck52 starts 13, 38, 18, 40: A♦, K♥, 6♦, 2♠ (rank = code mod 13, suit = code div 13; ace high).
    expect(first.deck52.slice(0, 4)).toEqual([13, 38, 18, 40]);
    expect(
      seats.map((s) => s.querySelector('[data-testid="fair-card"]')!.getAttribute('aria-label')),
    ).toEqual(['A of diamonds', 'K of hearts', '6 of diamonds', '2 of spades']);
    expect(seats.map((s) => Boolean(s.dataset.won))).toEqual([true, false, false, false]);
    expect(screen.getByTestId('fair-winner').textContent).toBe('Seat 1 wins');
  });

  it('splits the pot between seats holding the same top rank', () => {
    // Nonce 1's deck52 starts 7, 8, 16, 47, 20, 31: 8♣, 9♣, 4♦, 9♠, 8♦, 6♥: seats 2 and 4 hold the nines.
    const c = vectors.cases[1]!;
    expect(c.deck52.slice(0, 6)).toEqual([7, 8, 16, 47, 20, 31]);
    renderWithShell(<FairPage />, { path: link('high-card', { players: '6' }, c) });
    const won = screen.getAllByTestId('fair-seat').map((s) => Boolean(s.dataset.won));
    expect(won).toEqual([false, true, false, true, false, false]);
    expect(screen.getByTestId('fair-winner').textContent).toBe('Seats 2, 4 split the pot');
  });

  it('calls the 75 balls in the shuffled order and fills a card column by column', () => {
    const { unmount } = renderWithShell(<FairPage />, { path: link('bingo-draw') });
    const balls = screen
      .getAllByTestId('fair-ball')
      .map((b) => Number(b.textContent!.replace(/^\d+[BINGO]/, '')));
    expect(balls).toEqual(shuffleTop(range(1, 75), 75));
    unmount();
    renderWithShell(<FairPage />, { path: link('bingo-card') });
    const squares = screen.getAllByTestId('fair-square').map((s) => s.textContent);
    expect(squares[12]).toBe('FREE');
    // Column B is the first 5 of a shuffle of 1–15 from the card's stream, top to bottom.
    const stream = FairStream.of(first);
    const b = range(1, 15);
    for (let i = 0; i < 5; i++) {
      const j = i + stream.nextInt(15 - i);
      [b[i], b[j]] = [b[j]!, b[i]!];
    }
    expect([0, 5, 10, 15, 20].map((cell) => Number(squares[cell]))).toEqual(b.slice(0, 5));
  });

  it('draws a fight and a match from the published ratings', () => {
    const { unmount } = renderWithShell(<FairPage />, {
      path: link('cockfight', { meron: '5', wala: '4', drawBp: '300' }),
    });
    const x = FairStream.of(first).nextInt(9 * 10_000);
    const fight = x < 5 * 9700 ? 'Meron wins' : x < 9 * 9700 ? 'Wala wins' : 'Draw';
    expect(screen.getByTestId('fair-event-result').textContent).toBe(fight);
    unmount();
    renderWithShell(<FairPage />, { path: link('football', { home: '30', away: '20' }) });
    const stream = FairStream.of(first);
    const goals = (rating: number) => range(1, 10).filter(() => stream.nextInt(100) < rating).length;
    const home = goals(30);
    expect(screen.getByTestId('fair-event-result').textContent).toBe(`Home ${home} – ${goals(20)} Away`);
  });

  it('asks for the game’s own parameters and checks their limits', async () => {
    const user = userEvent.setup();
    renderWithShell(<FairPage />, { path: '/fair' });
    expect(screen.queryByTestId('fair-params')).toBeNull();
    await user.selectOptions(screen.getByTestId('fair-game'), 'mines');
    await user.type(screen.getByTestId('fair-mines'), '25');
    await user.click(screen.getByTestId('fair-verify'));
    expect(screen.getByTestId('fair-mines-error').textContent).toBe('A whole number from 1 to 24.');
    await user.selectOptions(screen.getByTestId('fair-game'), 'cockfight');
    expect((screen.getByTestId('fair-drawBp') as HTMLInputElement).value).toBe('300');
    expect(screen.getByTestId('fair-meron')).toBeTruthy();
    expect(screen.queryByTestId('fair-mines')).toBeNull();
  });

  it('waits for a link without the mine count instead of guessing it', () => {
    renderWithShell(<FairPage />, { path: link('mines') });
    expect(screen.getByTestId('fair-empty')).toBeTruthy();
    expect(screen.queryByTestId('fair-mines-board')).toBeNull();
  });

  describe('a client seed mixed from published seeds (the fixed vectors’ mixes)', () => {
    const { highCard, bingoDraw } = vectors.mixes;
    const mixLink = (game: string, c: typeof highCard | typeof bingoDraw, extra: Record<string, string>) =>
      `/fair?${new URLSearchParams({
        game,
        serverSeed: c.serverSeed,
        serverSeedHash: c.serverSeedHash,
        nonce: String(c.nonce),
        seedParts: c.parts,
        ...extra,
      })}`;

    it('hashes a High Card hand’s seeds into its client seed and deals the vectors’ cards', () => {
      renderWithShell(<FairPage />, { path: mixLink('high-card', highCard, { players: '3' }) });
      expect(screen.getByTestId('fair-hash-pass')).toBeTruthy();
      expect(screen.getByTestId('fair-mixed-seed').textContent).toBe(
        `Client seed recomputed from the 4 published seeds (SHA-256 of them joined by /): ${highCard.clientSeed}`,
      );
      const cards = screen
        .getAllByTestId('fair-seat')
        .map((s) => s.querySelector('[data-testid="fair-card"]')!.getAttribute('aria-label'));
      // 12, 3, 40: K♣, 4♣, 2♠ (rank = code mod 13, suit = code div 13).
      expect(highCard.cards).toEqual([12, 3, 40]);
      expect(cards).toEqual(['K of clubs', '4 of clubs', '2 of spades']);
    });

    it('hashes a bingo game’s seed and sales into the draw’s client seed and calls the vectors’ balls', () => {
      renderWithShell(<FairPage />, {
        path: mixLink('bingo-draw', bingoDraw, { clientSeed: bingoDraw.clientSeed }),
      });
      expect(screen.getByTestId('fair-mixed-seed').textContent).toContain(bingoDraw.clientSeed);
      const balls = screen
        .getAllByTestId('fair-ball')
        .map((b) => Number(b.textContent!.replace(/^\d+[BINGO]/, '')));
      expect(balls).toEqual(bingoDraw.draw);
      expect((screen.getByTestId('fair-seedParts') as HTMLTextAreaElement).value).toBe(bingoDraw.parts);
    });

    it('refuses seeds that do not give the client seed given, or that no seed could be', async () => {
      const user = userEvent.setup();
      // One sale left out: another digest than the published client seed.
      const fewer = bingoDraw.parts.split('/').slice(0, -1).join('/');
      renderWithShell(<FairPage />, {
        path: mixLink('bingo-draw', bingoDraw, { clientSeed: bingoDraw.clientSeed, seedParts: fewer }),
      });
      expect(screen.getByTestId('fair-empty')).toBeTruthy();
      await user.click(screen.getByTestId('fair-verify'));
      expect(screen.getByTestId('fair-seedParts-error').textContent).toMatch(/not the seeds this round/);
      expect(screen.queryByTestId('fair-ball')).toBeNull();
      await user.clear(screen.getByTestId('fair-seedParts'));
      await user.type(screen.getByTestId('fair-seedParts'), 'room 1/0:1:ana');
      await user.click(screen.getByTestId('fair-verify'));
      expect(screen.getByTestId('fair-seedParts-error').textContent).toMatch(/separated by \//);
    });
  });
});
