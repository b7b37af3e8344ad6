import { describe, expect, it } from 'vitest';
import { chiSquareExpected, chiSquarePValue, chiSquareUniform, median } from './stats';

describe('chi-square helpers', () => {
  it('gives statistic 0 and p-value 1 for perfectly even counts', () => {
    const test = chiSquareUniform([100, 100, 100, 100, 100, 100, 100, 100, 100, 100]);
    expect(test).toEqual({ statistic: 0, degreesOfFreedom: 9, pValue: 1 });
  });

  it('computes the statistic from observed against expected counts', () => {
    // Expected 25 each: (35-25)² / 25 + (15-25)² / 25 = 8.
    const test = chiSquareUniform([35, 15, 25, 25]);
    expect(test.statistic).toBeCloseTo(8, 12);
    expect(test.degreesOfFreedom).toBe(3);
  });

  it('matches tabled critical values of the chi-square distribution', () => {
    expect(chiSquarePValue(3.841459, 1).pValue).toBeCloseTo(0.05, 6);
    expect(chiSquarePValue(16.918978, 9).pValue).toBeCloseTo(0.05, 6);
    expect(chiSquarePValue(27.877165, 9).pValue).toBeCloseTo(0.001, 7);
    expect(chiSquarePValue(123.225221, 99).pValue).toBeCloseTo(0.05, 6);
    expect(chiSquarePValue(4.168159, 9).pValue).toBeCloseTo(0.9, 6);
  });

  it('weights bins by their expected probabilities', () => {
    const test = chiSquareExpected([50, 30, 20], [0.5, 0.3, 0.2]);
    expect(test.statistic).toBe(0);
    expect(test.pValue).toBe(1);
  });

  it('takes the median of odd and even lists', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
