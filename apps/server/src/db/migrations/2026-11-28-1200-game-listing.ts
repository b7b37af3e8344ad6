import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: when each game was first listed (set by the database when an import inserts it, never changed
 * by a later import; games listed before this migration take their last change, the nearest record there is),
 * with an index for the newest games; and the kind of catalogue entry: a game, or a vendor entry (spec §3
 * "isGame VASSALAGE") that opens the list of its vendor's games.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table games add column first_listed_at timestamptz not null default now()`.execute(db);
  await sql`update games set first_listed_at = updated_at`.execute(db);
  await sql`create index games_newest on games (first_listed_at desc, node_id) where enabled`.execute(db);
  await sql`
    alter table games add column entry_kind text not null default 'GAME'
      check (entry_kind in ('GAME', 'VASSALAGE'))`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the game listing migration is not reversible');
}
