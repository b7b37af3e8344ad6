import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: the merchant's wallet mode (spec §3 `isSingle`). 'single' is a seamless wallet: games play
 * from the main wallet. 'transfer' gives each game vendor a wallet of its own that the member funds by transfer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('merchants')
    .addColumn('wallet_mode', 'text', (c) =>
      c
        .notNull()
        .defaultTo('transfer')
        .check(sql`wallet_mode in ('single','transfer')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('merchants').dropColumn('wallet_mode').execute();
}
