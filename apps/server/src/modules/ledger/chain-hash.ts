import { createHash } from 'node:crypto';

export interface SealedTransaction {
  id: number;
  merchantCode: string;
  currency: string;
  kind: string;
  reference: string | null;
  idempotencyKey: string | null;
  actor: string;
  createdAt: string;
  entries: { accountId: number; amount: number; balanceAfter: number | null }[];
}

/** The first link of the chain. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * The chain hash of a sealed transaction: SHA-256 over the previous hash, its place in the chain and every field
 * that matters, in a fixed order; changing any amount, account or order afterwards breaks every later link.
 */
export function chainHash(previous: string, seq: number, tx: SealedTransaction): string {
  const entries = [...tx.entries]
    .sort((a, b) => a.accountId - b.accountId || a.amount - b.amount)
    .map((e) => [e.accountId, e.amount, e.balanceAfter]);
  const body = JSON.stringify([
    seq,
    tx.id,
    tx.merchantCode,
    tx.currency,
    tx.kind,
    tx.reference,
    tx.idempotencyKey,
    tx.actor,
    tx.createdAt,
    entries,
  ]);
  return createHash('sha256').update(previous).update('\n').update(body).digest('hex');
}
