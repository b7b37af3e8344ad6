import { describe, expect, it } from 'vitest';
import { betCost, type Bet, type BetType } from './bet-types.js';
import { DEFAULT_ODDS } from './default-odds.js';
import { settleBet } from './payouts.js';
import { validateResult, type LotteryRegion, type ValidResult } from './prize-structure.js';
import { SOUTH_DRAW } from './sample-draws.test-support.js';

// The draw is written out, with its last digits counted by hand, in sample-draws.test-support.ts.
// Default south/central odds per point: lô 2 75,000 · lô 3 650,000 · lô 4 5,500,000 · đề and đề đầu 75,000 ·
// đầu/đuôi 9,000 · 3 càng 650,000 · 4 càng 5,500,000 · xiên 2/3/4 17,000 / 65,000 / 250,000 · sides 1,950 ·
// lô trượt 4/8/10 6,200 / 26,800 / 50,000 (a point costs 4 / 8 / 10 × 1,000).
function validated(region: LotteryRegion, draw: Record<string, string[]>): ValidResult {
  const check = validateResult(region, draw);
  if (!check.ok) throw new Error('the sample draw must be valid');
  return check.result;
}
const result = validated('south', SOUTH_DRAW);
const table = DEFAULT_ODDS.south;
const bet = (type: BetType, numbers: string[], points = 1): Bet => ({
  type,
  region: 'south',
  numbers,
  points,
});
const settle = (b: Bet) => settleBet(b, result, table);

describe('south payouts on the sample draw (ĐB 987654, G8 38)', () => {
  it('lô 2 số: 54 ×5 + 38 ×1 (G8) + 00 ×0 = 6 hits × 75,000', () => {
    expect(settle(bet('lo2', ['54', '38', '00']))).toEqual({ hits: 6, payout: 450_000 });
  });

  it('lô 3 số skips the two-digit G8: 654 ×4 + 154 ×1 + 038 ×0 = 5 × 650,000', () => {
    expect(settle(bet('lo3', ['654', '154', '038']))).toEqual({ hits: 5, payout: 3_250_000 });
  });

  it('lô 4 số: 7654 ×2 + 5654 ×1 = 3 hits × 2 points × 5,500,000', () => {
    expect(settle(bet('lo4', ['7654', '5654'], 2))).toEqual({ hits: 3, payout: 33_000_000 });
  });

  it('đề is the last two of ĐB (54), not G8', () => {
    expect(settle(bet('de', ['54']))).toEqual({ hits: 1, payout: 75_000 });
    expect(settle(bet('de', ['38']))).toEqual({ hits: 0, payout: 0 });
  });

  it('đề đầu matches G8 (38), not the last two of ĐB', () => {
    expect(settle(bet('deDau', ['38'], 4))).toEqual({ hits: 1, payout: 300_000 });
    expect(settle(bet('deDau', ['54']))).toEqual({ hits: 0, payout: 0 });
  });

  it('đầu 5 and đuôi 4 are the digits of đề 54', () => {
    expect(settle(bet('dau', ['5']))).toEqual({ hits: 1, payout: 9_000 });
    expect(settle(bet('duoi', ['4']))).toEqual({ hits: 1, payout: 9_000 });
    expect(settle(bet('dau', ['4']))).toEqual({ hits: 0, payout: 0 });
  });

  it('3 càng and 4 càng take the last three and four of the six-digit ĐB', () => {
    expect(settle(bet('cang3', ['654', '987']))).toEqual({ hits: 1, payout: 650_000 });
    expect(settle(bet('cang4', ['7654']))).toEqual({ hits: 1, payout: 5_500_000 });
    expect(settle(bet('cang4', ['9876']))).toEqual({ hits: 0, payout: 0 });
  });

  it('xiên 2 / 3 / 4 need every number among the 18 last-two digits', () => {
    expect(settle(bet('xien2', ['54', '38']))).toEqual({ hits: 1, payout: 17_000 });
    expect(settle(bet('xien3', ['54', '21', '99'], 2))).toEqual({ hits: 1, payout: 130_000 });
    expect(settle(bet('xien4', ['54', '21', '99', '00']))).toEqual({ hits: 0, payout: 0 });
  });

  it('lô trượt wins once when none of its numbers is among the 18 lô: 00–09 are all missing', () => {
    expect(settle(bet('truot4', ['00', '01', '02', '03']))).toEqual({ hits: 1, payout: 6_200 });
    expect(settle(bet('truot8', ['00', '01', '02', '03', '04', '05', '06', '07']))).toEqual({
      hits: 1,
      payout: 26_800,
    });
    const tenMissing = ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09'];
    expect(settle(bet('truot10', tenMissing, 3))).toEqual({ hits: 1, payout: 150_000 });
  });

  it('lô trượt loses when one number is drawn, also on the two-digit G8 alone (38)', () => {
    expect(settle(bet('truot4', ['00', '01', '02', '38']))).toEqual({ hits: 0, payout: 0 });
    expect(settle(bet('truot8', ['00', '01', '02', '03', '04', '05', '06', '54']))).toEqual({
      hits: 0,
      payout: 0,
    });
    // 54 is drawn five times, yet the set loses once, not five times.
    const withDrawn = ['00', '01', '02', '03', '04', '05', '06', '07', '08', '54'];
    expect(settle(bet('truot10', withDrawn, 3))).toEqual({ hits: 0, payout: 0 });
  });

  it('tài/xỉu and chẵn/lẻ on the digit sum 9+8+7+6+5+4 = 39: tài (≥ 28) and lẻ win', () => {
    expect(settle(bet('tai', []))).toEqual({ hits: 1, payout: 1_950 });
    expect(settle(bet('xiu', []))).toEqual({ hits: 0, payout: 0 });
    expect(settle(bet('le', []))).toEqual({ hits: 1, payout: 1_950 });
    expect(settle(bet('chan', []))).toEqual({ hits: 0, payout: 0 });
  });

  it('on the middle sum 27 both tài and xỉu lose; 27 is odd, so lẻ wins', () => {
    const middle = validated('south', { ...SOUTH_DRAW, DB: ['999000'] });
    for (const type of ['tai', 'xiu', 'chan'] as const) {
      expect(settleBet(bet(type, []), middle, table)).toEqual({ hits: 0, payout: 0 });
    }
    expect(settleBet(bet('le', []), middle, table)).toEqual({ hits: 1, payout: 1_950 });
  });

  it('settles the central draw, which shares the structure, the same way', () => {
    const central = validated('central', SOUTH_DRAW);
    const centralBet: Bet = { type: 'deDau', region: 'central', numbers: ['38'], points: 1 };
    expect(settleBet(centralBet, central, DEFAULT_ODDS.central)).toEqual({ hits: 1, payout: 75_000 });
    expect(() => settleBet(bet('de', ['54']), central, table)).toThrow(
      /south bet cannot settle on a central/,
    );
  });

  it('costs lô per number drawn with enough digits (18 / 17 / 16)', () => {
    expect(betCost(bet('lo2', ['54', '38', '00']), table.lo2)).toBe(54_000);
    expect(betCost(bet('lo3', ['654', '154', '038']), table.lo3)).toBe(51_000);
    expect(betCost(bet('lo4', ['7654', '5654'], 2), table.lo4)).toBe(64_000);
    expect(betCost(bet('deDau', ['38'], 4), table.deDau)).toBe(4_000);
  });

  it('costs lô trượt one price per chosen number: 3 points × 10 numbers × 1,000', () => {
    const ten = ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09'];
    expect(betCost(bet('truot10', ten, 3), table.truot10)).toBe(30_000);
    expect(betCost(bet('truot4', ['00', '01', '02', '03']), table.truot4)).toBe(4_000);
  });
});
