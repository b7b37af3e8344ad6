import type { Kysely } from 'kysely';

/**
 * Frozen in time: a drawn bingo game keeps the parts its ball order's client seed was mixed from (the game's
 * client seed, then each accepted purchase as "firstCard:cards:buyerClientSeed" in card order), published with
 * the draw so that anyone recomputes the digest. Games drawn before have none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('studio_bingo_games').addColumn('draw_seed_parts', 'jsonb').execute();
}
