import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: the game catalogue. Games get the vendor feed's fields (vendor name of the game, slot kind,
 * smallest bet, lines, icon switch, order, the feed's maintenance flag), an operator kill switch, and a
 * normalized search text (lower case, no diacritics; written by the importer) for name search. Members keep
 * favourite games. Demo vendors can name the vendor whose game of the same kind their games launch.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table games
      add column node_name text not null default '',
      add column classify text check (classify in ('JP','VP','TG','AC')),
      add column show_icon boolean not null default true,
      add column min_bet bigint not null default 0 check (min_bet >= 0),
      add column min_line_num integer not null default 0 check (min_line_num >= 0),
      add column maintenance boolean not null default false,
      add column operator_disabled boolean not null default false,
      add column sort integer not null default 0,
      add column search_text text not null default '',
      add column search_names jsonb not null default '{}'::jsonb,
      add column updated_at timestamptz not null default now()`.execute(db);
  await sql`update games set node_name = coalesce(game_name->>'en', node_id)`.execute(db);
  await sql`create index games_listing on games (category, sort, node_id) where enabled`.execute(db);
  await sql`create index games_by_vendor on games (vendor_code)`.execute(db);
  await sql`create index games_rooms on games (category, room_id) where room_id is not null and enabled`.execute(
    db,
  );
  await trigramIndexWhereAvailable(db);

  await sql`alter table vendors add column plays_as_vendor text references vendors(code)`.execute(db);

  await db.schema
    .createTable('game_favourites')
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('node_id', 'text', (c) => c.notNull().references('games.node_id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('game_favourites_pk', ['member_id', 'node_id'])
    .execute();
}

/**
 * A trigram index makes `search_text like '%term%'` an index lookup on PostgreSQL. The embedded database has no
 * pg_trgm: there the search reads the category's games, which is fast enough for a demo.
 */
async function trigramIndexWhereAvailable(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (rows[0]?.n !== 1) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index games_search_trgm on games using gin (search_text gin_trgm_ops) where enabled`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('the game catalogue migration is not reversible');
}
