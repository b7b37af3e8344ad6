import type { VendorAnswer } from '@suerte/contracts';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { DB, VendorTransactionsTable } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;
export type VendorTransactionRow = Selectable<VendorTransactionsTable>;
export type NewVendorTransaction = Omit<Insertable<VendorTransactionsTable>, 'answer'>;

/**
 * Claims (vendor, transaction id) for this call. A concurrent claim of the same id waits for this one's
 * database transaction to end, so repeats are decided one at a time; false means the id was already taken.
 */
export async function claimTransaction(db: Db, row: NewVendorTransaction): Promise<number | null> {
  const claimed = await db
    .insertInto('vendor_transactions')
    .values(row)
    .onConflict((oc) => oc.columns(['vendor_code', 'transaction_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return claimed?.id ?? null;
}

export async function vendorTransaction(
  db: Db,
  vendorCode: string,
  transactionId: string,
  lock = false,
): Promise<VendorTransactionRow | undefined> {
  let query = db
    .selectFrom('vendor_transactions')
    .selectAll()
    .where('vendor_code', '=', vendorCode)
    .where('transaction_id', '=', transactionId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Records the answer (returned again to repeats) and the journal transaction that moved the money. */
export async function completeTransaction(
  db: Db,
  id: number,
  ledgerTransactionId: number | null,
  answer: VendorAnswer,
): Promise<void> {
  await db
    .updateTable('vendor_transactions')
    .set({ ledger_transaction_id: ledgerTransactionId, answer: JSON.stringify(answer) })
    .where('id', '=', id)
    .execute();
}

export async function markRolledBack(db: Db, id: number): Promise<void> {
  await db.updateTable('vendor_transactions').set({ status: 'rolled_back' }).where('id', '=', id).execute();
}
