import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: bounds on what vendors may pay. Each vendor may have its own limits on one win and on a round's
 * total win (null: the product defaults), and each of its games its own (null: the vendor's); a vendor may pay
 * wins on rounds where the player has no bet only when allowed bonus wins. Member balances get a ceiling far
 * below the largest safe integer (10^15 minor units, MAX_BALANCE in the contracts), checked by the database for
 * every writer. A round remembers how much of its win was paid as a bonus.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('vendors')
    .addColumn('max_win', 'bigint', (c) => c.check(sql`max_win > 0`))
    .addColumn('max_round_win', 'bigint', (c) => c.check(sql`max_round_win > 0`))
    .addColumn('bonus_wins', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('vendor_game_limits')
    .addColumn('vendor_code', 'text', (c) => c.notNull().references('vendors.code'))
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('max_win', 'bigint', (c) => c.check(sql`max_win > 0`))
    .addColumn('max_round_win', 'bigint', (c) => c.check(sql`max_round_win > 0`))
    .addPrimaryKeyConstraint('vendor_game_limits_pk', ['vendor_code', 'game_code'])
    .execute();

  await db.schema
    .alterTable('game_rounds')
    .addColumn('bonus_win_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await sql`
    alter table ledger_accounts
      add constraint ledger_accounts_below_ceiling check (balance is null or balance <= 1000000000000000)`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  throw new Error('the vendor limits migration is not reversible');
}
