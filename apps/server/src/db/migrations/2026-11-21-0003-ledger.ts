import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: the double-entry ledger. Member accounts keep a running balance that can never go negative;
 * house-side accounts keep none (their balance is the sum of their entries), so no single row serialises bets.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_code', 'text', (c) => c.notNull().references('merchants.code'))
    .addColumn('currency_code', 'text', (c) => c.notNull().references('currencies.code'))
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`kind in ('member_main','member_vendor','house','vendor_clearing','payment_clearing','promotion')`,
        ),
    )
    .addColumn('member_id', 'bigint', (c) => c.references('members.id'))
    .addColumn('vendor_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('shard', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('balance', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'ledger_accounts_member_has_balance',
      sql`(member_id is not null) = (balance is not null)`,
    )
    .addCheckConstraint('ledger_accounts_member_kind', sql`(member_id is not null) = (kind like 'member%')`)
    .addCheckConstraint('ledger_accounts_never_negative', sql`balance is null or balance >= 0`)
    .execute();
  await sql`create unique index ledger_accounts_member on ledger_accounts (member_id, kind, vendor_code)
    where member_id is not null`.execute(db);
  await sql`create unique index ledger_accounts_house on ledger_accounts
    (merchant_code, currency_code, kind, vendor_code, shard) where member_id is null`.execute(db);

  await db.schema
    .createTable('ledger_transactions')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('seal_seq', 'bigint', (c) => c.unique())
    .addColumn('chain_hash', 'text')
    .execute();
  await sql`create index ledger_transactions_unsealed on ledger_transactions (id) where seal_seq is null`.execute(
    db,
  );

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('ledger_transactions.id'))
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('balance_after', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index ledger_entries_by_transaction on ledger_entries (transaction_id)`.execute(db);
  await sql`create index ledger_entries_by_account on ledger_entries (account_id, id)`.execute(db);

  // Append-only: entries never change; a transaction may only be sealed once (seal_seq and chain_hash set).
  await sql`
    create trigger ledger_entries_append_only before update or delete on ledger_entries
    for each row execute function refuse_append_only_change()`.execute(db);
  await sql`
    create trigger ledger_entries_no_truncate before truncate on ledger_entries
    for each statement execute function refuse_append_only_change()`.execute(db);
  await sql`
    create function ledger_transaction_seal_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        raise exception 'ledger_transactions is append-only';
      end if;
      if old.seal_seq is not null
        or (to_jsonb(new) - 'seal_seq' - 'chain_hash') <> (to_jsonb(old) - 'seal_seq' - 'chain_hash') then
        raise exception 'ledger_transactions is append-only (only sealing is allowed)';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger ledger_transactions_append_only before update or delete on ledger_transactions
    for each row execute function ledger_transaction_seal_only()`.execute(db);
  await sql`
    create trigger ledger_transactions_no_truncate before truncate on ledger_transactions
    for each statement execute function refuse_append_only_change()`.execute(db);

  // Legs of a transaction sum to zero, checked by the database at commit.
  await sql`
    create function ledger_legs_balance() returns trigger language plpgsql as $$
    declare total numeric;
    begin
      select coalesce(sum(amount), 0) into total from ledger_entries where transaction_id = new.transaction_id;
      if total <> 0 then
        raise exception 'ledger transaction % does not balance (%)', new.transaction_id, total;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger ledger_entries_balance after insert on ledger_entries
    deferrable initially deferred for each row execute function ledger_legs_balance()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the ledger migration is not reversible');
}
