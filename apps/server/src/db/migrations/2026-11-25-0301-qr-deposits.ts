import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: QR deposits (QR Ph, PromptPay) and the provider notifications that settle them.
 * - qr_deposits: one dynamic QR code per deposit, payable until expires_at; pending → paid | expired | failed.
 *   The provider's transaction id is unique per provider, and the credit's ledger key is the deposit id: one
 *   deposit is credited once, by one provider transaction.
 * - qr_payment_notifications: every signed notification received, once per (provider, transaction id): a
 *   replay finds its row and changes nothing. The outcome says what it did; late, mismatched, unknown and second
 *   payments wait for an operator (needs_review).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('qr_deposits')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('channel_id', 'bigint', (c) => c.notNull().references('payment_channels.id'))
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('qrph','promptpay')`))
    .addColumn('provider_code', 'text', (c) => c.notNull().references('payment_providers.code'))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('play_money', 'boolean', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending','paid','expired','failed')`),
    )
    .addColumn('provider_txn_id', 'text')
    .addColumn('ledger_transaction_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('qr_deposits_member_request_uq', ['member_id', 'request_id'])
    .addUniqueConstraint('qr_deposits_provider_txn_uq', ['provider_code', 'provider_txn_id'])
    .execute();
  await db.schema
    .createIndex('qr_deposits_member_idx')
    .on('qr_deposits')
    .columns(['member_id', 'id'])
    .execute();

  await db.schema
    .createTable('qr_payment_notifications')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('provider_code', 'text', (c) => c.notNull().references('payment_providers.code'))
    .addColumn('provider_txn_id', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('deposit_id', 'bigint', (c) => c.references('qr_deposits.id'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('paid','failed')`))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`outcome in ('credited','failed','late','amount_mismatch','unknown_reference','already_settled')`,
        ),
    )
    .addColumn('needs_review', 'boolean', (c) => c.notNull())
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('qr_payment_notifications_txn_uq', ['provider_code', 'provider_txn_id'])
    .execute();
  await sql`create index qr_payment_notifications_review_idx on qr_payment_notifications (id)
    where needs_review`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('qr_payment_notifications').execute();
  await db.schema.dropTable('qr_deposits').execute();
}
