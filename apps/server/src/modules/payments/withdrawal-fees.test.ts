import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteWithdrawal, withdrawalFee } from './withdrawal-fees.js';

const terms = { feeFixed: 1_500, feePercentBp: 150, minAmount: 10_000, maxAmount: 5_000_000 };

describe('withdrawal fees', () => {
  it('adds the fixed part to the percentage of the amount', () => {
    // 1,000.00 at 1.50 % is 15.00, plus 15.00 fixed.
    expect(withdrawalFee(100_000, terms)).toBe(3_000);
    expect(quoteWithdrawal(100_000, terms)).toEqual({
      amount: 100_000,
      fee: 3_000,
      receives: 97_000,
      problem: null,
    });
  });

  it('rounds the percentage up to the minor unit', () => {
    // 100.01 at 1.50 % is 1.50015: charged 1.51.
    expect(withdrawalFee(10_001, { feeFixed: 0, feePercentBp: 150 })).toBe(151);
    expect(withdrawalFee(10_000, { feeFixed: 0, feePercentBp: 150 })).toBe(150);
    expect(withdrawalFee(1, { feeFixed: 0, feePercentBp: 1 })).toBe(1);
  });

  it('charges nothing on a free channel', () => {
    expect(quoteWithdrawal(10_000, { ...terms, feeFixed: 0, feePercentBp: 0 })).toMatchObject({
      fee: 0,
      receives: 10_000,
    });
  });

  it('says which limit an amount is outside of, before the fee', () => {
    expect(quoteWithdrawal(9_999, terms).problem).toBe('BELOW_MIN');
    expect(quoteWithdrawal(10_000, terms).problem).toBeNull();
    expect(quoteWithdrawal(5_000_000, terms).problem).toBeNull();
    expect(quoteWithdrawal(5_000_001, terms).problem).toBe('ABOVE_MAX');
  });

  it('refuses a withdrawal the fee would swallow', () => {
    const quote = quoteWithdrawal(1_500, { ...terms, minAmount: 1 });
    expect(quote).toMatchObject({ fee: 1_523, receives: 0, problem: 'FEE_EXCEEDS_AMOUNT' });
  });

  it('stays exact for the largest amounts (no float on the money path)', () => {
    const max = Number.MAX_SAFE_INTEGER;
    expect(withdrawalFee(max, { feeFixed: 0, feePercentBp: 10_000 })).toBe(max);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e11 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 1e6 }),
        (amount, bp, fixed) => {
          const fee = withdrawalFee(amount, { feeFixed: fixed, feePercentBp: bp });
          expect(Number.isSafeInteger(fee)).toBe(true);
          // Never below the exact percentage, never a whole unit above it.
          expect((fee - fixed) * 10_000).toBeGreaterThanOrEqual(amount * bp);
          expect((fee - fixed - 1) * 10_000).toBeLessThan(amount * bp);
          const quote = quoteWithdrawal(amount, {
            feeFixed: fixed,
            feePercentBp: bp,
            minAmount: 1,
            maxAmount: 1e12,
          });
          if (quote.problem === null) expect(quote.fee + quote.receives).toBe(amount);
        },
      ),
    );
  });
});
