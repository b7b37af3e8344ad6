import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: the lottery's recent results (every game's newest drawn draws, newest first) read an index of
 * drawn draws by time instead of every draw.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index lottery_draws_drawn on lottery_draws (draw_at desc, id desc)
    where status in ('RESULTED', 'SETTLED')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index lottery_draws_drawn`.execute(db);
}
