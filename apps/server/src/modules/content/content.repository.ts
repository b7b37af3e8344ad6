import type { Database } from '../../db/database.js';

export function listHelpTopics(db: Database, merchantCode: string) {
  return db
    .selectFrom('help_topics')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .orderBy('sort')
    .execute();
}

export async function pageAnnouncements(
  db: Database,
  merchantCode: string,
  types: readonly string[],
  page: { offset: number; limit: number },
) {
  const live = db
    .selectFrom('announcements')
    .where('merchant_code', '=', merchantCode)
    .where('type', 'in', [...types])
    .where('published_at', '<=', new Date())
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]));
  const [rows, count] = await Promise.all([
    live
      .selectAll()
      .orderBy('sort')
      .orderBy('published_at', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    live.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
