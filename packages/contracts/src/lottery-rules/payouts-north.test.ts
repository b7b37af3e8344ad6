import { describe, expect, it } from 'vitest';
import { betCost, checkBet, type Bet, type BetType } from './bet-types.js';
import { DEFAULT_ODDS, oddsFor } from './default-odds.js';
import { PAYOUTS, settleBet } from './payouts.js';
import { validateResult, type ValidResult } from './prize-structure.js';
import { NORTH_DRAW } from './sample-draws.test-support.js';

// The draw is written out, with its last digits counted by hand, in sample-draws.test-support.ts.
// Default north odds per point: lô 2 80,000 · lô 3 400,000 · lô 4 4,000,000 · đề 70,000 · đầu/đuôi 9,000 ·
// 3 càng 400,000 · 4 càng 4,000,000 · xiên 2/3/4 10,000 / 40,000 / 100,000 · tài/xỉu/chẵn/lẻ 1,950 ·
// lô trượt 4/8/10 9,600 / 60,000 / 135,000 (a point costs 4 / 8 / 10 × 1,000).
const check = validateResult('north', NORTH_DRAW);
if (!check.ok) throw new Error('the sample north draw must be valid');
const result: ValidResult = check.result;
const table = DEFAULT_ODDS.north;
const bet = (type: BetType, numbers: string[], points = 1): Bet => ({
  type,
  region: 'north',
  numbers,
  points,
});
const settle = (b: Bet) => settleBet(b, result, table);

describe('north payouts on the sample draw (ĐB 12345)', () => {
  it('lô 2 số pays per occurrence: 45 ×6 + 00 ×0 + 07 ×1 = 7 hits × 2 points × 80,000', () => {
    expect(settle(bet('lo2', ['45', '00', '07'], 2))).toEqual({ hits: 7, payout: 1_120_000 });
  });

  it('a lô number drawn twice pays twice (12 ends G4 9012 and G7 12)', () => {
    expect(settle(bet('lo2', ['12']))).toEqual({ hits: 2, payout: 160_000 });
  });

  it('lô 3 số reads only prizes with three digits or more: 345 ×3 + 678 ×2 + 000 ×0 = 5 × 400,000', () => {
    expect(settle(bet('lo3', ['345', '678', '000']))).toEqual({ hits: 5, payout: 2_000_000 });
  });

  it('lô 4 số: 2345 ×2 + 7890 ×2 + 1111 ×1 (G2 11111) = 5 × 4,000,000', () => {
    expect(settle(bet('lo4', ['2345', '7890', '1111']))).toEqual({ hits: 5, payout: 20_000_000 });
  });

  it('đề is the last two of ĐB: 45 hits, 54 does not; 3 points × 70,000', () => {
    expect(settle(bet('de', ['45', '54'], 3))).toEqual({ hits: 1, payout: 210_000 });
    // 90 is drawn three times but not on ĐB.
    expect(settle(bet('de', ['90']))).toEqual({ hits: 0, payout: 0 });
  });

  it('đầu is the tens digit of đề (4), đuôi its units digit (5)', () => {
    expect(settle(bet('dau', ['4'], 10))).toEqual({ hits: 1, payout: 90_000 });
    expect(settle(bet('dau', ['5']))).toEqual({ hits: 0, payout: 0 });
    expect(settle(bet('duoi', ['5']))).toEqual({ hits: 1, payout: 9_000 });
    expect(settle(bet('duoi', ['4']))).toEqual({ hits: 0, payout: 0 });
  });

  it('3 càng takes the last three of the five-digit ĐB (345), not its first three (123)', () => {
    expect(settle(bet('cang3', ['345'], 2))).toEqual({ hits: 1, payout: 800_000 });
    expect(settle(bet('cang3', ['123']))).toEqual({ hits: 0, payout: 0 });
    expect(settle(bet('cang3', ['234']))).toEqual({ hits: 0, payout: 0 });
  });

  it('4 càng takes the last four of ĐB (2345)', () => {
    expect(settle(bet('cang4', ['2345']))).toEqual({ hits: 1, payout: 4_000_000 });
    expect(settle(bet('cang4', ['1234']))).toEqual({ hits: 0, payout: 0 });
  });

  it('xiên pays once when all its numbers appear, however often, and nothing when one is missing', () => {
    expect(settle(bet('xien2', ['45', '90'], 5))).toEqual({ hits: 1, payout: 50_000 });
    expect(settle(bet('xien3', ['45', '90', '00']))).toEqual({ hits: 0, payout: 0 });
    expect(settle(bet('xien3', ['45', '90', '78']))).toEqual({ hits: 1, payout: 40_000 });
    expect(settle(bet('xien4', ['45', '90', '78', '07']))).toEqual({ hits: 1, payout: 100_000 });
  });

  it('lô trượt wins once when none of its numbers is among the 27 lô (00, 02–06, 08–10, 13 are missing)', () => {
    expect(settle(bet('truot4', ['00', '02', '03', '04'], 2))).toEqual({ hits: 1, payout: 19_200 });
    const eight = ['00', '02', '03', '04', '05', '06', '08', '09'];
    expect(settle(bet('truot8', eight))).toEqual({ hits: 1, payout: 60_000 });
    expect(settle(bet('truot10', [...eight, '10', '13']))).toEqual({ hits: 1, payout: 135_000 });
  });

  it('lô trượt loses on a single drawn number: 07 (G7 once), 45 (six times) still loses once', () => {
    expect(settle(bet('truot4', ['00', '02', '03', '07'], 2))).toEqual({ hits: 0, payout: 0 });
    const eight = ['00', '02', '03', '04', '05', '06', '08', '45'];
    expect(settle(bet('truot8', eight))).toEqual({ hits: 0, payout: 0 });
    expect(settle(bet('truot10', [...eight, '10', '13']))).toEqual({ hits: 0, payout: 0 });
  });

  it('tài/xỉu and chẵn/lẻ on the ĐB digit sum 1+2+3+4+5 = 15: xỉu (≤ 22) and lẻ win', () => {
    expect(settle(bet('xiu', []))).toEqual({ hits: 1, payout: 1_950 });
    expect(settle(bet('tai', []))).toEqual({ hits: 0, payout: 0 });
    expect(settle(bet('le', [], 4))).toEqual({ hits: 1, payout: 7_800 });
    expect(settle(bet('chan', []))).toEqual({ hits: 0, payout: 0 });
  });

  it('splits tài from xỉu between the sums 22 and 23 (no middle sum on five digits)', () => {
    const withSpecial = (db: string) => {
      const c = validateResult('north', { ...NORTH_DRAW, DB: [db] });
      if (!c.ok) throw new Error('valid');
      return c.result;
    };
    const on23 = withSpecial('99500');
    const on22 = withSpecial('99400');
    expect(PAYOUTS.tai(bet('tai', []), on23, table.tai).hits).toBe(1);
    expect(PAYOUTS.xiu(bet('xiu', []), on23, table.xiu).hits).toBe(0);
    expect(PAYOUTS.tai(bet('tai', []), on22, table.tai).hits).toBe(0);
    expect(PAYOUTS.xiu(bet('xiu', []), on22, table.xiu).hits).toBe(1);
    expect(PAYOUTS.chan(bet('chan', []), on22, table.chan).hits).toBe(1);
  });

  it('does not offer đề đầu (G8) in the north, which has no G8', () => {
    expect(checkBet(bet('deDau', ['45']))).toMatchObject([{ code: 'NOT_OFFERED' }]);
    expect(() => settle(bet('deDau', ['45']))).toThrow(/not offered/);
  });

  it('pays with the merchant’s odds where the operator changed them', () => {
    const merchant = oddsFor('north', { de: { pricePerPoint: 1_000, winPerPoint: 99_000 } });
    expect(settleBet(bet('de', ['45'], 2), result, merchant)).toEqual({ hits: 1, payout: 198_000 });
    expect(merchant.lo2).toEqual(table.lo2);
  });

  it('costs lô per number drawn with enough digits (27 / 23 / 20), the rest per stake', () => {
    // 2 points × 1,000 × 3 numbers × 27 drawn.
    expect(betCost(bet('lo2', ['45', '00', '07'], 2), table.lo2)).toBe(162_000);
    expect(betCost(bet('lo3', ['345']), table.lo3)).toBe(23_000);
    expect(betCost(bet('lo4', ['2345']), table.lo4)).toBe(20_000);
    expect(betCost(bet('de', ['45', '54'], 3), table.de)).toBe(6_000);
    // A xiên is one stake whatever its size.
    expect(betCost(bet('xien4', ['45', '90', '78', '07'], 5), table.xien4)).toBe(5_000);
    expect(betCost(bet('tai', [], 7), table.tai)).toBe(7_000);
    // Lô trượt: one price per chosen number, the set one stake: 2 points × 4 numbers × 1,000.
    expect(betCost(bet('truot4', ['00', '02', '03', '04'], 2), table.truot4)).toBe(8_000);
    expect(betCost(bet('truot8', ['00', '02', '03', '04', '05', '06', '08', '09']), table.truot8)).toBe(
      8_000,
    );
  });
});
