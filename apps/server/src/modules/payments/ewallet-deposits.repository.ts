import type { Selectable, Transaction, UpdateObject } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB, EwalletDepositsTable } from '../../db/schema.js';
import { countAll, pageOf, type PageRequest } from './member-pages.js';

export type EwalletDepositRow = Selectable<EwalletDepositsTable>;

/** Minutes a member has to approve an e-wallet payment before it expires. */
export const EWALLET_PAYMENT_MINUTES = 15;

/** Inserts a pending payment unless the member used this requestId; null means it was used. */
export async function insertEwalletDeposit(
  db: Executor,
  d: Pick<
    EwalletDepositRow,
    | 'merchant_code'
    | 'member_id'
    | 'currency_code'
    | 'method'
    | 'provider_code'
    | 'request_id'
    | 'amount'
    | 'play_money'
  >,
): Promise<EwalletDepositRow | null> {
  const row = await db
    .insertInto('ewallet_deposits')
    .values({
      ...d,
      status: 'pending',
      expires_at: sql<Date>`now() + make_interval(mins => ${EWALLET_PAYMENT_MINUTES})`,
    })
    .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export function ewalletDepositByRequestId(db: Executor, memberId: number, requestId: string) {
  return db
    .selectFrom('ewallet_deposits')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** The member's own payment: another member's id answers nothing. */
export function memberEwalletDeposit(db: Executor, memberId: number, id: number) {
  return db
    .selectFrom('ewallet_deposits')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export function updateEwalletDeposit(db: Executor, id: number, change: UpdateObject<DB, 'ewallet_deposits'>) {
  return db
    .updateTable('ewallet_deposits')
    .set(change)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function lockEwalletDepositByTransaction(
  trx: Transaction<DB>,
  provider: string,
  transactionId: string,
) {
  return trx
    .selectFrom('ewallet_deposits')
    .selectAll()
    .where('provider_code', '=', provider)
    .where('provider_txn_id', '=', transactionId)
    .forUpdate()
    .executeTakeFirst();
}

export function lockEwalletDeposit(trx: Transaction<DB>, id: number) {
  return trx.selectFrom('ewallet_deposits').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function memberEwalletDeposits(db: Executor, memberId: number, page: PageRequest) {
  const mine = db.selectFrom('ewallet_deposits').where('member_id', '=', memberId);
  return pageOf(mine.selectAll().orderBy('id', 'desc'), mine.select(countAll()), page);
}

/** Payments still pending after `graceSeconds` (the notification should have come by then), oldest first. */
export function stalePendingDeposits(db: Executor, graceSeconds: number, limit: number) {
  return db
    .selectFrom('ewallet_deposits')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '<=', sql<Date>`now() - make_interval(secs => ${graceSeconds})`)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}
