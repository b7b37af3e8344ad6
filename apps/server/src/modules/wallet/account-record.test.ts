import { ACCOUNT_RECORD_TYPES, MAIN_WALLET } from '@suerte/contracts';
import { describe, expect, it } from 'vitest';
import {
  dayBounds,
  describeEntry,
  recordTypeOf,
  roundOf,
  walletOf,
  type EntryFacts,
} from './account-record.js';

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

describe('account record details', () => {
  const entry = (over: Partial<EntryFacts>): EntryFacts => ({
    kind: 'transfer',
    reference: 'c0ffee00-0000-4000-8000-000000000000',
    wallet: MAIN_WALLET,
    amount: -100,
    otherVendors: [],
    game: null,
    ...over,
  });
  const none = { number: null, game: null };

  it('a transfer names the other wallet and the direction, never the request id', () => {
    expect(describeEntry(entry({ otherVendors: ['SIMVENDOR'] }))).toEqual({
      kind: 'transferTo',
      wallet: 'SIMVENDOR',
      ...none,
    });
    expect(describeEntry(entry({ wallet: 'SIMVENDOR', amount: 100, otherVendors: [] }))).toEqual({
      kind: 'transferFrom',
      wallet: MAIN_WALLET,
      ...none,
    });
    // A remote vendor's held transfer: the other leg is the vendor's clearing account.
    expect(describeEntry(entry({ kind: 'transfer_hold', otherVendors: ['REMOTE'] }))).toMatchObject({
      kind: 'transferTo',
      wallet: 'REMOTE',
    });
    expect(describeEntry(entry({ kind: 'transfer_reverse', amount: 100, otherVendors: ['REMOTE'] }))).toEqual(
      { kind: 'transferReturned', wallet: 'REMOTE', ...none },
    );
    expect(describeEntry(entry({ kind: 'transfer_recall', amount: 300 })).kind).toBe('recall');
    expect(describeEntry(entry({ kind: 'transfer_recall', wallet: 'SUERTE' }))).toMatchObject({
      kind: 'transferTo',
      wallet: MAIN_WALLET,
    });
  });

  it('deposits and withdrawals carry their request number', () => {
    expect(describeEntry(entry({ kind: 'deposit_bank', reference: 'deposit:42', amount: 5 }))).toEqual({
      kind: 'deposit',
      wallet: null,
      number: '42',
      game: null,
    });
    expect(describeEntry(entry({ kind: 'deposit_demo', reference: 'dep-a' })).kind).toBe('depositDemo');
    expect(describeEntry(entry({ kind: 'withdrawal_hold', reference: 'withdrawal:7' }))).toMatchObject({
      kind: 'withdrawal',
      number: '7',
    });
    expect(describeEntry(entry({ kind: 'withdrawal_refund', reference: 'withdrawal:7' }))).toMatchObject({
      kind: 'withdrawalRefund',
      number: '7',
    });
  });

  it('bets, wins and rollbacks name the vendor and the game of their round', () => {
    const round = { reference: 'SIMVENDOR:r-1', game: 'Ocean King', otherVendors: ['SIMVENDOR'] };
    expect(describeEntry(entry({ kind: 'bet', ...round }))).toEqual({
      kind: 'bet',
      wallet: 'SIMVENDOR',
      number: null,
      game: 'Ocean King',
    });
    expect(describeEntry(entry({ kind: 'bonus_win', ...round })).kind).toBe('bonus');
    expect(describeEntry(entry({ kind: 'rollback', ...round, game: null }))).toMatchObject({
      kind: 'rollback',
      game: null,
    });
    expect(roundOf('SIMVENDOR:r:2')).toEqual({ vendorCode: 'SIMVENDOR', roundId: 'r:2' });
    expect(roundOf('no-vendor')).toBeNull();
  });

  it('a settlement names its vendor; an unknown kind is "other"', () => {
    expect(describeEntry(entry({ kind: 'vendor_settlement', wallet: 'REMOTE', reference: null }))).toEqual({
      kind: 'vendorSettlement',
      wallet: 'REMOTE',
      ...none,
    });
    expect(describeEntry(entry({ kind: 'adjustment' })).kind).toBe('other');
  });
});
