import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';

/**
 * Takes up to `limit` approved withdrawals that a provider pays out and marks them paying, in one statement:
 * a run on another node skips the rows this one holds and finds them paying afterwards, so each is sent by one.
 */
export function claimApprovedPayouts(db: Executor, limit: number) {
  return db
    .updateTable('withdrawal_requests')
    .set({ status: 'paying', payout_sent_at: sql<Date>`now()` })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('withdrawal_requests')
        .select('id')
        .where('status', '=', 'approved')
        .where('provider_code', 'is not', null)
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .where('status', '=', 'approved')
    .returningAll()
    .execute();
}

/** Payouts sent at least `staleSeconds` ago that are still paying: their outcome is asked for. */
export function stalePayingPayouts(db: Executor, staleSeconds: number, limit: number) {
  return db
    .selectFrom('withdrawal_requests')
    .selectAll()
    .where('status', '=', 'paying')
    .where('payout_sent_at', '<=', sql<Date>`now() - make_interval(secs => ${staleSeconds})`)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function recordPayoutReference(db: Executor, id: number, reference: string) {
  return db
    .updateTable('withdrawal_requests')
    .set({ payout_reference: reference })
    .where('id', '=', id)
    .where('payout_reference', 'is', null)
    .execute();
}

export function lockPayout(trx: Transaction<DB>, id: number) {
  return trx
    .selectFrom('withdrawal_requests')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}
