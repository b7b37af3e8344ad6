import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: the vendor wallet API. Vendors get a signing secret and an optional IP allow-list; game
 * launches issue opaque player ids; every vendor money call is recorded once per (vendor, transaction id) with
 * its first answer; game rounds sum each player's stakes and wins per vendor round.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // A random secret for every vendor, present and future; built from core functions (no pgcrypto), so it
  // works on PGlite too. Two UUIDs give 244 random bits.
  await db.schema
    .alterTable('vendors')
    .addColumn('wallet_secret', 'text', (c) =>
      c
        .notNull()
        .defaultTo(sql`encode(sha256((gen_random_uuid()::text || gen_random_uuid()::text)::bytea), 'hex')`),
    )
    .execute();
  await db.schema
    .alterTable('vendors')
    .addColumn('allowed_ips', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();

  await db.schema
    .createTable('game_launches')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('launch_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('player_id', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('session_id', 'uuid', (c) => c.references('member_sessions.id'))
    .addColumn('vendor_code', 'text', (c) => c.notNull().references('vendors.code'))
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().references('currencies.code'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('used_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('game_launches_member').on('game_launches').column('member_id').execute();

  await db.schema
    .createTable('game_rounds')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('vendor_code', 'text', (c) => c.notNull().references('vendors.code'))
    .addColumn('round_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('game_code', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('stake_total', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`stake_total >= 0`),
    )
    .addColumn('win_total', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`win_total >= 0`),
    )
    .addColumn('win_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open','closed')`))
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    // Per player: shared rounds (crash games, live tables) carry one round id for many players.
    .addUniqueConstraint('game_rounds_round', ['vendor_code', 'round_id', 'member_id'])
    .execute();
  await sql`create index game_rounds_by_member on game_rounds (member_id, opened_at desc)`.execute(db);

  await db.schema
    .createTable('vendor_transactions')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('vendor_code', 'text', (c) => c.notNull().references('vendors.code'))
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('bet','win','rollback')`))
    .addColumn('request_hash', 'text')
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('round_id', 'text')
    .addColumn('reference_transaction_id', 'text')
    .addColumn('amount', 'bigint')
    .addColumn('ledger_transaction_id', 'bigint', (c) => c.references('ledger_transactions.id'))
    .addColumn('answer', 'jsonb')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('applied','rolled_back','tombstone')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('vendor_transactions_once', ['vendor_code', 'transaction_id'])
    // A tombstone only marks an id as rolled back; every other row knows what was asked, to spot mismatches.
    .addCheckConstraint('vendor_transactions_hashed', sql`status = 'tombstone' or request_hash is not null`)
    .execute();
  await sql`create index vendor_transactions_by_round on vendor_transactions (vendor_code, round_id)
    where round_id is not null`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the vendor wallet migration is not reversible');
}
