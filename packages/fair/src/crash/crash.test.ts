import { describe, expect, it } from 'vitest';
import { cmpF, fraction, mulF, subF } from '../fraction.js';
import { FairStream, KeyedHmac } from '../stream.js';
import { crashPayout, crashPointOf, crashUniform, crashedAtOnce, playCrash } from './crash.js';

const wordsStream = (words: number[]) => ({ nextUint32: () => words.shift()! }) as unknown as FairStream;

describe('crash point', () => {
  it('counts exactly: over all 2^10 values of U, c ≥ x for floor(97 N / x) of them, for every x from 98', () => {
    const bits = 10;
    const n = 2 ** bits;
    const points = Array.from({ length: n }, (_, u) => Number(crashPointOf(BigInt(u), bits)));
    const instant = Array.from({ length: n }, (_, u) => crashedAtOnce(BigInt(u), bits)).filter(
      Boolean,
    ).length;
    expect(instant).toBe(n - Math.floor((97 * n) / 100)); // P(instant) = 1 − floor(0.97 N)/N ≈ 3 %
    for (let x = 101; x <= 97 * n; x += x < 1000 ? 1 : 97) {
      const atLeast = points.filter((c) => c >= x).length;
      expect(atLeast).toBe(Math.floor((97 * n) / x));
    }
  });

  it('returns 97 % at every cash-out target, less under 2^-52 × target (exact fractions)', () => {
    const n = 2n ** 52n;
    const rtp = fraction(97, 100);
    for (const x of [101n, 150n, 200n, 333n, 1000n, 123_457n, 10n ** 8n]) {
      // P(c ≥ x) × x/100, with P(c ≥ x) = floor(97 N / x) / N.
      const returned = mulF(fraction((97n * n) / x, n), fraction(x, 100n));
      const shortfall = subF(rtp, returned);
      expect(cmpF(shortfall, fraction(0))).toBeGreaterThanOrEqual(0);
      expect(cmpF(shortfall, fraction(x, 100n * n))).toBeLessThan(0);
    }
  });

  it('reads U from the low 20 bits of one word and a whole second word', () => {
    expect(crashUniform(wordsStream([0xfff00001, 0x00000002]))).toBe(2n ** 32n + 2n);
    expect(crashUniform(wordsStream([0xffffffff, 0xffffffff]))).toBe(2n ** 52n - 1n);
    // U = 0: 97 N / N = 0.97, an instant crash; U = N/2: ×1.94.
    expect(playCrash(wordsStream([0, 0]))).toEqual({ crashPoint: 100, instant: true });
    expect(playCrash(wordsStream([0x80000, 0]))).toEqual({ crashPoint: 194, instant: false });
    const seeds = new FairStream(new KeyedHmac('crash-seed'), 'c', 4);
    expect(playCrash(seeds)).toEqual(playCrash(new FairStream(new KeyedHmac('crash-seed'), 'c', 4)));
  });

  it('pays cash-outs at or below the crash point, nothing after it or on an instant crash', () => {
    const round = { crashPoint: 194, instant: false };
    expect(crashPayout(1000, 150, round)).toBe(1500);
    expect(crashPayout(333, 194, round)).toBe(646); // 646.02
    expect(crashPayout(1000, 195, round)).toBe(0);
    expect(crashPayout(1000, null, round)).toBe(0);
    expect(crashPayout(1000, 101, { crashPoint: 100, instant: true })).toBe(0);
    expect(() => crashPayout(1000, 100, round)).toThrow();
  });
});
