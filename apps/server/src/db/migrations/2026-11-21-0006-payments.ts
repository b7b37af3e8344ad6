import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: payments. Per-merchant payment limits (partial JSON, defaults in code), manual deposit
 * requests, withdrawal requests with their confirmation states, and the proof images of a withdrawal.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('merchants')
    .addColumn('payment_limits', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();

  await db.schema
    .createTable('deposit_requests')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('payer_name', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending','approved','rejected')`))
    .addColumn('reason', 'text')
    .addColumn('ledger_transaction_id', 'bigint')
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('deposit_requests_member_request_uq', ['member_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('deposit_requests_status_idx')
    .on('deposit_requests')
    .columns(['status', 'id'])
    .execute();

  await db.schema
    .createTable('withdrawal_requests')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`status in ('pending','approved','disbursed','received','all_received','partially_received','not_received','rejected')`,
        ),
    )
    .addColumn('reason', 'text')
    .addColumn('note', 'text')
    .addColumn('auto_confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('hold_transaction_id', 'bigint')
    .addColumn('refund_transaction_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('approved_at', 'timestamptz')
    .addColumn('disbursed_at', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('decided_by', 'text')
    .addUniqueConstraint('withdrawal_requests_member_request_uq', ['member_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('withdrawal_requests_member_idx')
    .on('withdrawal_requests')
    .columns(['member_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('withdrawal_requests_status_idx')
    .on('withdrawal_requests')
    .columns(['status', 'disbursed_at'])
    .execute();

  await db.schema
    .createTable('withdrawal_proofs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('withdrawal_id', 'bigint', (c) => c.notNull().references('withdrawal_requests.id'))
    .addColumn('mime', 'text', (c) => c.notNull().check(sql`mime in ('image/png','image/jpeg')`))
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size > 0 and size <= 5242880`))
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('withdrawal_proofs_withdrawal_idx')
    .on('withdrawal_proofs')
    .column('withdrawal_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('withdrawal_proofs').execute();
  await db.schema.dropTable('withdrawal_requests').execute();
  await db.schema.dropTable('deposit_requests').execute();
  await db.schema.alterTable('merchants').dropColumn('payment_limits').execute();
}
