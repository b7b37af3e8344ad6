import { sql, type Selectable, type Transaction } from 'kysely';
import { dbNow, type Executor } from '../../db/executor.js';
import type { DB, VendorTransfersTable } from '../../db/schema.js';
import type { TransferMember, TransferOrder } from './transfer-parties.js';
import type { TransferStatus } from './transfer-state.js';
import type { VendorEndpoint } from './vendor-transfer-adapter.js';

export type VendorTransferRow = Selectable<VendorTransfersTable>;

export async function vendorEndpoint(db: Executor, vendorCode: string): Promise<VendorEndpoint | null> {
  const row = await db
    .selectFrom('vendors')
    .select(['code', 'transfer_url', 'wallet_secret'])
    .where('code', '=', vendorCode)
    .executeTakeFirst();
  return row ? { code: row.code, transferUrl: row.transfer_url, secret: row.wallet_secret } : null;
}

/** Every vendor with a transfer API address (whether its adapter is remote is the adapters' call). */
export async function vendorsWithTransferUrl(db: Executor): Promise<VendorEndpoint[]> {
  const rows = await db
    .selectFrom('vendors')
    .select(['code', 'transfer_url', 'wallet_secret'])
    .where('transfer_url', 'is not', null)
    .execute();
  return rows.map((r) => ({ code: r.code, transferUrl: r.transfer_url, secret: r.wallet_secret }));
}

/** Creates a pending transfer; undefined when this member's requestId made one already. */
export async function insertTransfer(
  trx: Transaction<DB>,
  member: TransferMember,
  order: TransferOrder,
): Promise<VendorTransferRow | undefined> {
  return trx
    .insertInto('vendor_transfers')
    .values({
      merchant_code: member.merchantCode,
      currency_code: member.currency,
      member_id: member.id,
      vendor_code: order.vendorCode,
      direction: order.direction,
      amount: order.amount,
      request_id: order.requestId,
      status: 'pending',
    })
    .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function setHoldTransaction(
  trx: Transaction<DB>,
  transferId: number,
  transactionId: number,
): Promise<VendorTransferRow> {
  return trx
    .updateTable('vendor_transfers')
    .set({ hold_transaction_id: transactionId })
    .where('id', '=', transferId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A transfer's new state after an event, with the ledger step it posted and, for a decision, who made it. */
export interface TransferUpdate {
  status: TransferStatus;
  attempts: number;
  lastError: string | null;
  settleTransactionId?: number | null;
  reverseTransactionId?: number | null;
  resolution?: { actor: string; note: string };
}

export async function updateTransfer(
  trx: Transaction<DB>,
  transferId: number,
  update: TransferUpdate,
): Promise<VendorTransferRow> {
  return trx
    .updateTable('vendor_transfers')
    .set({
      status: update.status,
      attempts: update.attempts,
      last_error: update.lastError,
      updated_at: dbNow(),
      ...(update.settleTransactionId !== undefined
        ? { settle_transaction_id: update.settleTransactionId }
        : {}),
      ...(update.reverseTransactionId !== undefined
        ? { reverse_transaction_id: update.reverseTransactionId }
        : {}),
      ...(update.resolution
        ? { resolved_by: update.resolution.actor, resolution_note: update.resolution.note }
        : {}),
    })
    .where('id', '=', transferId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findTransfer(
  db: Executor,
  memberId: number,
  requestId: string,
): Promise<VendorTransferRow | undefined> {
  return db
    .selectFrom('vendor_transfers')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export async function transferById(db: Executor, id: number): Promise<VendorTransferRow | undefined> {
  return db.selectFrom('vendor_transfers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function lockTransfer(trx: Transaction<DB>, transferId: number): Promise<VendorTransferRow> {
  return trx
    .selectFrom('vendor_transfers')
    .selectAll()
    .where('id', '=', transferId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * Transfers the resolver should ask about, oldest first: unknown ones, and pending ones nobody finished for
 * `staleSeconds` by the database's clock; never those already left to an operator.
 */
export async function transfersToResolve(
  db: Executor,
  staleSeconds: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('vendor_transfers')
    .select('id')
    .where('needs_review', '=', false)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'unknown'),
        eb.and([
          eb('status', '=', 'pending'),
          eb('updated_at', '<', sql<Date>`now() - make_interval(secs => ${staleSeconds})`),
        ]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** The transfers a recall made, one per remote vendor: their request ids are `{requestId}#{vendorCode}`. */
export function recallRequestId(requestId: string, vendorCode: string): string {
  // '#' is not allowed in a client's requestId, so these never collide with a transfer the member asked for.
  return `${requestId}#${vendorCode}`;
}

export async function recallTransfers(
  db: Executor,
  memberId: number,
  requestId: string,
): Promise<VendorTransferRow[]> {
  return db
    .selectFrom('vendor_transfers')
    .selectAll()
    .where('member_id', '=', memberId)
    .where(sql<boolean>`starts_with(request_id, ${`${requestId}#`})`)
    .orderBy('vendor_code')
    .execute();
}

/** Transfers for an operator, newest first. */
export async function listTransfers(
  db: Executor,
  filter: { status?: TransferStatus; memberId?: number; needsReview?: boolean; limit: number },
): Promise<VendorTransferRow[]> {
  let query = db.selectFrom('vendor_transfers').selectAll().orderBy('id', 'desc').limit(filter.limit);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.memberId !== undefined) query = query.where('member_id', '=', filter.memberId);
  if (filter.needsReview !== undefined) query = query.where('needs_review', '=', filter.needsReview);
  return query.execute();
}

/** Leaves an unknown transfer to an operator: the resolver stops asking about it. */
export async function markNeedsReview(
  db: Executor,
  transferId: number,
): Promise<VendorTransferRow | undefined> {
  return db
    .updateTable('vendor_transfers')
    .set({ needs_review: true, updated_at: dbNow() })
    .where('id', '=', transferId)
    .where('status', '=', 'unknown')
    .returningAll()
    .executeTakeFirst();
}

/**
 * The vendor, when the merchant offers it in at least one enabled category. A vendor whose games play as another
 * vendor's (the demo catalogue) has no wallet to transfer to.
 */
export async function offeredVendor(
  db: Executor,
  merchantCode: string,
  vendorCode: string,
): Promise<{ code: string; maintenance: boolean } | undefined> {
  return db
    .selectFrom('merchant_vendors as mv')
    .innerJoin('vendors as v', 'v.code', 'mv.vendor_code')
    .select(['v.code', 'v.maintenance'])
    .where('mv.merchant_code', '=', merchantCode)
    .where('mv.enabled', '=', true)
    .where('v.plays_as_vendor', 'is', null)
    .where('v.code', '=', vendorCode)
    .limit(1)
    .executeTakeFirst();
}
