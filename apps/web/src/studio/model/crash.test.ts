import { describe, expect, it } from 'vitest';
import {
  MAX_CLIMB_MS,
  climbDuration,
  multiplierAt,
  payoutAt,
  pointBand,
  reachChance,
  targetReturn,
} from './crash';
import { decimalSign, decimalText, parseDecimal } from './money-input';

describe('crash model', () => {
  it('climbs by doubling every `rise` ms, never longer than the longest show', () => {
    expect(climbDuration(200, 1_000)).toBe(1_000);
    expect(climbDuration(800, 1_000)).toBe(3_000);
    expect(climbDuration(10_000_000, 1_000)).toBe(MAX_CLIMB_MS);
    expect(climbDuration(100, 1_000)).toBe(0);
    expect(climbDuration(500, 0)).toBe(0);
    expect(multiplierAt(0, 2_000, 400)).toBe(100);
    expect(multiplierAt(1_000, 2_000, 400)).toBe(200);
    expect(multiplierAt(2_500, 2_000, 400)).toBe(400);
  });

  it('publishes the exact chance and return of a target: 97 % ÷ multiplier', () => {
    expect(reachChance(200)).toBe('48.50');
    expect(reachChance(101, 97, 4)).toBe('96.0396');
    expect(targetReturn(200)).toBe('97.0000');
    expect(targetReturn(333)).toBe('97.0000');
    expect(payoutAt(1_234, 150)).toBe(1_851);
    expect([pointBand(150), pointBand(200), pointBand(1_000)]).toEqual(['low', 'mid', 'high']);
  });

  it('reads typed amounts without floating point', () => {
    expect(parseDecimal('12.5', 2)).toBe(1_250);
    expect(parseDecimal(' 1250.05 ', 2)).toBe(125_005);
    expect(parseDecimal('12,5', 2)).toBe(1_250);
    expect(parseDecimal('1,250', 2)).toBeNull();
    expect(parseDecimal('2', 2)).toBe(200);
    expect(parseDecimal('1.005', 2)).toBeNull();
    expect(parseDecimal('-1', 2)).toBeNull();
    expect(parseDecimal('abc', 2)).toBeNull();
    expect(parseDecimal('7', 0)).toBe(7);
    expect(decimalText(1_250, 2)).toBe('12.50');
    expect(decimalText(7, 0)).toBe('7');
    expect(decimalText(1_250, 2, decimalSign('vi'))).toBe('12,50');
    expect(parseDecimal(decimalText(1_250, 2, decimalSign('id')), 2)).toBe(1_250);
    expect(decimalSign('th')).toBe('.');
  });
});
