import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_LIMITS, changedPaymentLimits, paymentLimitsOf } from './payment-limits.js';

describe('payment limits', () => {
  it('takes the stored keys that are valid and the defaults for the rest', () => {
    expect(paymentLimitsOf({ dailyWithdrawals: 2, maxWithdrawal: 'lots', colour: 'red' })).toEqual({
      ...DEFAULT_PAYMENT_LIMITS,
      dailyWithdrawals: 2,
    });
    expect(paymentLimitsOf(null)).toEqual(DEFAULT_PAYMENT_LIMITS);
  });

  it('applies key=value changes on top of the valid stored overrides; "default" drops one', () => {
    expect(
      changedPaymentLimits({ dailyWithdrawals: 2, maxWithdrawal: 'lots' }, [
        'minWithdrawal=20000',
        'autoConfirmMinutes = 90',
      ]),
    ).toEqual({ dailyWithdrawals: 2, minWithdrawal: 20_000, autoConfirmMinutes: 90 });
    expect(changedPaymentLimits({ dailyWithdrawals: 2 }, ['dailyWithdrawals=default'])).toEqual({});
  });

  it('refuses unknown keys, text, values the schema refuses and a minimum above the maximum', () => {
    expect(() => changedPaymentLimits({}, [])).toThrow(/nothing to change/);
    expect(() => changedPaymentLimits({}, ['dailyWithdrawals'])).toThrow(/expected key=value/);
    expect(() => changedPaymentLimits({}, ['colour=red'])).toThrow(
      /unknown payment limit colour; keys: minWithdrawal, maxWithdrawal, dailyWithdrawals, autoConfirmMinutes/,
    );
    expect(() => changedPaymentLimits({}, ['dailyWithdrawals=-1'])).toThrow(/whole number/);
    expect(() => changedPaymentLimits({}, ['dailyWithdrawals=2.5'])).toThrow(/whole number/);
    expect(() => changedPaymentLimits({}, ['minWithdrawal=0'])).toThrow(/^minWithdrawal: /);
    expect(() => changedPaymentLimits({}, ['autoConfirmMinutes=100000'])).toThrow(/^autoConfirmMinutes: /);
    expect(() => changedPaymentLimits({ maxWithdrawal: 20_000 }, ['minWithdrawal=30000'])).toThrow(
      'minWithdrawal (30000) must not be above maxWithdrawal (20000)',
    );
  });
});
