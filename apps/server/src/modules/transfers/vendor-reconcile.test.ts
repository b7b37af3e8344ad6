import { describe, expect, it } from 'vitest';
import { decideSettlement, settlementKey, type WalletMark } from './vendor-reconcile.js';

const mark = (over: Partial<WalletMark> = {}): WalletMark => ({
  balance: 10_000,
  lastEntryId: 41,
  transfers: 3,
  open: 0,
  ...over,
});

describe('vendor wallet reconcile', () => {
  it('settles the difference a win or a loss made at the vendor', () => {
    expect(decideSettlement(mark(), mark(), 12_500)).toEqual({ action: 'settle', amount: 2_500 });
    expect(decideSettlement(mark(), mark(), 0)).toEqual({ action: 'settle', amount: -10_000 });
    expect(decideSettlement(mark(), mark(), 10_000)).toEqual({ action: 'none' });
  });

  it('never compares while a transfer is under way', () => {
    expect(decideSettlement(mark({ open: 1 }), mark({ open: 1 }), 12_000)).toEqual({
      action: 'skip',
      reason: 'TRANSFER_OPEN',
    });
    // Opened after the first look (the count moved too), still open now.
    expect(decideSettlement(mark(), mark({ transfers: 4, open: 1 }), 12_000)).toMatchObject({
      action: 'skip',
    });
  });

  it('posts nothing when our side moved while the vendor was asked', () => {
    // A transfer opened and finished in between: its effect may or may not be in the vendor's figure.
    expect(decideSettlement(mark(), mark({ transfers: 4 }), 12_000)).toEqual({
      action: 'skip',
      reason: 'MOVED',
    });
    // Another settlement, or any posting, on the wallet; even one that left the balance where it was.
    expect(decideSettlement(mark(), mark({ lastEntryId: 57 }), 12_000)).toEqual({
      action: 'skip',
      reason: 'MOVED',
    });
  });

  it('keys a settlement by the state it settles, so a repeat of the same state posts once', () => {
    expect(settlementKey(7, 'SIMVENDOR', mark())).toBe(settlementKey(7, 'SIMVENDOR', mark({ balance: 1 })));
    const keys = new Set([
      settlementKey(7, 'SIMVENDOR', mark()),
      settlementKey(7, 'SIMVENDOR', mark({ lastEntryId: 42 })),
      settlementKey(7, 'SIMVENDOR', mark({ transfers: 4 })),
      settlementKey(8, 'SIMVENDOR', mark()),
      settlementKey(7, 'OTHER', mark()),
    ]);
    expect(keys.size).toBe(5);
  });
});
