import type { Kysely } from 'kysely';

/**
 * Frozen in time: when the portal was told a round ended (end-round closes it in the portal's game rounds, where
 * the betting record, hot games and winner boards read it); null until then.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('studio_rounds').addColumn('ended_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('studio_rounds').dropColumn('ended_at').execute();
}
