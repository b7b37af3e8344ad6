import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: e-wallet deposit and payout notifications (or status answers) of an aggregator that were not
 * applied because they did not match the payment (another amount or currency) or contradicted its final state.
 * Each waits for an operator's decision (`ops ewallet-payment:*`): credit once, or dismiss with a note. The same
 * report again (providers retry) is one row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ewallet_notification_reviews')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('payment', 'text', (c) => c.notNull().check(sql`payment in ('deposit','payout')`))
    .addColumn('provider_code', 'text', (c) => c.notNull().references('payment_providers.code'))
    .addColumn('provider_txn_id', 'text', (c) => c.notNull())
    .addColumn('deposit_id', 'bigint', (c) => c.references('ewallet_deposits.id'))
    .addColumn('withdrawal_id', 'bigint', (c) => c.references('withdrawal_requests.id'))
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('mismatch','contradicts')`))
    .addColumn('our_status', 'text', (c) => c.notNull())
    .addColumn('reported_status', 'text', (c) =>
      c.notNull().check(sql`reported_status in ('pending','paid','failed','expired')`),
    )
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decision', 'text', (c) => c.check(sql`decision in ('credit','dismiss')`))
    .addColumn('note', 'text')
    .addColumn('ledger_transaction_id', 'bigint')
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'timestamptz')
    .addCheckConstraint(
      'ewallet_notification_reviews_target',
      sql`(payment = 'deposit' and deposit_id is not null and withdrawal_id is null)
        or (payment = 'payout' and withdrawal_id is not null and deposit_id is null)`,
    )
    .addUniqueConstraint('ewallet_notification_reviews_report_uq', [
      'payment',
      'provider_code',
      'provider_txn_id',
      'reported_status',
      'amount',
      'currency_code',
    ])
    .execute();
  await sql`create index ewallet_notification_reviews_open on ewallet_notification_reviews (id)
    where reviewed_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ewallet_notification_reviews').execute();
}
