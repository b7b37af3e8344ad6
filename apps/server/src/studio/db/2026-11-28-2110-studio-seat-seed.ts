import type { Kysely } from 'kysely';

/**
 * Frozen in time: a seat at a High Card hand records its player's client seed as it was when they sat down; the
 * hand's client seed is mixed from the table's seed and these, in seat order. Seats taken before have none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('studio_table_seats').addColumn('client_seed', 'text').execute();
}
