import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: transfers with a remote vendor (transfer mode). A vendor with a transfer_url keeps its wallet
 * on its own side; each move between the main wallet and it is a vendor_transfers row with a state machine
 * (pending → confirmed | failed | unknown; unknown → confirmed | failed after asking the vendor). The ledger
 * transactions of each step are recorded on the row; their idempotency keys are per transfer and step.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vendors').addColumn('transfer_url', 'text').execute();

  await db.schema
    .createTable('vendor_transfers')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('vendor_code', 'text', (c) => c.notNull().references('vendors.code'))
    .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('in','out')`))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending','confirmed','failed','unknown')`),
    )
    .addColumn('hold_transaction_id', 'bigint')
    .addColumn('settle_transaction_id', 'bigint')
    .addColumn('reverse_transaction_id', 'bigint')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('vendor_transfers_member_request_uq', ['member_id', 'request_id'])
    .execute();
  await sql`create index vendor_transfers_open_idx on vendor_transfers (updated_at)
    where status in ('pending','unknown')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vendor_transfers').execute();
  await db.schema.alterTable('vendors').dropColumn('transfer_url').execute();
}
