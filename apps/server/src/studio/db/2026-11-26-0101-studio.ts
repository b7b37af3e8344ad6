import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: Suerte Studio's own tables (run by the studio's migrator, in the portal's database when the
 * studio runs in-process, in its own when it runs alone). Server seeds are stored encrypted until revealed;
 * rounds move created → bet_accepted → settled | rolled_back, once per idempotency key and per nonce.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('studio_sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('player_key', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text')
    .addColumn('merchant_code', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('demo', 'boolean', (c) => c.notNull())
    .addColumn('demo_balance', 'bigint', (c) => c.check(sql`demo_balance >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('studio_session_attempts')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index studio_session_attempts_by_client on studio_session_attempts (client_key, created_at)`.execute(
    db,
  );

  await db.schema
    .createTable('studio_seeds')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('player_key', 'text', (c) => c.notNull())
    .addColumn('server_seed_sealed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('next_nonce', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('revealed_seed', 'text')
    .addColumn('revealed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index studio_seeds_active on studio_seeds (player_key) where revealed_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('studio_rounds')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('round_id', 'text', (c) => c.notNull().unique())
    .addColumn('player_key', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('demo', 'boolean', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('seed_id', 'bigint', (c) => c.notNull().references('studio_seeds.id'))
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('bet', 'bigint', (c) => c.notNull().check(sql`bet > 0`))
    .addColumn('win', 'bigint', (c) => c.notNull().check(sql`win >= 0`))
    .addColumn('outcome', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('created','bet_accepted','settled','rolled_back')`),
    )
    .addColumn('refusal', 'text')
    .addColumn('balance_before', 'bigint')
    .addColumn('balance_after', 'bigint')
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('studio_rounds_once', ['player_key', 'idempotency_key'])
    .addUniqueConstraint('studio_rounds_nonce', ['seed_id', 'nonce'])
    .execute();
  await sql`create index studio_rounds_by_player on studio_rounds (player_key, game_code, id desc)`.execute(
    db,
  );
  await sql`create index studio_rounds_open on studio_rounds (id) where status in ('created','bet_accepted')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['studio_rounds', 'studio_seeds', 'studio_session_attempts', 'studio_sessions']) {
    await db.schema.dropTable(table).execute();
  }
}
