import type { VendorAnswer } from '@suerte/contracts';
import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { VendorTransactionsTable } from '../../db/schema.js';

export type VendorTransactionRow = Selectable<VendorTransactionsTable>;
export type NewVendorTransaction = Omit<Insertable<VendorTransactionsTable>, 'answer'>;

/**
 * Claims (vendor, transaction id) for this call. A concurrent claim of the same id waits for this one's
 * database transaction to end, so repeats are decided one at a time; false means the id was already taken.
 */
export async function claimTransaction(db: Executor, row: NewVendorTransaction): Promise<number | null> {
  const claimed = await db
    .insertInto('vendor_transactions')
    .values(row)
    .onConflict((oc) => oc.columns(['vendor_code', 'transaction_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return claimed?.id ?? null;
}

export async function vendorTransaction(
  db: Executor,
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
  db: Executor,
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

export async function markRolledBack(db: Executor, id: number): Promise<void> {
  await db.updateTable('vendor_transactions').set({ status: 'rolled_back' }).where('id', '=', id).execute();
}
