import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: bingo's scheduled games. A game is one room's draw at one sales close (unique, so every node
 * schedules the same game once); its seed pair is a row of studio_seeds (player key "bingo:<game id>", revealed
 * after the draw). Each member's purchase is a studio round on the game's seed (nonce = its first card + 1) that
 * waits for the draw (awaits_draw) before it may be settled.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('studio_bingo_games')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('game_id', 'text', (c) => c.notNull().unique())
    .addColumn('game_code', 'text', (c) => c.notNull())
    .addColumn('room_code', 'text', (c) => c.notNull())
    .addColumn('sales_close_at', 'timestamptz', (c) => c.notNull())
    .addColumn('seed_id', 'bigint', (c) => c.notNull().unique().references('studio_seeds.id'))
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('card_price', 'bigint', (c) => c.notNull().check(sql`card_price > 0`))
    .addColumn('return_bp', 'integer', (c) => c.notNull())
    .addColumn('stages', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open','drawn','settled')`))
    .addColumn('next_card', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cards_sold', 'integer')
    .addColumn('pot', 'bigint')
    .addColumn('draw', 'jsonb')
    .addColumn('results', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('drawn_at', 'timestamptz')
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('studio_bingo_games_slot', ['room_code', 'sales_close_at'])
    .execute();
  await sql`create index studio_bingo_games_pending on studio_bingo_games (sales_close_at) where status <> 'settled'`.execute(
    db,
  );
  await db.schema
    .alterTable('studio_rounds')
    .addColumn('awaits_draw', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('studio_rounds').dropColumn('awaits_draw').execute();
  await db.schema.dropTable('studio_bingo_games').execute();
}
