import { describe, expect, it } from 'vitest';
import { brokenLimit, DEFAULT_WIN_LIMITS, effectiveLimits } from './win-limits.js';

describe('win limits', () => {
  const none = { maxWin: null, maxRoundWin: null };

  it('takes the game, then the vendor, then the product default, each limit on its own', () => {
    expect(effectiveLimits(none, undefined)).toEqual(DEFAULT_WIN_LIMITS);
    expect(effectiveLimits({ maxWin: 500, maxRoundWin: null }, undefined)).toEqual({
      maxWin: 500,
      maxRoundWin: DEFAULT_WIN_LIMITS.maxRoundWin,
    });
    expect(effectiveLimits({ maxWin: 500, maxRoundWin: 900 }, { maxWin: null, maxRoundWin: 2_000 })).toEqual({
      maxWin: 500,
      maxRoundWin: 2_000,
    });
    expect(effectiveLimits({ maxWin: 500, maxRoundWin: 900 }, { maxWin: 50, maxRoundWin: null })).toEqual({
      maxWin: 50,
      maxRoundWin: 900,
    });
  });

  it('names the limit a win breaks; at the limit is allowed', () => {
    const limits = { maxWin: 100, maxRoundWin: 250 };
    expect(brokenLimit(limits, 100, 250)).toBeNull();
    expect(brokenLimit(limits, 101, 101)).toBe('maxWin');
    expect(brokenLimit(limits, 100, 251)).toBe('maxRoundWin');
    expect(brokenLimit(limits, 0, 0)).toBeNull();
  });

  it('keeps the defaults far below the safe-integer bound', () => {
    expect(DEFAULT_WIN_LIMITS.maxWin).toBeLessThanOrEqual(DEFAULT_WIN_LIMITS.maxRoundWin);
    expect(DEFAULT_WIN_LIMITS.maxRoundWin * 1_000_000).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });
});
