import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { isTransientConflict, retryTransient } from '../../db/db-errors.js';
import type { DB } from '../../db/schema.js';
import { planBatch, type RefusalCode } from './ledger-batch-plan.js';
import { readAccounts, transactionsByKeys, writeJournal } from './ledger-batch.repository.js';
import type { Posting } from './ledger.service.js';
import { checkLegs } from './postings.js';

/** A posting of a batch: like a single posting, but always with an idempotency key. */
export type BatchPosting = Omit<Posting, 'idempotencyKey'> & { idempotencyKey: string };

/** What became of one posting of a batch, in batch order. */
export type BatchResult =
  /** Written; `balances` are the member balances right after it, by account id. */
  | { status: 'posted'; transactionId: number; balances: Map<number, number> }
  /** Its key was used before (or earlier in the batch): the first journal transaction, nothing changed. */
  | { status: 'replayed'; transactionId: number }
  /**
   * It would take `accountId` below zero (INSUFFICIENT_FUNDS) or above MAX_BALANCE (BALANCE_LIMIT): nothing of it
   * was written and its key stays unused.
   */
  | { status: 'refused'; code: RefusalCode; accountId: number };

/** The postings with their legs checked and merged; a malformed one throws, naming its place. */
function checkPostings(postings: readonly BatchPosting[]): BatchPosting[] {
  return postings.map((posting, index) => {
    if (!posting.idempotencyKey) throw new RangeError(`batch posting ${index} has no idempotency key`);
    try {
      return { ...posting, legs: checkLegs(posting.legs) };
    } catch (error) {
      throw new RangeError(`batch posting ${index}: ${(error as Error).message}`);
    }
  });
}

/**
 * The member balances the plan starts from. Only debited accounts are locked until the write: a credit never
 * takes a balance below zero (the statement still refuses one above MAX_BALANCE), so payouts take no row locks
 * before their update.
 */
async function startingBalances(trx: Transaction<DB>, postings: readonly BatchPosting[]) {
  const legs = postings.flatMap((p) => p.legs);
  const debited = new Set(legs.filter((l) => l.amount < 0).map((l) => l.accountId));
  const all = [...new Set(legs.map((l) => l.accountId))];
  const { members, house } = await readAccounts(
    trx,
    [...debited].sort((a, b) => a - b),
    all.filter((id) => !debited.has(id)),
  );
  const unknown = all.find((id) => !members.has(id) && !house.has(id));
  if (unknown !== undefined) throw new RangeError(`ledger account ${unknown} does not exist`);
  return members;
}

export interface BatchOptions {
  /**
   * The caller knows that no key of the batch was used before and that each appears once (it claims what each
   * posting pays for in the same transaction, e.g. a bet moved out of WAITING): the lookup of used keys is skipped.
   * A key used after all still fails the whole statement on the journal's unique index, so nothing is paid twice.
   */
  newKeys?: boolean;
}

/**
 * Posts many journal transactions inside the caller's database transaction, with the answers posting them one
 * by one in order would give: repeats replay, a posting that would take a member balance below zero (or above
 * MAX_BALANCE) is refused alone, the rest are written in one statement. Throws (nothing written) when any
 * posting's legs are malformed (RangeError) or name an unknown account; a concurrent writer of the same key or a
 * deadlock on a credited account makes the statement fail (postBatch retries it).
 */
export async function postBatchIn(
  trx: Transaction<DB>,
  postings: readonly BatchPosting[],
  options: BatchOptions = {},
): Promise<BatchResult[]> {
  if (postings.length === 0) return [];
  const checked = checkPostings(postings);
  const members = await startingBalances(trx, checked);
  const usedKeys = options.newKeys
    ? new Map<string, number>()
    : await transactionsByKeys(
        trx,
        checked.map((p) => p.idempotencyKey),
      );
  const plan = planBatch(checked, members, usedKeys);
  // The statement is estimated costly enough for JIT compilation, which takes longer than running it (measured
  // with bench/ledger-batch: about 1.5 s of compiling for a 10 000-posting statement that runs in 1 s).
  await sql`set local jit = off`.execute(trx);
  const written = await writeJournal(
    trx,
    checked.filter((_, i) => plan[i]!.action === 'post'),
  );
  const idOf: number[] = [];
  let next = 0;
  return plan.map((decision, i): BatchResult => {
    if (decision.action === 'refuse')
      return { status: 'refused', code: decision.code, accountId: decision.accountId };
    if (decision.action === 'replay') {
      const transactionId = 'index' in decision ? idOf[decision.index]! : decision.transactionId;
      return { status: 'replayed', transactionId };
    }
    idOf[i] = written.ids[next]!;
    // The balances the statement wrote: an account only credited here may have moved since it was read.
    return { status: 'posted', transactionId: idOf[i]!, balances: written.balances[next++]! };
  });
}

/** Conflicts that a fresh attempt resolves: a key taken by a concurrent writer, a deadlock, serialization. */
function isRetryable(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return (
    (code === '23505' && constraint === 'ledger_transactions_idempotency_key_key') ||
    isTransientConflict(error)
  );
}

/**
 * Posts a batch in a database transaction of its own (see postBatchIn), all of it or none of it; retried a few
 * times when a concurrent writer took one of its keys meanwhile (the retry replays that posting).
 */
export async function postBatch(db: Database, postings: readonly BatchPosting[]): Promise<BatchResult[]> {
  return retryTransient(() => db.transaction().execute((trx) => postBatchIn(trx, postings)), {
    retryable: isRetryable,
  });
}
