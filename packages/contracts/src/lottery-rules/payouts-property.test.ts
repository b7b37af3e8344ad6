import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BET_SHAPES, BET_TYPES, type Bet } from './bet-types.js';
import { DEFAULT_ODDS } from './default-odds.js';
import { settleBet } from './payouts.js';
import { PRIZE_STRUCTURES, validateResult, type LotteryRegion } from './prize-structure.js';

type Draw = Record<string, string[]>;

/**
 * A second, deliberately different calculator: it reads numbers arithmetically (value modulo 10^k) over the raw
 * draw instead of slicing strings of a validated result, and spells each rule out on its own.
 */
function referencePayout(bet: Bet, draw: Draw): number {
  const win = DEFAULT_ODDS[bet.region][bet.type].winPerPoint * bet.points;
  const drawn = Object.values(draw).flat();
  const mod = (n: string, k: number) => Number(n) % 10 ** k;
  const special = draw.DB?.[0] ?? '';
  const chosen = bet.numbers.map(Number);
  const count = (predicate: (c: number) => boolean) => chosen.filter(predicate).length;
  let digitSum = 0;
  for (let v = Number(special); v > 0; v = Math.floor(v / 10)) digitSum += v % 10;
  const half = (9 * special.length) / 2;
  switch (bet.type) {
    case 'lo2':
    case 'lo3':
    case 'lo4': {
      const k = Number(bet.type.slice(-1));
      let hits = 0;
      for (const n of drawn) for (const c of chosen) if (n.length >= k && mod(n, k) === c) hits += 1;
      return hits * win;
    }
    case 'de':
      return count((c) => c === mod(special, 2)) * win;
    case 'deDau':
      return count((c) => c === Number(draw.G8?.[0])) * win;
    case 'dau':
      return count((c) => c === Math.floor(mod(special, 2) / 10)) * win;
    case 'duoi':
      return count((c) => c === mod(special, 1)) * win;
    case 'cang3':
      return count((c) => c === mod(special, 3)) * win;
    case 'cang4':
      return count((c) => c === mod(special, 4)) * win;
    case 'xien2':
    case 'xien3':
    case 'xien4':
      return chosen.every((c) => drawn.some((n) => mod(n, 2) === c)) ? win : 0;
    case 'truot4':
    case 'truot8':
    case 'truot10': {
      // Counted the other way round: how many drawn numbers end in a chosen one; the set wins on zero.
      let caught = 0;
      for (const n of drawn) if (chosen.includes(mod(n, 2))) caught += 1;
      return caught === 0 ? win : 0;
    }
    case 'tai':
      return digitSum > half ? win : 0;
    case 'xiu':
      return digitSum < half ? win : 0;
    case 'chan':
      return digitSum % 2 === 0 ? win : 0;
    case 'le':
      return digitSum % 2 === 1 ? win : 0;
  }
}

// A narrow alphabet in some runs makes lô 3 / 4 số and xiên hits common enough to matter.
const alphabet = fc.constantFrom('0127', '0123456789');
const digitsOf = (letters: string, n: number) =>
  fc.array(fc.constantFrom(...letters), { minLength: n, maxLength: n }).map((d) => d.join(''));

function drawOf(region: LotteryRegion, letters: string): fc.Arbitrary<Draw> {
  const prizes = PRIZE_STRUCTURES[region].map((spec) =>
    fc.array(digitsOf(letters, spec.digits), { minLength: spec.count, maxLength: spec.count }),
  );
  return fc
    .tuple(...prizes)
    .map((values) =>
      Object.fromEntries(PRIZE_STRUCTURES[region].map((spec, i) => [spec.prize, values[i] ?? []])),
    );
}

function betOf(region: LotteryRegion, letters: string): fc.Arbitrary<Bet> {
  const types = BET_TYPES.filter((type) => BET_SHAPES[type].regions.includes(region));
  return fc.constantFrom(...types).chain((type) => {
    const shape = BET_SHAPES[type];
    const size = shape.digits === 0 ? 0 : shape.setSize;
    const numbers = fc.uniqueArray(digitsOf(letters, shape.digits), {
      minLength: size ?? 1,
      maxLength: size ?? 3,
    });
    return fc.record({
      type: fc.constant(type),
      region: fc.constant(region),
      numbers,
      points: fc.integer({ min: 1, max: 50 }),
    });
  });
}

const scenario = fc
  .tuple(fc.constantFrom<LotteryRegion>('north', 'central', 'south'), alphabet)
  .chain(([region, letters]) =>
    fc.record({
      region: fc.constant(region),
      draw: drawOf(region, letters),
      bets: fc.array(betOf(region, letters), { minLength: 1, maxLength: 12 }),
    }),
  );

describe('payouts against an independent calculator', () => {
  it('total payout of random bets on random draws equals the reference total', () => {
    fc.assert(
      fc.property(scenario, ({ region, draw, bets }) => {
        const check = validateResult(region, draw);
        expect(check.ok).toBe(true);
        if (!check.ok) return;
        const total = bets.reduce(
          (sum, b) => sum + settleBet(b, check.result, DEFAULT_ODDS[region]).payout,
          0,
        );
        const reference = bets.reduce((sum, b) => sum + referencePayout(b, draw), 0);
        expect(total).toBe(reference);
      }),
      { numRuns: 300 },
    );
  });
});
