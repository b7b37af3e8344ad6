import { describe, expect, it } from 'vitest';
import { GENESIS_HASH, chainHash, type SealedTransaction } from './chain-hash.js';

const tx: SealedTransaction = {
  id: 7,
  merchantCode: 'SUERTE_PH',
  currency: 'PHP',
  kind: 'deposit',
  reference: 'd-1',
  idempotencyKey: 'deposit:1',
  actor: 'member:3',
  createdAt: '2026-11-21T08:00:00.000Z',
  entries: [
    { accountId: 2, amount: 10000, balanceAfter: 10000 },
    { accountId: 1, amount: -10000, balanceAfter: null },
  ],
};

describe('chainHash', () => {
  it('is stable and independent of entry order', () => {
    const h = chainHash(GENESIS_HASH, 1, tx);
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(chainHash(GENESIS_HASH, 1, { ...tx, entries: [...tx.entries].reverse() })).toBe(h);
  });

  it('changes with any amount, account, place in the chain or previous link', () => {
    const h = chainHash(GENESIS_HASH, 1, tx);
    const bumped = { ...tx, entries: [{ ...tx.entries[0]!, amount: 10001 }, tx.entries[1]!] };
    expect(chainHash(GENESIS_HASH, 1, bumped)).not.toBe(h);
    expect(chainHash(GENESIS_HASH, 2, tx)).not.toBe(h);
    expect(chainHash(h, 1, tx)).not.toBe(h);
    expect(chainHash(GENESIS_HASH, 1, { ...tx, kind: 'withdrawal' })).not.toBe(h);
  });
});
