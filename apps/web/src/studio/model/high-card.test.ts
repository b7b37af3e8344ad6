import { describe, expect, it } from 'vitest';
import type { StudioHighCardTable } from '@suerte/contracts';
import { myResult, seatViews, secondsLeft } from './high-card';

const table = (over: Partial<StudioHighCardTable> = {}): StudioHighCardTable => ({
  tableId: 'hc-php-10',
  name: 'Table 10',
  currency: 'PHP',
  stake: 1_000,
  seats: 3,
  handId: 'HC2',
  state: 'WAITING',
  startsAt: null,
  now: '2026-11-28T12:00:00.000Z',
  seated: [{ seat: 2, player: 'P-00AA', mine: true, clientSeed: 'my-seed' }],
  serverSeedHash: 'h',
  clientSeed: 'c',
  mySeat: 2,
  lastHand: {
    tableId: 'hc-php-10',
    handId: 'HC1',
    stake: 1_000,
    rakeBp: 500,
    pot: 2_000,
    rake: 100,
    seats: [
      { seat: 1, player: 'P-11BB', card: 12, payout: 1_900 },
      { seat: 3, player: 'P-00AA', card: 5, payout: 0 },
    ],
    winners: [1],
    serverSeed: 's',
    serverSeedHash: 'h0',
    clientSeed: 'c0',
    nonce: 0,
    settledAt: '2026-11-28T11:59:00.000Z',
    myRoundId: 'HC1S3',
  },
  ...over,
});

describe('high card screen model', () => {
  it('counts down whole seconds on the server clock, never below zero', () => {
    const at = '2026-11-28T12:00:08.000Z';
    const local = Date.parse('2026-11-28T12:00:00.000Z');
    expect(secondsLeft(null, 0, local)).toBeNull();
    expect(secondsLeft(at, 0, local)).toBe(8);
    // The server is 2.5 s ahead of this device: 5.5 s left, shown as 6.
    expect(secondsLeft(at, 2_500, local)).toBe(6);
    expect(secondsLeft(at, 0, local + 60_000)).toBe(0);
  });

  it('lays out every seat with who sits there and the last hand cards', () => {
    expect(seatViews(table(), true)).toEqual([
      { seat: 1, player: 'P-11BB', mine: false, card: 12, payout: 1_900, winner: true },
      { seat: 2, player: 'P-00AA', mine: true, card: null, payout: null, winner: false },
      { seat: 3, player: 'P-00AA', mine: false, card: 5, payout: 0, winner: false },
    ]);
    expect(seatViews(table(), false).map((s) => s.card)).toEqual([null, null, null]);
  });

  it("tells the member's result of the last hand: payout less the ante", () => {
    expect(myResult(table())).toBe(-1_000);
    const won = table();
    won.lastHand!.myRoundId = 'HC1S1';
    expect(myResult(won)).toBe(900);
    expect(myResult(table({ lastHand: null }))).toBeNull();
  });
});
