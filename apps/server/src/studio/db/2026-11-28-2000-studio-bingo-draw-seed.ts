import type { Kysely } from 'kysely';

/**
 * Frozen in time: a bingo game's ball order is drawn with a client seed made at the sales close from the game's
 * client seed and every accepted purchase with its buyer's client seed (bingoDrawClientSeed). Games drawn before
 * have none: their order came from the game's client seed alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('studio_bingo_games').addColumn('draw_client_seed', 'text').execute();
}
