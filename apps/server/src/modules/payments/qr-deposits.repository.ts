import type { Insertable, Selectable, Transaction } from 'kysely';
import { sql } from 'kysely';
import { dbNow, type Executor } from '../../db/executor.js';
import type { DB, QrDepositsTable, QrPaymentNotificationsTable } from '../../db/schema.js';

export type QrDepositRow = Selectable<QrDepositsTable>;
export type QrNotificationRow = Selectable<QrPaymentNotificationsTable>;
/** A deposit with whether its code has expired by the database's clock. */
export type QrDepositWithClock = QrDepositRow & { due: boolean };

type NewQrDeposit = Omit<
  Insertable<QrDepositsTable>,
  'id' | 'status' | 'expires_at' | 'created_at' | 'provider_txn_id' | 'ledger_transaction_id' | 'settled_at'
>;

/** Inserts a pending deposit payable for `minutes` (database clock); null when the member used the requestId. */
export async function insertQrDeposit(db: Executor, d: NewQrDeposit, minutes: number) {
  const row = await db
    .insertInto('qr_deposits')
    .values({ ...d, status: 'pending', expires_at: sql<Date>`now() + make_interval(mins => ${minutes})` })
    .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export function qrDepositByRequestId(db: Executor, memberId: number, requestId: string) {
  return db
    .selectFrom('qr_deposits')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** The member's own deposit (another member's id finds nothing), expired first when its time has passed. */
export async function memberQrDeposit(db: Executor, memberId: number, id: number) {
  await db
    .updateTable('qr_deposits')
    .set({ status: 'expired', settled_at: dbNow() })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .where('expires_at', '<=', dbNow())
    .execute();
  return db
    .selectFrom('qr_deposits')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export function lockQrDepositByReference(trx: Transaction<DB>, reference: string) {
  return trx
    .selectFrom('qr_deposits')
    .selectAll()
    .select(sql<boolean>`expires_at <= now()`.as('due'))
    .where('reference', '=', reference)
    .forUpdate()
    .executeTakeFirst() as Promise<QrDepositWithClock | undefined>;
}

export function settleQrDeposit(
  trx: Transaction<DB>,
  id: number,
  change: { status: 'paid' | 'expired' | 'failed'; providerTxnId?: string; ledgerTransactionId?: number },
) {
  return trx
    .updateTable('qr_deposits')
    .set({
      status: change.status,
      provider_txn_id: change.providerTxnId ?? null,
      ledger_transaction_id: change.ledgerTransactionId ?? null,
      settled_at: dbNow(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Records a notification unless its (provider, transaction id) was seen: null means a replay. */
export async function insertQrNotification(
  trx: Transaction<DB>,
  n: Omit<Insertable<QrPaymentNotificationsTable>, 'id' | 'received_at' | 'reviewed_by' | 'reviewed_at'>,
) {
  const row = await trx
    .insertInto('qr_payment_notifications')
    .values(n)
    .onConflict((oc) => oc.columns(['provider_code', 'provider_txn_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export function qrNotificationByTxn(db: Executor, provider: string, txnId: string) {
  return db
    .selectFrom('qr_payment_notifications')
    .selectAll()
    .where('provider_code', '=', provider)
    .where('provider_txn_id', '=', txnId)
    .executeTakeFirst();
}

/** Notifications an operator must look at (late, mismatched, unknown, second payments), oldest first. */
export function qrNotificationsForReview(db: Executor, limit: number) {
  return db
    .selectFrom('qr_payment_notifications')
    .selectAll()
    .where('needs_review', '=', true)
    .where('reviewed_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function providerSecret(db: Executor, code: string) {
  return db
    .selectFrom('payment_providers')
    .select(['webhook_secret', 'is_demo'])
    .where('code', '=', code)
    .executeTakeFirst();
}

export async function currencyExponent(db: Executor, code: string): Promise<number> {
  const row = await db
    .selectFrom('currencies')
    .select('exponent')
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.exponent ?? 2;
}
