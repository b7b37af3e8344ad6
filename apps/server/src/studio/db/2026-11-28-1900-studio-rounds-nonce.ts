import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: one nonce per round of a seed, for each player at a table (High Card seats share the hand's
 * seed at nonce 0), and for every round but event bets (all bets of an event share the event's draw). Whichever
 * of the earlier migrations ran last (a unique constraint or a partial unique index of that name), this ends at
 * the same index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table studio_rounds drop constraint if exists studio_rounds_nonce`.execute(db);
  await sql`drop index if exists studio_rounds_nonce`.execute(db);
  await sql`create unique index studio_rounds_nonce on studio_rounds (seed_id, nonce, player_key) where event_id is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index studio_rounds_nonce`.execute(db);
  await sql`create unique index studio_rounds_nonce on studio_rounds (seed_id, nonce) where event_id is null`.execute(
    db,
  );
}
