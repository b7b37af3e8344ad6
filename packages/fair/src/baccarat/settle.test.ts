import { describe, expect, it } from 'vitest';
import { returnPerUnit, type BaccaratBet } from './rules.js';
import { baccaratPayout, baccaratPayouts } from './settle.js';

const coup = (winner: 'player' | 'banker' | 'tie', playerPair = false, bankerPair = false) => ({
  winner,
  playerPair,
  bankerPair,
});
const BETS: BaccaratBet[] = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'];

describe('baccarat settlement in minor units', () => {
  it('pays hand-computed amounts, the banker commission rounded down', () => {
    expect(baccaratPayout(1000, 'banker', coup('banker'))).toBe(1950);
    expect(baccaratPayout(333, 'banker', coup('banker'))).toBe(649); // 333 + 316.35
    expect(baccaratPayout(333, 'player', coup('player'))).toBe(666);
    expect(baccaratPayout(333, 'banker', coup('tie'))).toBe(333);
    expect(baccaratPayout(100, 'tie', coup('tie'))).toBe(900);
    expect(baccaratPayout(100, 'playerPair', coup('banker', true))).toBe(1200);
    expect(baccaratPayout(100, 'bankerPair', coup('banker', true))).toBe(0);
    expect(baccaratPayouts({ banker: 500, tie: 100, bankerPair: 50 }, coup('tie', false, true))).toBe(
      500 + 900 + 600,
    );
    expect(() => baccaratPayout(-1, 'player', coup('player'))).toThrow();
  });

  it('agrees with the rules’ return per unit on every bet, result and stake up to 400 (rounded down)', () => {
    const wrong: string[] = [];
    for (const winner of ['player', 'banker', 'tie'] as const)
      for (const pairs of [false, true])
        for (const bet of BETS)
          for (let stake = 0; stake <= 400; stake++) {
            const c = coup(winner, pairs, pairs);
            const expected = Math.floor(Math.round(stake * returnPerUnit(bet, c) * 100) / 100);
            if (baccaratPayout(stake, bet, c) !== expected) wrong.push(`${bet} ${winner} ${stake}`);
          }
    expect(wrong).toEqual([]);
  });
});
