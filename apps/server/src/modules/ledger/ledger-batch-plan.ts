import { MAX_BALANCE } from '@suerte/contracts';
import type { Leg } from './postings.js';

/** What the planner needs of a batch posting: its key and its checked legs. */
export interface PlannedPosting {
  idempotencyKey: string;
  legs: readonly Leg[];
}

/** The decision for one posting of a batch, in batch order. */
export type PlanDecision =
  /** Write it; `balances` are the member balances right after it, by account id. */
  | { action: 'post'; balances: Map<number, number> }
  /** Its key was used before this batch (`transactionId`) or by an earlier posting of it (`index`). */
  | { action: 'replay'; transactionId: number }
  | { action: 'replay'; index: number }
  /**
   * It would take `accountId` below zero (INSUFFICIENT_FUNDS) or above MAX_BALANCE (BALANCE_LIMIT): nothing of it
   * is written, and its key stays unused.
   */
  | { action: 'refuse'; code: RefusalCode; accountId: number };

export type RefusalCode = 'INSUFFICIENT_FUNDS' | 'BALANCE_LIMIT';

/**
 * Decides a batch exactly as posting it one by one in order would: a key used before (in the journal or earlier
 * in the batch) replays, a posting that would take any member balance below zero or above MAX_BALANCE is refused
 * (the others go on from the balances without it), everything else posts. `balances` holds the member accounts' balances (house
 * accounts keep none and are absent); it is not changed.
 */
export function planBatch(
  postings: readonly PlannedPosting[],
  balances: ReadonlyMap<number, number>,
  usedKeys: ReadonlyMap<string, number>,
): PlanDecision[] {
  const current = new Map(balances);
  const postedAt = new Map<string, number>();
  return postings.map((posting, index): PlanDecision => {
    const before = usedKeys.get(posting.idempotencyKey);
    if (before !== undefined) return { action: 'replay', transactionId: before };
    const earlier = postedAt.get(posting.idempotencyKey);
    if (earlier !== undefined) return { action: 'replay', index: earlier };
    const after = new Map<number, number>();
    for (const leg of posting.legs) {
      const balance = current.get(leg.accountId);
      if (balance === undefined) continue;
      const next = balance + leg.amount;
      if (next < 0) return { action: 'refuse', code: 'INSUFFICIENT_FUNDS', accountId: leg.accountId };
      if (next > MAX_BALANCE) return { action: 'refuse', code: 'BALANCE_LIMIT', accountId: leg.accountId };
      after.set(leg.accountId, next);
    }
    for (const [accountId, next] of after) current.set(accountId, next);
    postedAt.set(posting.idempotencyKey, index);
    return { action: 'post', balances: after };
  });
}
