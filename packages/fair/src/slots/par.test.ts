import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyticRtp, scatterDistribution } from './analytic.js';
import { compileSlot } from './compile.js';
import { enumerateCycle } from './enumerate.js';
import { evaluateSpin } from './evaluate.js';
import { freeSpinsMoments, pickMoments } from './feature.js';
import { parFileName, slotVariants } from './games/index.js';
import { computeParSheet } from './par.js';

const shipped = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../par/${file}`, import.meta.url), 'utf8'));

describe('PAR sheets', () => {
  it.each(slotVariants.map((v) => [parFileName(v), v] as const))(
    'shipped %s equals a fresh enumeration',
    (file, v) => {
      const sheet = computeParSheet(v);
      expect(shipped(file)).toEqual(sheet);
      // The enumeration agrees with the closed form from symbol frequencies.
      expect(sheet.rtp).toBeCloseTo(analyticRtp(compileSlot(v)), 10);
      const parts = Object.values(sheet.contributions.lines).reduce((a, b) => a + b, 0);
      expect(parts + sheet.contributions.scatter + sheet.contributions.feature).toBeCloseTo(sheet.rtp, 9);
    },
  );

  it('certifies Lucky Dragon at about 94 % and 96 %, Jade Temple at about 95 %', () => {
    const rtp = Object.fromEntries(
      slotVariants.map((v) => [parFileName(v), shipped(parFileName(v)).rtp as number]),
    );
    expect(rtp['lucky-dragon-94.json']).toBeGreaterThan(0.935);
    expect(rtp['lucky-dragon-94.json']).toBeLessThan(0.945);
    expect(rtp['lucky-dragon-96.json']).toBeGreaterThan(0.955);
    expect(rtp['lucky-dragon-96.json']).toBeLessThan(0.965);
    expect(rtp['jade-temple-95.json']).toBeGreaterThan(0.945);
    expect(rtp['jade-temple-95.json']).toBeLessThan(0.955);
  });
});

describe('full-cycle enumeration', () => {
  it('bins every stop combination once, as evaluateSpin scores it (tiny strips, checked one by one)', () => {
    const base = slotVariants[1]!;
    const variant = { ...base, strips: ['SDFPA', 'WDAKQ', 'SDWTJ', 'DWFQK', 'SDFAJ'] };
    const slot = compileSlot(variant);
    const histogram = new Map<number, number>();
    let triggers = 0;
    const stops = [0, 0, 0, 0, 0];
    const visit = (reel: number): void => {
      if (reel === 5) {
        const spin = evaluateSpin(slot, stops);
        histogram.set(spin.pay, (histogram.get(spin.pay) ?? 0) + 1);
        if (spin.triggered) triggers++;
        return;
      }
      for (let s = 0; s < 5; s++) {
        stops[reel] = s;
        visit(reel + 1);
      }
    };
    visit(0);
    const counts = enumerateCycle(slot);
    const binned = new Map<number, number>();
    counts.histogram.forEach((n, pay) => n > 0 && binned.set(pay, n));
    expect(binned).toEqual(histogram);
    expect(counts.triggerHistogram.reduce((a, b) => a + b, 0)).toBe(triggers);
    expect(counts.cycle).toBe(5 ** 5);
    const odds = scatterDistribution(slot);
    counts.scatterCombos.forEach((n, k) => expect(n / counts.cycle).toBeCloseTo(odds[k] ?? 0, 12));
  });
});

describe('feature expectations', () => {
  it('free spins: one spin that pays 1 and retriggers with probability p lasts a geometric number of spins', () => {
    const p = 0.3;
    const m = freeSpinsMoments(
      { kind: 'freeSpins', spins: 1, multiplier: 1, retrigger: true },
      { mean: 1, secondMoment: 1, meanOnTrigger: p, triggerProbability: p },
    );
    expect(m.mean).toBeCloseTo(1 / (1 - p), 12);
    expect(m.secondMoment).toBeCloseTo((1 + p) / (1 - p) ** 2, 12);
    expect(m.expectedSpins).toBeCloseTo(1 / (1 - p), 12);
    expect(() =>
      freeSpinsMoments(
        { kind: 'freeSpins', spins: 10, multiplier: 1, retrigger: true },
        { mean: 1, secondMoment: 1, meanOnTrigger: 0.1, triggerProbability: 0.1 },
      ),
    ).toThrow(/infinite/);
  });

  it('pick bonus: the closed form equals the average over every distinct board', () => {
    const prizes = [1, 2, 5];
    const collectTiles = 2;
    const boards: number[][] = [];
    const permute = (left: number[], board: number[]) => {
      if (left.length === 0) boards.push(board);
      new Set(left).forEach((v) => permute(left.toSpliced(left.indexOf(v), 1), [...board, v]));
    };
    permute([...prizes, 0, 0], []);
    expect(boards).toHaveLength(60);
    const wins = boards.map((b) => b.slice(0, b.indexOf(0)).reduce((a, v) => a + v, 0));
    const mean = wins.reduce((a, w) => a + w, 0) / wins.length;
    const second = wins.reduce((a, w) => a + w * w, 0) / wins.length;
    const m = pickMoments({ kind: 'pick', prizes, collectTiles }, 1);
    expect(m.mean).toBeCloseTo(mean, 12);
    expect(m.secondMoment).toBeCloseTo(second, 12);
  });
});
