import type { Selectable, Transaction, UpdateObject } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB, WithdrawalRequestsTable } from '../../db/schema.js';
import type { ProofImage } from './proof-images.js';
import { countAll, pageOf, type PageRequest } from './member-pages.js';

export type WithdrawalRow = Selectable<WithdrawalRequestsTable>;
export type WithdrawalStatusValue = WithdrawalRow['status'];

/** Locks the member row: a member's withdrawal requests are decided one at a time (daily count, requestId). */
export async function lockMember(trx: Transaction<DB>, memberId: number) {
  return trx
    .selectFrom('members')
    .select(['id', 'payment_password_hash'])
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
}

export function withdrawalByRequestId(db: Executor, memberId: number, requestId: string) {
  return db
    .selectFrom('withdrawal_requests')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** Requests the member made since the start of the database's current UTC day. */
export async function withdrawalsToday(db: Executor, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('withdrawal_requests')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>=', sql<Date>`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`)
    .executeTakeFirstOrThrow();
  return row.n;
}

export function insertWithdrawal(
  trx: Transaction<DB>,
  w: Omit<
    WithdrawalRow,
    | 'payout_reference'
    | 'failure_reason'
    | 'payout_sent_at'
    | 'paid_at'
    | 'fee_transaction_id'
    | 'id'
    | 'status'
    | 'reason'
    | 'note'
    | 'auto_confirmed'
    | 'hold_transaction_id'
    | 'refund_transaction_id'
    | 'created_at'
    | 'approved_at'
    | 'disbursed_at'
    | 'confirmed_at'
    | 'decided_by'
  >,
) {
  return trx
    .insertInto('withdrawal_requests')
    .values({ ...w, status: 'pending' })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findWithdrawal(db: Executor, id: number) {
  return db.selectFrom('withdrawal_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export function lockWithdrawal(trx: Transaction<DB>, id: number) {
  return trx
    .selectFrom('withdrawal_requests')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function updateWithdrawal(
  trx: Transaction<DB>,
  id: number,
  change: UpdateObject<DB, 'withdrawal_requests'>,
) {
  return trx
    .updateTable('withdrawal_requests')
    .set(change)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertProofs(trx: Transaction<DB>, withdrawalId: number, images: ProofImage[]) {
  if (images.length === 0) return Promise.resolve();
  return trx
    .insertInto('withdrawal_proofs')
    .values(
      images.map((i) => ({ withdrawal_id: withdrawalId, mime: i.mime, size: i.data.length, data: i.data })),
    )
    .execute();
}

/** A withdrawal's proof images, oldest first, each with its bytes as a Buffer (PGlite answers bytea as Uint8Array). */
export async function withdrawalProofs(db: Executor, withdrawalId: number) {
  const rows = await db
    .selectFrom('withdrawal_proofs')
    .select(['id', 'mime', 'size', 'data', 'created_at'])
    .where('withdrawal_id', '=', withdrawalId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, data: Buffer.from(r.data) }));
}
export type WithdrawalProof = Awaited<ReturnType<typeof withdrawalProofs>>[number];

export async function proofCounts(db: Executor, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('withdrawal_proofs')
    .select(['withdrawal_id', sql<number>`count(*)::int`.as('n')])
    .where('withdrawal_id', 'in', ids)
    .groupBy('withdrawal_id')
    .execute();
  return new Map(rows.map((r) => [r.withdrawal_id, r.n]));
}

export function memberWithdrawals(db: Executor, memberId: number, page: PageRequest) {
  const mine = db.selectFrom('withdrawal_requests').where('member_id', '=', memberId);
  return pageOf(mine.selectAll().orderBy('id', 'desc'), mine.select(countAll()), page);
}

export function withdrawalsByStatus(db: Executor, status: WithdrawalStatusValue | undefined, limit: number) {
  let q = db.selectFrom('withdrawal_requests').selectAll().orderBy('id', 'desc').limit(limit);
  if (status) q = q.where('status', '=', status);
  return q.execute();
}

/**
 * Marks as received every disbursed withdrawal whose merchant's confirmation window has passed at `now`.
 * A conditional update: a second run (or another node) finds nothing left to change.
 */
export async function autoConfirmDue(db: Executor, now: Date | null): Promise<number[]> {
  const at = now ? sql<Date>`${now.toISOString()}::timestamptz` : sql<Date>`now()`;
  const rows = await db
    .updateTable('withdrawal_requests as w')
    .from('merchants as m')
    .set({ status: 'received', auto_confirmed: true, confirmed_at: at })
    .whereRef('m.code', '=', 'w.merchant_code')
    .where('w.status', '=', 'disbursed')
    .where(
      'w.disbursed_at',
      '<=',
      sql<Date>`${at} - make_interval(mins => coalesce(case when jsonb_typeof(m.payment_limits->'autoConfirmMinutes') = 'number' then (m.payment_limits->>'autoConfirmMinutes')::int end, 60))`,
    )
    .returning('w.id')
    .execute();
  return rows.map((r) => r.id);
}
