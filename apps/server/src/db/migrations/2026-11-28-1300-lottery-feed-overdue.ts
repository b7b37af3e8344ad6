import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: a regional draw whose result feed has not given a valid result by the deadline after its draw
 * time is marked (feed_overdue_at): the feed is not asked again and the draw waits for operator entry.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table lottery_draws add column feed_overdue_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table lottery_draws drop column feed_overdue_at`.execute(db);
}
