import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/kernel/app-error.js';
import {
  applyToBalance,
  insertEntries,
  insertTransaction,
  isMemberAccount,
  transactionByKey,
} from './ledger.repository.js';
import { checkLegs, type Leg } from './postings.js';

export interface Posting {
  merchantCode: string;
  currency: string;
  /** What moved money: deposit, withdrawal, transfer, bet, win, rollback, adjustment... */
  kind: string;
  reference: string | null;
  /** Unique per external movement: a repeat returns the first result and changes nothing. */
  idempotencyKey: string | null;
  actor: string;
  legs: Leg[];
}

export interface PostingResult {
  transactionId: number;
  /** True when the idempotency key was already used: nothing was changed by this call. */
  replayed: boolean;
  /** Member balances after the posting, by account id (empty for a replay). */
  balances: Map<number, number>;
}

/**
 * Posts one balanced journal transaction inside the caller's database transaction. Member balances move by
 * guarded single statements in account-id order (the same lock order everywhere, so opposite transfers cannot
 * deadlock); if any would go negative the whole posting fails with INSUFFICIENT_FUNDS (above MAX_BALANCE:
 * BALANCE_LIMIT) and nothing is written.
 */
export async function post(trx: Transaction<DB>, posting: Posting): Promise<PostingResult> {
  const legs = checkLegs(posting.legs);
  const transactionId = await insertTransaction(trx, posting);
  if (transactionId === null) {
    const first = await transactionByKey(trx, posting.idempotencyKey!);
    return { transactionId: first!.id, replayed: true, balances: new Map() };
  }
  const members = await isMemberAccount(
    trx,
    legs.map((l) => l.accountId),
  );
  const balances = new Map<number, number>();
  for (const leg of [...legs].sort((a, b) => a.accountId - b.accountId)) {
    if (!members.has(leg.accountId)) continue;
    const after = await applyToBalance(trx, leg.accountId, leg.amount);
    if (after === null) {
      // A debit fails for want of funds; a credit only at the balance ceiling.
      const code = leg.amount > 0 ? 'BALANCE_LIMIT' : 'INSUFFICIENT_FUNDS';
      throw new AppError(code, undefined, { accountId: leg.accountId });
    }
    balances.set(leg.accountId, after);
  }
  await insertEntries(
    trx,
    transactionId,
    legs.map((leg) => ({ ...leg, balanceAfter: balances.get(leg.accountId) ?? null })),
  );
  return { transactionId, replayed: false, balances };
}
