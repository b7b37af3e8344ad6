import { describe, expect, it } from 'vitest';
import type { Bet } from './bet-types.js';
import { checkLimits, type StakeLimits } from './limits.js';

const limits: StakeLimits = { maxPointsPerNumber: 100, maxPointsPerBet: 150, maxPointsPerDraw: 1_000 };
const lo = (numbers: string[], points: number): Bet => ({ type: 'lo2', region: 'north', numbers, points });

describe('checkLimits', () => {
  it('lets a bet within every limit through', () => {
    expect(checkLimits(lo(['45', '90'], 75), limits)).toEqual({ ok: true });
    // Exactly at each limit is allowed: 100 on 45 (60 + 40), bet 150, draw 1,000 (850 + 150).
    const staked = { byNumber: new Map([['45', 60]]), total: 850 };
    expect(checkLimits(lo(['45', '90', '12'], 50), { ...limits, maxPointsPerNumber: 110 }, staked)).toEqual({
      ok: true,
    });
  });

  it('refuses the number that would pass its limit, naming it, and only that one', () => {
    const staked = { byNumber: new Map([['45', 80]]), total: 80 };
    expect(checkLimits(lo(['45', '90'], 30), limits, staked)).toEqual({
      ok: false,
      reasons: [
        {
          code: 'NUMBER_OVER_LIMIT',
          number: '45',
          limit: 100,
          wouldBe: 110,
          message: '45 would carry 110 points; the limit per number is 100',
        },
      ],
    });
  });

  it('refuses a bet whose stakes add up past the bet limit', () => {
    // 4 numbers × 40 points = 160 > 150.
    expect(checkLimits(lo(['01', '02', '03', '04'], 40), limits)).toMatchObject({
      ok: false,
      reasons: [{ code: 'BET_OVER_LIMIT', limit: 150, wouldBe: 160 }],
    });
  });

  it('refuses a bet that would take the draw past its limit', () => {
    const staked = { byNumber: new Map<string, number>(), total: 950 };
    expect(checkLimits(lo(['07'], 51), limits, staked)).toMatchObject({
      ok: false,
      reasons: [{ code: 'DRAW_OVER_LIMIT', limit: 1_000, wouldBe: 1_001 }],
    });
  });

  it('counts a xiên set as one stake under its sorted key, and a side bet under its side', () => {
    const xien: Bet = { type: 'xien2', region: 'south', numbers: ['90', '12'], points: 60 };
    const staked = { byNumber: new Map([['12-90', 50]]), total: 50 };
    expect(checkLimits(xien, limits, staked)).toMatchObject({
      ok: false,
      reasons: [{ code: 'NUMBER_OVER_LIMIT', number: '12-90', wouldBe: 110 }],
    });
    const tai: Bet = { type: 'tai', region: 'north', numbers: [], points: 60 };
    expect(checkLimits(tai, limits, { byNumber: new Map([['tai', 41]]), total: 41 })).toMatchObject({
      ok: false,
      reasons: [{ code: 'NUMBER_OVER_LIMIT', number: 'tai', wouldBe: 101 }],
    });
  });

  it('gives every reason at once', () => {
    const staked = { byNumber: new Map([['45', 100]]), total: 1_000 };
    const check = checkLimits(lo(['45', '90'], 80), limits, staked);
    expect(check.ok ? [] : check.reasons.map((r) => r.code)).toEqual([
      'NUMBER_OVER_LIMIT',
      'BET_OVER_LIMIT',
      'DRAW_OVER_LIMIT',
    ]);
  });
});
