import type { Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import { dbNow, type Executor } from '../../db/executor.js';
import type { DB, DepositRequestsTable } from '../../db/schema.js';
import { countAll, pageOf, type PageRequest } from './member-pages.js';

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

/** A row of the member's deposit list: a bank request or a QR payment, in the bank request's terms. */
export interface DepositListRow {
  kind: 'bank' | 'qr' | 'ewallet';
  id: number;
  request_id: string;
  channel: string;
  amount: number;
  currency_code: string;
  status: 'pending' | 'approved' | 'rejected' | 'paid' | 'expired' | 'failed';
  payer_name: string;
  reference: string;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

/**
 * The member's bank requests, QR payments and e-wallet payments as one list, newest first. A QR code whose time
 * has passed unpaid reads as expired (as it does when opened), though the row says so only once it is read one
 * by one or settled. An e-wallet payment reads as its row says (reconciliation asks the aggregator, which may
 * still report it paid); its reference is the aggregator's transaction id, the one on the wallet's receipt.
 */
export function memberDeposits(
  db: Executor,
  memberId: number,
  page: PageRequest,
): Promise<{ rows: DepositListRow[]; total: number }> {
  const bank = db
    .selectFrom('deposit_requests')
    .select([
      sql<DepositListRow['kind']>`'bank'`.as('kind'),
      'id',
      'request_id',
      'channel',
      'amount',
      'currency_code',
      sql<DepositListRow['status']>`status`.as('status'),
      'payer_name',
      'reference',
      'reason',
      'created_at',
      'decided_at',
    ])
    .where('member_id', '=', memberId);
  const qr = db
    .selectFrom('qr_deposits')
    .select([
      sql<DepositListRow['kind']>`'qr'`.as('kind'),
      'id',
      'request_id',
      sql<string>`method`.as('channel'),
      'amount',
      'currency_code',
      sql<
        DepositListRow['status']
      >`case when status = 'pending' and expires_at <= now() then 'expired' else status end`.as('status'),
      sql<string>`''`.as('payer_name'),
      'reference',
      sql<string | null>`null`.as('reason'),
      'created_at',
      sql<Date | null>`settled_at`.as('decided_at'),
    ])
    .where('member_id', '=', memberId);
  const ewallet = db
    .selectFrom('ewallet_deposits')
    .select([
      sql<DepositListRow['kind']>`'ewallet'`.as('kind'),
      'id',
      'request_id',
      sql<string>`method`.as('channel'),
      'amount',
      'currency_code',
      sql<DepositListRow['status']>`status`.as('status'),
      sql<string>`''`.as('payer_name'),
      sql<string>`coalesce(provider_txn_id, '')`.as('reference'),
      sql<string | null>`null`.as('reason'),
      'created_at',
      sql<Date | null>`settled_at`.as('decided_at'),
    ])
    .where('member_id', '=', memberId);
  const all = db.selectFrom(bank.unionAll(qr).unionAll(ewallet).as('d'));
  return pageOf(
    all.selectAll().orderBy('created_at', 'desc').orderBy('kind', 'desc').orderBy('id', 'desc'),
    all.select(countAll()),
    page,
  );
}

export function depositsByStatus(db: Executor, status: DepositRow['status'] | undefined, limit: number) {
  let q = db.selectFrom('deposit_requests').selectAll().orderBy('id', 'desc').limit(limit);
  if (status) q = q.where('status', '=', status);
  return q.execute();
}
