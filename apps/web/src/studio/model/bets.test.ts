import { describe, expect, it } from 'vitest';
import { affordableBet, initialBet, stepBet } from './bets';

const levels = [200, 400, 1000, 2000];

describe('bet levels', () => {
  it('step one level up or down and stop at the ends', () => {
    expect(stepBet(levels, 400, 1)).toBe(1000);
    expect(stepBet(levels, 400, -1)).toBe(200);
    expect(stepBet(levels, 2000, 1)).toBe(2000);
    expect(stepBet(levels, 200, -1)).toBe(200);
  });

  it('move a bet that is not a level to the nearest level in the asked direction', () => {
    expect(stepBet(levels, 500, 1)).toBe(1000);
    expect(stepBet(levels, 500, -1)).toBe(400);
  });

  it('start at the game default when it is a level, else the smallest', () => {
    expect(initialBet(levels, 1000)).toBe(1000);
    expect(initialBet(levels, 300)).toBe(200);
  });

  it('find the largest bet the balance covers', () => {
    expect(affordableBet(levels, 1500)).toBe(1000);
    expect(affordableBet(levels, 100)).toBeNull();
  });
});
