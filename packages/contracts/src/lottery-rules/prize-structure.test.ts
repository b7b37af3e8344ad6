import { describe, expect, it } from 'vitest';
import { allNumbers, drawnNumberCount, PRIZE_STRUCTURES, validateResult } from './prize-structure.js';
import { NORTH_DRAW, SOUTH_DRAW } from './sample-draws.test-support.js';

const total = (region: keyof typeof PRIZE_STRUCTURES) =>
  PRIZE_STRUCTURES[region].reduce((sum, spec) => sum + spec.count, 0);

describe('prize structures', () => {
  it('draws 27 numbers in the north and 18 in the south and central', () => {
    expect(total('north')).toBe(27);
    expect(total('south')).toBe(18);
    expect(total('central')).toBe(18);
  });

  it('counts the numbers with enough digits for lô 2, 3 and 4 số', () => {
    // North: all 27; without G7 (4) 23; without G6 (3) too 20.
    expect([2, 3, 4].map((d) => drawnNumberCount('north', d))).toEqual([27, 23, 20]);
    // South: all 18; without G8 17; without G7 too 16.
    expect([2, 3, 4].map((d) => drawnNumberCount('south', d))).toEqual([18, 17, 16]);
  });
});

describe('validateResult', () => {
  it('accepts a complete draw of each region and keeps its numbers', () => {
    const north = validateResult('north', NORTH_DRAW);
    expect(north.ok).toBe(true);
    if (north.ok) expect(allNumbers(north.result)).toHaveLength(27);
    const south = validateResult('south', SOUTH_DRAW);
    expect(south.ok).toBe(true);
    if (south.ok) expect(allNumbers(south.result)).toHaveLength(18);
    expect(validateResult('central', SOUTH_DRAW).ok).toBe(true);
  });

  it('refuses a prize with the wrong number of values', () => {
    const check = validateResult('north', { ...NORTH_DRAW, G3: NORTH_DRAW.G3.slice(1) });
    expect(check).toEqual({
      ok: false,
      reasons: [expect.objectContaining({ code: 'WRONG_COUNT', prize: 'G3', expected: 6, actual: 5 })],
    });
  });

  it('refuses values of the wrong digit length and non-digits, naming each', () => {
    const check = validateResult('south', { ...SOUTH_DRAW, DB: ['98765'], G7: ['6a4'] });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.reasons).toEqual([
      expect.objectContaining({ code: 'WRONG_DIGITS', prize: 'DB', index: 0, expected: 6, actual: 5 }),
      expect.objectContaining({ code: 'NOT_DIGITS', prize: 'G7', index: 0 }),
    ]);
    expect(check.reasons[0]?.message).toBe('DB #1 needs 6 digits, got 5');
  });

  it('refuses a number given as a number, not a digit string (leading zeros would be lost)', () => {
    const check = validateResult('north', { ...NORTH_DRAW, G7: ['45', '12', 7, '90'] });
    expect(check).toMatchObject({ ok: false, reasons: [{ code: 'NOT_DIGITS', prize: 'G7', index: 2 }] });
  });

  it('refuses a missing prize and a prize the region does not draw', () => {
    const { G5: _dropped, ...withoutG5 } = NORTH_DRAW;
    const check = validateResult('north', { ...withoutG5, G8: ['12'] });
    expect(check).toMatchObject({
      ok: false,
      reasons: [
        { code: 'EXTRA_PRIZE', prize: 'G8' },
        { code: 'MISSING_PRIZE', prize: 'G5' },
      ],
    });
  });

  it('refuses a north draw entered as a south one', () => {
    const check = validateResult('south', NORTH_DRAW);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reasons.map((r) => r.code)).toContain('MISSING_PRIZE');
  });
});
