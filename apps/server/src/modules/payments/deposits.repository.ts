import type { Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import { dbNow, type Executor } from '../../db/executor.js';
import type { DB, DepositRequestsTable } from '../../db/schema.js';

export type DepositRow = Selectable<DepositRequestsTable>;

export interface NewDeposit {
  merchantCode: string;
  memberId: number;
  currency: string;
  channel: string;
  requestId: string;
  amount: number;
  payerName: string;
  reference: string;
}

/** Inserts a pending request unless the member used this requestId; null means it was used. */
export async function insertDeposit(db: Executor, d: NewDeposit): Promise<DepositRow | null> {
  const row = await db
    .insertInto('deposit_requests')
    .values({
      merchant_code: d.merchantCode,
      member_id: d.memberId,
      currency_code: d.currency,
      channel: d.channel,
      request_id: d.requestId,
      amount: d.amount,
      payer_name: d.payerName,
      reference: d.reference,
      status: 'pending',
    })
    .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export function depositByRequestId(db: Executor, memberId: number, requestId: string) {
  return db
    .selectFrom('deposit_requests')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export function lockDeposit(trx: Transaction<DB>, id: number) {
  return trx.selectFrom('deposit_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function decideDeposit(
  trx: Transaction<DB>,
  id: number,
  change: {
    status: 'approved' | 'rejected';
    reason: string | null;
    actor: string;
    ledgerTransactionId?: number;
  },
) {
  return trx
    .updateTable('deposit_requests')
    .set({
      status: change.status,
      reason: change.reason,
      decided_by: change.actor,
      decided_at: dbNow(),
      ledger_transaction_id: change.ledgerTransactionId ?? null,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function memberDeposits(
  db: Executor,
  memberId: number,
  page: { pageNo: number; pageSize: number },
) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('deposit_requests')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    db
      .selectFrom('deposit_requests')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

export function depositsByStatus(db: Executor, status: DepositRow['status'] | undefined, limit: number) {
  let q = db.selectFrom('deposit_requests').selectAll().orderBy('id', 'desc').limit(limit);
  if (status) q = q.where('status', '=', status);
  return q.execute();
}
