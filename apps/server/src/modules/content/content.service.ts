import type { Announcement, HelpEntry, Locale } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { pickLocalized } from '../../lib/localized.js';
import { pageAnnouncements, listHelpTopics } from './content.repository.js';
import { buildHelpTree } from './help-tree.js';

export function createContentService(db: Database) {
  return {
    async helpCenter(merchantCode: string, locale: Locale): Promise<HelpEntry[]> {
      return buildHelpTree(await listHelpTopics(db, merchantCode), locale);
    },

    async announcements(
      merchantCode: string,
      locale: Locale,
      query: { types: string[]; pageNo: number; pageSize: number },
    ) {
      const { rows, total } = await pageAnnouncements(db, merchantCode, query.types, {
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
      const list: Announcement[] = rows.map((r) => ({
        id: r.id,
        type: r.type as Announcement['type'],
        title: pickLocalized(r.title, locale),
        content: pickLocalized(r.content, locale),
        publishedAt: r.published_at.toISOString(),
        demo: r.is_demo,
      }));
      return { list, total, pageNo: query.pageNo, pageSize: query.pageSize };
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
