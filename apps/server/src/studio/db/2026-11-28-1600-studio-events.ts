import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: simulated events (cockfights, football matches) on a schedule. An event's seeds are a row of
 * studio_seeds (player key `event:<eventId>`, client seed the event id, nonce 0): the hash is published when it
 * opens and the seed revealed with the result. A bet is a studio round of the event (event_id), so it moves
 * through the same states and shows in game recall; its win is known once the event has its result.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('studio_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('event_id', 'text', (c) => c.notNull().unique())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('sport', 'text', (c) => c.notNull().check(sql`sport in ('cockfight','football')`))
    .addColumn('home_name', 'text', (c) => c.notNull())
    .addColumn('home_rating', 'integer', (c) => c.notNull())
    .addColumn('away_name', 'text', (c) => c.notNull())
    .addColumn('away_rating', 'integer', (c) => c.notNull())
    .addColumn('draw_bp', 'integer')
    .addColumn('total_line', 'integer')
    .addColumn('margin_bp', 'integer', (c) => c.notNull())
    .addColumn('odds', 'jsonb', (c) => c.notNull())
    .addColumn('seed_id', 'bigint', (c) => c.notNull().references('studio_seeds.id'))
    .addColumn('opens_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closes_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open','resulted','settled')`),
    )
    .addColumn('result', 'jsonb')
    .addColumn('resulted_at', 'timestamptz')
    .addColumn('settled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index studio_events_game on studio_events (game_code, closes_at desc)`.execute(db);
  await sql`create index studio_events_unsettled on studio_events (closes_at) where status <> 'settled'`.execute(
    db,
  );
  await db.schema.alterTable('studio_rounds').addColumn('event_id', 'text').execute();
  // Every bet of an event is decided by the event's one draw (its seeds, nonce 0): one nonce per round and player
  // (the seats of a PVP hand share its seeds at nonce 0) holds for the other rounds only.
  await sql`alter table studio_rounds drop constraint studio_rounds_nonce`.execute(db);
  await sql`
    create unique index studio_rounds_nonce on studio_rounds (seed_id, nonce, player_key)
    where event_id is null`.execute(db);
  await sql`create index studio_rounds_event on studio_rounds (event_id, status) where event_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from studio_rounds where event_id is not null`.execute(db);
  await sql`drop index studio_rounds_nonce`.execute(db);
  await sql`alter table studio_rounds add constraint studio_rounds_nonce unique (seed_id, nonce, player_key)`.execute(
    db,
  );
  await db.schema.alterTable('studio_rounds').dropColumn('event_id').execute();
  await db.schema.dropTable('studio_events').execute();
}
