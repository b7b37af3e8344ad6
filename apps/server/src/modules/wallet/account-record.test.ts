import { ACCOUNT_RECORD_TYPES, MAIN_WALLET } from '@suerte/contracts';
import { describe, expect, it } from 'vitest';
import { dayBounds, recordTypeOf, walletOf } from './account-record.js';

describe('account record days', () => {
  it('includes both days whole in the member time zone', () => {
    expect(dayBounds({ from: '2026-03-01', to: '2026-03-01' }, 480)).toEqual({
      start: new Date('2026-02-28T16:00:00Z'),
      end: new Date('2026-03-01T16:00:00Z'),
    });
    expect(dayBounds({ to: '2026-12-31' }, -300)).toEqual({
      start: null,
      end: new Date('2027-01-01T05:00:00Z'),
    });
    expect(dayBounds({}, 0)).toEqual({ start: null, end: null });
  });

  it('names a movement by the first word of its ledger kind', () => {
    expect(recordTypeOf('deposit_demo')).toBe('deposit');
    expect(recordTypeOf('transfer')).toBe('transfer');
    // A vendor's win on a round without a bet: its own type, which the member can filter on.
    expect(recordTypeOf('bonus_win')).toBe('bonus');
    expect(ACCOUNT_RECORD_TYPES).toContain(recordTypeOf('bonus_win'));
  });

  it('names a wallet by its vendor, and the main wallet MAIN', () => {
    expect(walletOf('member_main', '')).toBe(MAIN_WALLET);
    expect(walletOf('member_vendor', 'SIMVENDOR')).toBe('SIMVENDOR');
  });
});
