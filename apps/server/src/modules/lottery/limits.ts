/**
 * Stake limits of one bet type on one draw, in points: per number (what may ride on one number, xiên set or
 * side in the draw), per bet (the points of one bet over all its stakes) and per draw (all points on the
 * draw). The caller supplies what is already staked (the member's or the house's, per the merchant's rule) as
 * read inside the transaction that places the bet; this file only compares.
 */
import { stakeKeys, type Bet } from './bet-types.js';

export interface StakeLimits {
  maxPointsPerNumber: number;
  maxPointsPerBet: number;
  maxPointsPerDraw: number;
}

/** Points already staked on the draw for this bet type: by stake key (see `stakeKeys`) and in total. */
export interface StakedSoFar {
  byNumber: ReadonlyMap<string, number>;
  total: number;
}

export type LimitRefusal =
  | { code: 'NUMBER_OVER_LIMIT'; number: string; limit: number; wouldBe: number; message: string }
  | { code: 'BET_OVER_LIMIT'; limit: number; wouldBe: number; message: string }
  | { code: 'DRAW_OVER_LIMIT'; limit: number; wouldBe: number; message: string };

export type LimitCheck = { ok: true } | { ok: false; reasons: LimitRefusal[] };

export const NOTHING_STAKED: StakedSoFar = { byNumber: new Map(), total: 0 };

/** Every limit the bet would pass, each with the number concerned, the limit and the total it would reach. */
export function checkLimits(bet: Bet, limits: StakeLimits, staked: StakedSoFar = NOTHING_STAKED): LimitCheck {
  const keys = stakeKeys(bet);
  const reasons: LimitRefusal[] = [];
  for (const number of keys) {
    const wouldBe = (staked.byNumber.get(number) ?? 0) + bet.points;
    if (wouldBe > limits.maxPointsPerNumber) {
      const limit = limits.maxPointsPerNumber;
      const message = `${number} would carry ${wouldBe} points; the limit per number is ${limit}`;
      reasons.push({ code: 'NUMBER_OVER_LIMIT', number, limit, wouldBe, message });
    }
  }
  const betPoints = bet.points * keys.length;
  if (betPoints > limits.maxPointsPerBet) {
    const limit = limits.maxPointsPerBet;
    const message = `the bet stakes ${betPoints} points; the limit per bet is ${limit}`;
    reasons.push({ code: 'BET_OVER_LIMIT', limit, wouldBe: betPoints, message });
  }
  const drawTotal = staked.total + betPoints;
  if (drawTotal > limits.maxPointsPerDraw) {
    const limit = limits.maxPointsPerDraw;
    const message = `the draw would carry ${drawTotal} points; the limit per draw is ${limit}`;
    reasons.push({ code: 'DRAW_OVER_LIMIT', limit, wouldBe: drawTotal, message });
  }
  return reasons.length === 0 ? { ok: true } : { ok: false, reasons };
}
