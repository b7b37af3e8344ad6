import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { StudioRound } from '@suerte/contracts';
import { handClientSeed, mixClientSeed } from '@suerte/fair';
import { setupTestI18n } from '../../lib/test-i18n';
import { baccaratSession, crashOf, crashSession, dealOf, ok } from '../test-support';
import { RecallPanel } from './recall-panel';

beforeAll(() => setupTestI18n());
afterEach(() => vi.unstubAllGlobals());

const format = (minor: number) => (minor / 100).toFixed(2);
const base = {
  roundId: 'round-9',
  status: 'SETTLED' as const,
  demo: false,
  currency: 'PHP',
  balanceBefore: 100_000,
  createdAt: '2026-11-25T04:00:00Z',
  settledAt: '2026-11-25T04:00:01Z',
  fairness: { serverSeedHash: 'c'.repeat(64), serverSeed: 'd'.repeat(64), clientSeed: 'my-seed', nonce: 12 },
};

function show(
  round: StudioRound,
  info: Parameters<typeof RecallPanel>[0]['info'],
  /** Other calls' answers by a part of their address (a bingo game's state). */
  answers: Record<string, unknown> = {},
) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const other = Object.keys(answers).find((part) => String(url).includes(part));
      return Promise.resolve(ok(other ? answers[other] : { rounds: [round] }));
    }),
  );
  render(<RecallPanel token="t" info={info} format={format} focusRound="round-9" version={0} />);
}

describe('game recall of other kinds', () => {
  it('shows a baccarat round: both hands as dealt, the result, each spot returned, and its /fair link', async () => {
    const deal = dealOf({ banker: 1_000, playerPair: 100 }, 100_000, 5);
    const {
      roundId: _r,
      nonce: _n,
      serverSeedHash: _h,
      clientSeed: _c,
      fairness: _f,
      bet,
      balanceBefore: _b,
      balanceAfter,
      ...outcome
    } = deal;
    show(
      {
        ...base,
        game: 'baccarat',
        gameName: 'Baccarat',
        kind: 'baccarat',
        variant: 'standard',
        bet,
        win: deal.totalWin,
        balanceAfter,
        outcome,
      },
      baccaratSession().game,
    );
    const round = await screen.findByTestId('recall-round');
    const cards = (side: string) =>
      Array.from(screen.getByTestId(`recall-${side}`).querySelectorAll('[data-testid=card]')).map((c) =>
        Number((c as HTMLElement).dataset.code),
      );
    expect(cards('player')).toEqual(deal.player);
    expect(cards('banker')).toEqual(deal.banker);
    expect(screen.getByTestId('recall-player').textContent).toContain(`Total ${deal.playerTotal}`);
    expect(round.textContent).toContain(`Banker: bet 10.00, returned ${format(deal.returns.banker)}`);
    expect(round.textContent).toContain(`Player pair: bet 1.00, returned ${format(deal.returns.playerPair)}`);
    expect(round.textContent).not.toContain('Tie: bet');
    expect(screen.getByTestId('recall-verify').getAttribute('href')).toBe(
      `/fair?game=baccarat&serverSeed=${'d'.repeat(64)}&serverSeedHash=${'c'.repeat(64)}&clientSeed=my-seed&nonce=12`,
    );
  });

  const highCardRound = (tableSeed: string, dealtWith: string): StudioRound => ({
    ...base,
    fairness: { ...base.fairness, clientSeed: dealtWith, nonce: 0 },
    game: 'high-card',
    gameName: 'High Card',
    kind: 'highcard',
    variant: 'rake-5',
    bet: 20_000,
    win: 38_000,
    balanceAfter: 118_000,
    outcome: {
      tableId: 'hc-php-200',
      handId: 'HC1',
      stake: 20_000,
      rakeBp: 500,
      pot: 40_000,
      rake: 2_000,
      seats: [
        { seat: 1, player: 'Pl…01', card: 12, payout: 38_000, clientSeed: 'my-lucky-seed' },
        { seat: 2, player: 'Pl…02', card: 3, payout: 0, clientSeed: 'their-seed' },
      ],
      tableClientSeed: tableSeed,
      winners: [1],
      seat: 1,
      totalWin: 38_000,
    },
  });
  const highCardInfo = {
    code: 'high-card',
    name: 'High Card',
    kind: 'highcard',
    variant: 'rake-5',
    rtp: 0.95,
    rakeBp: 500,
    minPlayers: 2,
    startDelaySeconds: 10,
    tables: [],
  } as never;

  it('checks a High Card hand’s client seed against the seeds it lists, and links them to /fair', async () => {
    const tableSeed = 'e'.repeat(32);
    const dealtWith = handClientSeed(tableSeed, ['my-lucky-seed', 'their-seed']);
    show(highCardRound(tableSeed, dealtWith), highCardInfo);
    expect((await screen.findByTestId('recall-mix-check')).textContent).toBe(
      'SHA-256 of these seeds, computed here, is the client seed the round was played with.',
    );
    const link = new URL(screen.getByTestId('recall-verify').getAttribute('href')!, 'http://x');
    expect(link.searchParams.get('seedParts')).toBe(`${tableSeed}/my-lucky-seed/their-seed`);
    expect(link.searchParams.get('clientSeed')).toBe(dealtWith);
  });

  it('tells when a High Card hand’s listed seeds do not give its client seed', async () => {
    show(
      highCardRound('e'.repeat(32), handClientSeed('e'.repeat(32), ['my-lucky-seed', 'other'])),
      highCardInfo,
    );
    expect((await screen.findByTestId('recall-mix-check')).textContent).toMatch(/is not the client seed/);
  });

  it("shows a High Card hand: every seat's card and payout, and the seeds the deck was dealt from", async () => {
    const tableSeed = 'e'.repeat(32);
    const dealtWith = handClientSeed(tableSeed, ['my-lucky-seed', 'their-seed']);
    show(highCardRound(tableSeed, dealtWith), highCardInfo);
    const step = await screen.findByTestId('recall-highcard');
    expect(step.textContent).toContain('380.00');
    expect(screen.getByTestId('recall-highcard-seeds').textContent).toBe(
      `Dealt from the table's seed ${tableSeed} and every player's own seed as they sat down, in seat order (yours: my-lucky-seed).`,
    );
    expect(screen.getByTestId('recall-verify').getAttribute('href')).toContain(`clientSeed=${dealtWith}`);
  });

  it('shows a crash round: its cash-out, where it crashed, and its /fair link', async () => {
    const play = crashOf(1_000, 250, 180, 100_000);
    show(
      {
        ...base,
        game: 'crash',
        gameName: 'Crash',
        kind: 'crash',
        variant: '97',
        bet: 1_000,
        win: 0,
        balanceAfter: play.balanceAfter,
        outcome: { target: 250, crashPoint: 180, instant: false, cashedOut: false, totalWin: 0 },
      },
      crashSession().game,
    );
    const step = await screen.findByTestId('recall-crash');
    expect(step.textContent).toContain('Automatic cash-out at ×2.50');
    expect(step.textContent).toContain('Crashed at ×1.80');
    expect(step.textContent).toContain('Crashed before the cash-out: the bet was lost');
    expect(screen.getByTestId('recall-verify').getAttribute('href')).toContain('/fair?game=crash&');
  });

  it('shows a bingo purchase: its game, its cards daubed by the draw, their prizes, and /fair links', async () => {
    const parts = ['jade-20261128-1235', '0:3:ana', '3:1:my-seed'];
    const drawSeed = mixClientSeed(parts);
    const card = {
      index: 3,
      numbers: [1, 16, 31, 46, 61, 2, 17, 32, 47, 62, 3, 18, 0, 48, 63, 4, 19, 33, 49, 64, 5, 20, 34, 50, 65],
    };
    show(
      {
        ...base,
        fairness: { ...base.fairness, clientSeed: 'jade-20261128-1235', nonce: 4 },
        game: 'bingo-75',
        gameName: 'Bingo 75',
        kind: 'bingo',
        variant: 'rooms',
        bet: 2_000,
        win: 1_350,
        balanceAfter: 99_350,
        outcome: {
          gameId: 'jade-20261128-1235',
          room: 'jade',
          cardPrice: 2_000,
          cards: [card],
          draw: [1, 16, 31, 46, 61],
          drawClientSeed: drawSeed,
          stages: [{ pattern: 'line', pot: 1_350, ball: 4, winners: [3], prizes: [1_350] }],
          totalWin: 1_350,
        },
      },
      { ...crashSession().game, code: 'bingo-75', kind: 'bingo', rooms: [] } as never,
      { '/bingo/games/jade-20261128-1235': { drawSeedParts: parts } },
    );
    const step = await screen.findByTestId('recall-bingo');
    expect(step.textContent).toContain('Game jade-20261128-1235 · Jade room');
    expect(step.textContent).toContain('5 balls called');
    expect(screen.getByTestId('bingo-card-win').textContent).toBe('Line +13.50');
    expect(screen.getAllByRole('gridcell', { selected: true })).toHaveLength(6);
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');
    // A card from the game's seed; the balls from the seed the closed sales made.
    expect(
      links.some(
        (h) =>
          h.includes('game=bingo-card') &&
          h.includes('nonce=4') &&
          h.includes('clientSeed=jade-20261128-1235'),
      ),
    ).toBe(true);
    // The game's published sales give the balls' client seed, checked here, and go to /fair with it.
    expect((await screen.findByTestId('recall-mix-check')).textContent).toMatch(/is the client seed/);
    expect(screen.getByTestId('recall-bingo-seeds').textContent).toContain(`client seed ${drawSeed}:`);
    expect(screen.getByTestId('recall-bingo-seeds').textContent).toContain('its 2 sales');
    const drawLink = new URL(screen.getByTestId('recall-verify-draw').getAttribute('href')!, 'http://x');
    expect(drawLink.searchParams.get('game')).toBe('bingo-draw');
    expect(drawLink.searchParams.get('clientSeed')).toBe(drawSeed);
    expect(drawLink.searchParams.get('nonce')).toBe('0');
    expect(drawLink.searchParams.get('seedParts')).toBe(parts.join('/'));
  });
  it('shows a bet on a simulated cockfight with a /fair link that carries the ratings it was drawn with', async () => {
    show(
      {
        ...base,
        fairness: { ...base.fairness, clientSeed: 'CF-20261128-1240', nonce: 0 },
        game: 'cockfight',
        gameName: 'Cockfight',
        kind: 'event',
        variant: 'standard',
        bet: 1_000,
        win: 1_850,
        balanceAfter: 100_850,
        outcome: {
          eventId: 'CF-20261128-1240',
          sport: 'cockfight',
          home: { name: 'Red', rating: 620 },
          away: { name: 'White', rating: 380 },
          drawBp: 250,
          totalLine: null,
          selection: 'meron',
          odds: 185,
          result: { side: 'meron', score: null },
          betOutcome: 'win',
          totalWin: 1_850,
        },
      } as never,
      { ...crashSession().game, code: 'cockfight', kind: 'event' } as never,
    );
    const step = await screen.findByTestId('recall-event');
    expect(step.textContent).toContain('Red (620)');
    const href = screen.getByTestId('recall-verify').getAttribute('href')!;
    const query = new URLSearchParams(href.slice(href.indexOf('?')));
    expect(Object.fromEntries(query)).toMatchObject({
      game: 'cockfight',
      clientSeed: 'CF-20261128-1240',
      nonce: '0',
      meron: '620',
      wala: '380',
      drawBp: '250',
    });
  });
});
