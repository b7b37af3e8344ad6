import { describe, expect, it } from 'vitest';
import { addF, cmpF, eqF, fraction, mulF, subF, type Fraction } from '../fraction.js';
import { FairStream } from '../stream.js';
import { cockfightOutcome, playCockfight, priceCockfight } from './cockfight.js';
import { overround, priceSelection, selectionReturn, settleFixedOdds, targetReturn } from './pricing.js';
import { moneylineOutcome, playMatch, priceSports, scoreTable, totalOutcome } from './sports.js';

const scripted = (answers: number[]) =>
  ({
    nextInt(n: number) {
      const value = answers.shift();
      if (value === undefined || value >= n) throw new Error('script exhausted');
      return value;
    },
  }) as unknown as FairStream;

const ZERO = fraction(0);
const R5 = fraction(20, 21); // 10 000 / 10 500

/** Every offered selection returns at most R, and the rounding of its odds costs under 0.01 × P(win). */
function expectPricedBelow(chance: { win: Fraction; push: Fraction }, odds: number | null, marginBp: number) {
  const target = targetReturn(marginBp);
  if (odds === null) return;
  const returned = selectionReturn(chance, odds);
  expect(cmpF(returned, target)).toBeLessThanOrEqual(0);
  expect(cmpF(subF(target, returned), mulF(chance.win, fraction(1, 100)))).toBeLessThan(0);
}

describe('pricing', () => {
  it('rounds odds down from the target return R = 10000 / (10000 + margin)', () => {
    expect(targetReturn(500)).toEqual(R5);
    expect(priceSelection({ win: fraction(1, 4), push: ZERO }, 500)).toBe(380); // 3.8095…
    expect(priceSelection({ win: fraction(1, 2), push: ZERO }, 500)).toBe(190); // 1.9047…
    expect(priceSelection({ win: fraction(1, 2), push: ZERO }, 0)).toBe(200);
    expect(priceSelection({ win: fraction(99, 100), push: ZERO }, 500)).toBeNull(); // 0.96 < 1.01
    expect(priceSelection({ win: ZERO, push: ZERO }, 500)).toBeNull();
  });

  it('settles in minor units: won floor(stake × odds / 100), refunded on a push, nothing when lost', () => {
    expect(settleFixedOdds(1000, 185, 'win')).toBe(1850);
    expect(settleFixedOdds(333, 185, 'win')).toBe(616); // 616.05
    expect(settleFixedOdds(333, 185, 'push')).toBe(333);
    expect(settleFixedOdds(333, 185, 'lose')).toBe(0);
    expect(settleFixedOdds(10 ** 15, 3174, 'win')).toBe(31_740_000_000_000_000);
    expect(() => settleFixedOdds(1.5, 185, 'win')).toThrow();
    expect(() => settleFixedOdds(100, 100, 'win')).toThrow();
  });
});

describe('sports', () => {
  it('prices a hand-computed one-attack match of two 50 % teams', () => {
    // Scores 1–0 and 0–1 have 1/4 each, draws 1/2; totals 0: 1/4, 1: 1/2, 2: 1/4.
    const prices = priceSports({ home: 50, away: 50 }, 500, 1);
    expect(prices.moneyline.home).toEqual({ chance: { win: fraction(1, 4), push: ZERO }, odds: 380 });
    expect(prices.moneyline.draw.odds).toBe(190);
    expect(prices.moneyline.away.odds).toBe(380);
    // Returns 1/4 × 3.80 = 0.95 and 1/2 × 1.90 = 0.95; overround 1/3.8 + 1/1.9 + 1/3.8 − 1 = 1/19.
    expect(selectionReturn(prices.moneyline.home.chance, 380)).toEqual(fraction(95, 100));
    expect(overround([380, 190, 380])).toEqual(fraction(1, 19));
    // P(total > 0) = 3/4 and P(total > 1) = 1/4 are equally far from 1/2: the lower line, 0.5.
    expect(prices.total.line).toBe(0);
    expect(prices.total.over.odds).toBe(126); // 100 × (20/21) / (3/4) = 126.98
    expect(prices.total.under.odds).toBe(380);
  });

  it('keeps every selection at or under the published return, and every moneyline overround at or above the margin', () => {
    for (const marginBp of [0, 500, 800])
      for (let home = 5; home <= 60; home += 11)
        for (let away = 1; away <= 60; away += 13) {
          const table = scoreTable({ home, away });
          expect(table.flat().reduce(addF, ZERO)).toEqual(fraction(1));
          const prices = priceSports({ home, away }, marginBp);
          const selections = [...Object.values(prices.moneyline), prices.total.over, prices.total.under];
          for (const s of selections) expectPricedBelow(s.chance, s.odds, marginBp);
          const { home: h, draw: d, away: a } = prices.moneyline;
          expect(eqF(addF(addF(h.chance.win, d.chance.win), a.chance.win), fraction(1))).toBe(true);
          if (h.odds && d.odds && a.odds)
            expect(
              cmpF(overround([h.odds, d.odds, a.odds]), fraction(marginBp, 10_000)),
            ).toBeGreaterThanOrEqual(0);
        }
  });

  it('draws the match from the model: over all 100 × 100 one-attack paths, each score as often as its chance', () => {
    const counts = new Map<string, number>();
    for (let x = 0; x < 100; x++)
      for (let y = 0; y < 100; y++) {
        const score = playMatch({ home: 30, away: 45 }, scripted([x, y]), 1);
        const key = `${score.home}-${score.away}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    const table = scoreTable({ home: 30, away: 45 }, 1);
    for (const [key, count] of counts) {
      const [h, a] = key.split('-').map(Number);
      expect(fraction(count, 10_000)).toEqual(table[h!]![a!]);
    }
    // Home attacks first: 3 of 10 score for a 30 rating (answers 0–29), then the away team's.
    const goals = [5, 29, 30, 99, 0, 50, 50, 10, 90, 29, ...Array(10).fill(44)];
    expect(playMatch({ home: 30, away: 45 }, scripted(goals))).toEqual({ home: 5, away: 10 });
  });

  it('settles moneyline and totals', () => {
    expect(moneylineOutcome('home', { home: 2, away: 1 })).toBe('win');
    expect(moneylineOutcome('draw', { home: 2, away: 1 })).toBe('lose');
    expect(moneylineOutcome('draw', { home: 1, away: 1 })).toBe('win');
    expect(moneylineOutcome('away', { home: 0, away: 3 })).toBe('win');
    expect(totalOutcome('over', 2, { home: 2, away: 1 })).toBe('win');
    expect(totalOutcome('under', 2, { home: 2, away: 1 })).toBe('lose');
    expect(totalOutcome('under', 2, { home: 1, away: 1 })).toBe('win');
  });
});

describe('cockfight', () => {
  const fight = { meron: 3, wala: 1, drawBp: 300 };

  it('prices a hand-computed fight: meron 72.75 %, wala 24.25 %, draw 3 % (meron and wala refunded on a draw)', () => {
    const prices = priceCockfight(fight, 500);
    expect(prices.selections.meron.chance).toEqual({ win: fraction(2910, 4000), push: fraction(3, 100) });
    // (20/21 − 3/100) / 0.7275 = 1.2678…, / 0.2425 = 3.8036…; draw (20/21) / 0.03 = 31.746…
    expect(prices.selections.meron.odds).toBe(126);
    expect(prices.selections.wala.odds).toBe(380);
    expect(prices.selections.draw.odds).toBe(3174);
    for (const s of Object.values(prices.selections)) expectPricedBelow(s.chance, s.odds, 500);
    // Meron's exact return: 0.7275 × 1.26 + 0.03 = 0.94665.
    expect(selectionReturn(prices.selections.meron.chance, 126)).toEqual(fraction(94665, 100000));
  });

  it('keeps every side at or under the published return across ratings and draw chances', () => {
    for (const drawBp of [100, 300, 800])
      for (let meron = 1; meron <= 1000; meron += 111)
        for (let wala = 1; wala <= 1000; wala += 199) {
          const prices = priceCockfight({ meron, wala, drawBp }, 500);
          const s = prices.selections;
          expect(addF(addF(s.meron.chance.win, s.wala.chance.win), s.draw.chance.win)).toEqual(fraction(1));
          for (const side of Object.values(s)) expectPricedBelow(side.chance, side.odds, 500);
        }
  });

  it('draws the result by weight: every word below 40 000 once gives the exact chances', () => {
    expect(playCockfight(fight, scripted([29099]))).toBe('meron');
    expect(playCockfight(fight, scripted([29100]))).toBe('wala');
    expect(playCockfight(fight, scripted([38799]))).toBe('wala');
    expect(playCockfight(fight, scripted([38800]))).toBe('draw');
    const counts = { meron: 0, wala: 0, draw: 0 };
    for (let x = 0; x < 40_000; x++) counts[playCockfight(fight, scripted([x]))]++;
    expect(counts).toEqual({ meron: 29_100, wala: 9_700, draw: 1_200 });
  });

  it('settles: the winning side wins, a draw refunds meron and wala', () => {
    expect(cockfightOutcome('meron', 'meron')).toBe('win');
    expect(cockfightOutcome('meron', 'wala')).toBe('lose');
    expect(cockfightOutcome('wala', 'draw')).toBe('push');
    expect(cockfightOutcome('draw', 'draw')).toBe('win');
    expect(cockfightOutcome('draw', 'meron')).toBe('lose');
    expect(() => priceCockfight({ meron: 0, wala: 1, drawBp: 300 })).toThrow();
  });
});
