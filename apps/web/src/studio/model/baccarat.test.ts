import { describe, expect, it } from 'vitest';
import {
  NO_BETS,
  addChip,
  dealOrder,
  doubled,
  placedBets,
  refusedSpot,
  spotResult,
  totalOf,
  totalStake,
} from './baccarat';

const table = {
  unit: 100,
  limits: {
    player: { min: 100, max: 20_000 },
    banker: { min: 100, max: 20_000 },
    tie: { min: 100, max: 2_500 },
    playerPair: { min: 200, max: 1_800 },
    bankerPair: { min: 100, max: 1_800 },
  },
};

describe('baccarat table model', () => {
  it('adds chips up to the spot limit and says when a chip did not fit', () => {
    let { bets, capped } = addChip(NO_BETS, 'tie', 1_000, table);
    expect([bets.tie, capped]).toEqual([1_000, false]);
    ({ bets, capped } = addChip(bets, 'tie', 1_000, table));
    ({ bets, capped } = addChip(bets, 'tie', 1_000, table));
    expect([bets.tie, capped]).toEqual([2_500, true]);
    expect(totalStake({ ...bets, banker: 500 })).toBe(3_000);
    expect(doubled({ ...NO_BETS, player: 15_000, tie: 500 }, table)).toMatchObject({
      player: 20_000,
      tie: 1_000,
      banker: 0,
    });
  });

  it('finds a stake the table would refuse, and sends only the spots staked', () => {
    expect(refusedSpot({ ...NO_BETS, player: 500 }, table)).toBeNull();
    expect(refusedSpot({ ...NO_BETS, player: 500, playerPair: 100 }, table)).toBe('playerPair');
    expect(refusedSpot({ ...NO_BETS, banker: 150 }, table)).toBe('banker');
    expect(placedBets({ ...NO_BETS, banker: 500, tie: 100 })).toEqual({ banker: 500, tie: 100 });
  });

  it('deals player, banker, player, banker, then the third cards; totals count the cards shown', () => {
    // Player 2♣ Q♥ 9♥, banker 3♥ Q♣ 9♥ (codes: rank + 13 × suit).
    const outcome = { player: [1, 24, 34], banker: [28, 11] };
    expect(dealOrder(outcome)).toEqual([
      { side: 'player', code: 1 },
      { side: 'banker', code: 28 },
      { side: 'player', code: 24 },
      { side: 'banker', code: 11 },
      { side: 'player', code: 34 },
    ]);
    expect(totalOf([1, 24, 34])).toBe(1);
    expect(totalOf([7, 8])).toBe(7);
  });

  it('says how each staked spot ended', () => {
    const outcome = {
      stakes: { player: 100, banker: 200, tie: 0, playerPair: 100, bankerPair: 0 },
      returns: { player: 200, banker: 200, tie: 0, playerPair: 0, bankerPair: 0 },
    } as never;
    expect(spotResult(outcome, 'player')).toBe('won');
    expect(spotResult(outcome, 'banker')).toBe('push');
    expect(spotResult(outcome, 'playerPair')).toBe('lost');
    expect(spotResult(outcome, 'tie')).toBeNull();
  });
});
