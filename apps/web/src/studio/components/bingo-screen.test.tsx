import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BINGO_75_ROOMS } from '@suerte/contracts';
import { setupTestI18n } from '../../lib/test-i18n';
import type { SessionOf } from '../model/kinds';
import { NO_TIMING } from '../model/timing';
import { ok, refused } from '../test-support';
import { BingoScreen } from './bingo-screen';

beforeAll(() => {
  setupTestI18n();
  configure({ asyncUtilTimeout: 5000 });
});
afterEach(() => vi.unstubAllGlobals());

const session = (): SessionOf<'bingo'> => ({
  sessionToken: 's'.repeat(43),
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  currency: 'PHP',
  balance: 10_000,
  demo: false,
  fairness: { serverSeedHash: 'h'.repeat(64), clientSeed: 'c', nonce: 0 },
  game: {
    code: 'bingo-75',
    name: 'Bingo 75',
    kind: 'bingo',
    variant: 'rooms',
    rtp: 0.85,
    rooms: [...BINGO_75_ROOMS],
  },
});
const CARD = {
  index: 0,
  numbers: [1, 16, 31, 46, 61, 2, 17, 32, 47, 62, 3, 18, 0, 48, 63, 4, 19, 33, 49, 64, 5, 20, 34, 50, 65],
};
const game = (over: Record<string, unknown> = {}) => ({
  gameId: 'sampaguita-20261128-1230',
  room: 'sampaguita',
  status: 'OPEN',
  salesCloseAt: new Date(Date.now() + 95_000).toISOString(),
  serverSeedHash: 'a'.repeat(64),
  clientSeed: 'sampaguita-20261128-1230',
  serverSeed: null,
  cardsSold: 4,
  pot: 1_700,
  ...over,
});
const rooms = (myCards: number, last: unknown = null) => ({
  now: new Date().toISOString(),
  rooms: [
    { room: 'sampaguita', next: game(), myCards, last },
    { room: 'jade', next: null, myCards: 0, last: null },
  ],
});

function stub(routes: (url: string, init?: RequestInit) => Response | undefined) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const answer = routes(url, init);
    if (!answer) throw new Error(`unexpected call ${url}`);
    return answer;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('bingo', { timeout: 20_000 }, () => {
  it('shows the rooms with pot and countdown, buys cards and shows them', async () => {
    let held = 0;
    const fetch = stub((url) => {
      if (url === '/studio/api/bingo/rooms') return ok(rooms(held));
      if (url === '/studio/api/bingo/buy') {
        held = 1;
        return ok({ roundId: 'SB1', gameId: game().gameId, cards: [CARD], bet: 500, balanceAfter: 9_500 });
      }
      if (url.startsWith('/studio/api/bingo/games/'))
        return ok({ game: game(), draw: null, stages: null, myCards: [CARD], myWin: 0 });
      return undefined;
    });
    render(<BingoScreen session={session()} timing={NO_TIMING} />);
    await waitFor(() => expect(screen.getByTestId('bingo-pot').textContent).toBe('17.00'));
    expect(screen.getByTestId('bingo-next-close').textContent).toMatch(/^1:3\d$/);
    expect(screen.getByTestId('bingo-no-cards')).toBeTruthy();
    await userEvent.click(screen.getByTestId('bingo-buy'));
    await waitFor(() => expect(screen.getAllByTestId('bingo-card')).toHaveLength(1));
    const buy = fetch.mock.calls.find(([url]) => url === '/studio/api/bingo/buy')!;
    expect(JSON.parse(buy[1]!.body as string)).toMatchObject({ gameId: game().gameId, count: 1 });
    expect(screen.getByTestId('balance').textContent).toContain('95.00');
  });

  it('says a late purchase was refused because sales closed', async () => {
    stub((url) => {
      if (url === '/studio/api/bingo/rooms') return ok(rooms(0));
      if (url === '/studio/api/bingo/buy') return refused('SALES_CLOSED', 409);
      return undefined;
    });
    render(<BingoScreen session={session()} timing={NO_TIMING} />);
    await waitFor(() => expect(screen.getByTestId('bingo-pot').textContent).toBe('17.00'));
    await userEvent.click(screen.getByTestId('bingo-buy'));
    expect((await screen.findByTestId('game-error')).textContent).toContain(
      'Sales for this draw have closed',
    );
  });

  it("shows a drawn game: the balls, the member's cards daubed and what each pattern paid", async () => {
    const drawn = game({ gameId: 'sampaguita-20261128-1228', status: 'SETTLED', serverSeed: 's1' });
    const draw = [1, 16, 31, 46, 61, 5, 65];
    const stages = [
      { pattern: 'line', pot: 340, ball: 4, winners: [0], prizes: [340] },
      { pattern: 'fourCorners', pot: 340, ball: 6, winners: [0], prizes: [340] },
      { pattern: 'blackout', pot: 1_020, ball: 6, winners: [2], prizes: [1_020] },
    ];
    stub((url) => {
      if (url === '/studio/api/bingo/rooms') return ok(rooms(0, drawn));
      if (url.endsWith(drawn.gameId)) return ok({ game: drawn, draw, stages, myCards: [CARD], myWin: 680 });
      return undefined;
    });
    render(<BingoScreen session={session()} timing={NO_TIMING} />);
    await userEvent.click(await screen.findByTestId('bingo-last'));
    expect((await screen.findByTestId('bingo-result')).textContent).toBe('You won 6.80!');
    expect(screen.getByTestId('bingo-current-ball').textContent).toBe('O65');
    expect(screen.getByTestId('bingo-card-win').textContent).toBe('Line +3.40 · Four corners +3.40');
    expect(screen.getAllByRole('gridcell', { selected: true })).toHaveLength(8);
  });
});
