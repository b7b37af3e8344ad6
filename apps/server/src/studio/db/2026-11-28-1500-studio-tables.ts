import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: PVP tables. A table has at most one open hand (partial unique index), whose row is the lock
 * every seat change and the deal take; seats are unique per hand by number and by player. A hand moves
 * open → dealing (antes taken) → decided (cards drawn, one round per seat) → settled, or → cancelled (antes
 * returned). Each hand has its own seed pair; its members' rounds share it at nonce 0, so the nonce's
 * uniqueness is per seed pair and player.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('studio_table_hands')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('hand_id', 'text', (c) => c.notNull().unique())
    .addColumn('table_id', 'text', (c) => c.notNull())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake > 0`))
    .addColumn('rake_bp', 'integer', (c) => c.notNull())
    .addColumn('seed_id', 'bigint', (c) => c.notNull().references('studio_seeds.id'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('open','dealing','decided','settled','cancelled')`),
    )
    .addColumn('starts_at', 'timestamptz')
    .addColumn('outcome', 'jsonb')
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await sql`create unique index studio_table_hands_open on studio_table_hands (table_id) where status = 'open'`.execute(
    db,
  );
  await sql`create index studio_table_hands_busy on studio_table_hands (id) where status in ('open','dealing','decided')`.execute(
    db,
  );
  await sql`create index studio_table_hands_by_table on studio_table_hands (table_id, id desc)`.execute(db);

  await db.schema
    .createTable('studio_table_seats')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('hand_id', 'bigint', (c) => c.notNull().references('studio_table_hands.id'))
    .addColumn('seat', 'integer', (c) => c.notNull().check(sql`seat between 1 and 6`))
    .addColumn('player_key', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('player_name', 'text', (c) => c.notNull())
    .addColumn('ante', 'text', (c) =>
      c
        .notNull()
        .defaultTo('seated')
        .check(sql`ante in ('seated','accepted','refused','returned')`),
    )
    .addColumn('refusal', 'text')
    .addColumn('balance_before', 'bigint')
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('studio_table_seats_seat', ['hand_id', 'seat'])
    .addUniqueConstraint('studio_table_seats_player', ['hand_id', 'player_key'])
    .execute();

  // A database that already ran the events migration has a partial unique index of this name instead of the
  // constraint: 2026-11-28-1900-studio-rounds-nonce replaces it.
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_constraint where conname = 'studio_rounds_nonce'`.execute(db);
  if (rows[0]!.n === 0) return;
  await sql`alter table studio_rounds drop constraint studio_rounds_nonce`.execute(db);
  await sql`alter table studio_rounds add constraint studio_rounds_nonce unique (seed_id, nonce, player_key)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table studio_rounds drop constraint studio_rounds_nonce`.execute(db);
  await sql`alter table studio_rounds add constraint studio_rounds_nonce unique (seed_id, nonce)`.execute(db);
  await db.schema.dropTable('studio_table_seats').execute();
  await db.schema.dropTable('studio_table_hands').execute();
}
