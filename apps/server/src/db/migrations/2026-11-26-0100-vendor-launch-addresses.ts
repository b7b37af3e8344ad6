import type { Kysely } from 'kysely';

/**
 * Frozen in time: where a vendor's games start. launch_url is the address a member launch opens, trial_url the
 * address of a free trial (null: the vendor offers none). Both are templates with {token}, {playerId},
 * {gameCode}, {currency}, {language} and {merchant} placeholders; a path starting with / is on our own origin.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('vendors')
    .addColumn('launch_url', 'text')
    .addColumn('trial_url', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vendors').dropColumn('launch_url').dropColumn('trial_url').execute();
}
