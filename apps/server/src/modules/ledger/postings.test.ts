import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLegs } from './postings.js';

describe('checkLegs', () => {
  it('accepts balanced legs and merges legs on one account', () => {
    expect(
      checkLegs([
        { accountId: 1, amount: -500 },
        { accountId: 2, amount: 300 },
        { accountId: 2, amount: 200 },
      ]),
    ).toEqual([
      { accountId: 1, amount: -500 },
      { accountId: 2, amount: 500 },
    ]);
  });

  it('refuses unbalanced, zero, fractional, unsafe and one-account postings', () => {
    expect(() =>
      checkLegs([
        { accountId: 1, amount: -5 },
        { accountId: 2, amount: 4 },
      ]),
    ).toThrow(/sum/);
    expect(() =>
      checkLegs([
        { accountId: 1, amount: 0 },
        { accountId: 2, amount: 0 },
      ]),
    ).toThrow();
    expect(() =>
      checkLegs([
        { accountId: 1, amount: -0.5 },
        { accountId: 2, amount: 0.5 },
      ]),
    ).toThrow();
    expect(() =>
      checkLegs([
        { accountId: 1, amount: -(2 ** 53) },
        { accountId: 2, amount: 2 ** 53 },
      ]),
    ).toThrow();
    expect(() =>
      checkLegs([
        { accountId: 1, amount: -5 },
        { accountId: 1, amount: 5 },
      ]),
    ).toThrow(/two accounts/);
  });

  it('never lets an unbalanced set of legs through', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            accountId: fc.integer({ min: 1, max: 5 }),
            amount: fc.integer({ min: -1e9, max: 1e9 }),
          }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        (legs) => {
          try {
            const out = checkLegs(legs);
            expect(out.reduce((s, l) => s + l.amount, 0)).toBe(0);
            expect(legs.reduce((s, l) => s + l.amount, 0)).toBe(0);
          } catch (error) {
            expect(error).toBeInstanceOf(RangeError);
          }
        },
      ),
    );
  });
});
