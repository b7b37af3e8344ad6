import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: e-wallet deposits and payouts through a payment aggregator.
 * - ewallet_deposits: a member's e-wallet payment (GCash, Maya, TrueMoney) from its creation at the aggregator to
 *   paid, failed or expired. The aggregator's transaction id is unique per provider: it keys the one credit.
 * - withdrawal_requests gains where the money goes (a bank or an e-wallet), the fee, and the aggregator payout
 *   with its states paying → paid | failed (a failed payout returns the held money).
 * - demo_aggregator_transactions: the aggregator simulator's own book, per provider it stands in for (it stands
 *   for a remote service; kept in the database so that every node and a restart see the same checkout).
 * - member_payment notifications: a deposit or withdrawal reached a final state (member event).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`insert into payment_providers (code, name, is_demo)
    values ('demo-aggregator', 'Demo payment aggregator', true) on conflict (code) do nothing`.execute(db);

  await db.schema
    .createTable('ewallet_deposits')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('gcash','maya','truemoney')`))
    .addColumn('provider_code', 'text', (c) => c.notNull().references('payment_providers.code'))
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('play_money', 'boolean', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending','paid','failed','expired')`),
    )
    .addColumn('provider_txn_id', 'text')
    .addColumn('checkout_url', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('ledger_transaction_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('ewallet_deposits_member_request_uq', ['member_id', 'request_id'])
    .addUniqueConstraint('ewallet_deposits_provider_txn_uq', ['provider_code', 'provider_txn_id'])
    .execute();
  await db.schema
    .createIndex('ewallet_deposits_pending_idx')
    .on('ewallet_deposits')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('ewallet_deposits_member_idx')
    .on('ewallet_deposits')
    .columns(['member_id', 'id'])
    .execute();

  await sql`alter table withdrawal_requests drop constraint withdrawal_requests_status_check`.execute(db);
  await sql`alter table withdrawal_requests add constraint withdrawal_requests_status_check check (status in
    ('pending','approved','disbursed','received','all_received','partially_received','not_received','rejected',
     'paying','paid','failed'))`.execute(db);
  await db.schema
    .alterTable('withdrawal_requests')
    .addColumn('destination_type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('bank')
        .check(sql`destination_type in ('bank','ewallet')`),
    )
    .addColumn('method', 'text', (c) =>
      c
        .notNull()
        .defaultTo('bank')
        .check(sql`method in ('bank','gcash','maya','truemoney')`),
    )
    .addColumn('fee', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`fee >= 0`),
    )
    .addColumn('provider_code', 'text', (c) => c.references('payment_providers.code'))
    .addColumn('payout_reference', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('payout_sent_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('fee_transaction_id', 'bigint')
    .execute();
  await sql`alter table withdrawal_requests add constraint withdrawal_requests_fee_below_amount
    check (fee < amount)`.execute(db);
  await sql`create index withdrawal_requests_payout_idx on withdrawal_requests (status, id)
    where provider_code is not null`.execute(db);

  await db.schema
    .createTable('demo_aggregator_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider_code', 'text', (c) => c.notNull().references('payment_providers.code'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('payment','payout')`))
    .addColumn('merchant_reference', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending','paid','failed','expired')`),
    )
    .addColumn('failure_reason', 'text')
    .addColumn('return_url', 'text')
    .addColumn('destination', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('decided_at', 'timestamptz')
    .addUniqueConstraint('demo_aggregator_reference_uq', ['provider_code', 'kind', 'merchant_reference'])
    .execute();

  await sql`
    create function notify_member_payment() returns trigger language plpgsql as $$
    begin
      perform pg_notify('member_payment', json_build_object('memberId', new.member_id,
        'kind', case when tg_table_name = 'ewallet_deposits' then 'deposit' else 'withdrawal' end,
        'id', new.id::text, 'status', new.status)::text);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger ewallet_deposits_notify_final after update of status on ewallet_deposits
    for each row when (old.status = 'pending' and new.status <> 'pending')
    execute function notify_member_payment()`.execute(db);
  await sql`
    create trigger withdrawal_requests_notify_payout after update of status on withdrawal_requests
    for each row when (new.status in ('paid','failed') and old.status <> new.status)
    execute function notify_member_payment()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger withdrawal_requests_notify_payout on withdrawal_requests`.execute(db);
  await sql`drop trigger ewallet_deposits_notify_final on ewallet_deposits`.execute(db);
  await sql`drop function notify_member_payment()`.execute(db);
  await db.schema.dropTable('demo_aggregator_transactions').execute();
  await sql`drop index withdrawal_requests_payout_idx`.execute(db);
  await sql`alter table withdrawal_requests drop constraint withdrawal_requests_fee_below_amount`.execute(db);
  for (const column of [
    'fee_transaction_id',
    'paid_at',
    'payout_sent_at',
    'failure_reason',
    'payout_reference',
    'provider_code',
    'fee',
    'method',
    'destination_type',
  ]) {
    await db.schema.alterTable('withdrawal_requests').dropColumn(column).execute();
  }
  await sql`alter table withdrawal_requests drop constraint withdrawal_requests_status_check`.execute(db);
  await sql`alter table withdrawal_requests add constraint withdrawal_requests_status_check check (status in
    ('pending','approved','disbursed','received','all_received','partially_received','not_received','rejected'))`.execute(
    db,
  );
  await db.schema.dropTable('ewallet_deposits').execute();
  await sql`delete from payment_providers where code = 'demo-aggregator'`.execute(db);
}
