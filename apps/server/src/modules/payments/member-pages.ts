import { sql } from 'kysely';

/** A page of a member's payment list, as the list calls ask for it (pageNo from 1). */
export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

/** The total of a paged list, as `pageOf`'s count query selects it. */
export const countAll = () => sql<number>`count(*)::int`.as('n');

interface Pageable<R> {
  limit(limit: number): { offset(offset: number): { execute(): Promise<R[]> } };
}
interface Countable {
  executeTakeFirstOrThrow(): Promise<{ n: number }>;
}

/**
 * One page of a member's payments and the count of them all, read at once: `rows` is the member's rows in the
 * list's order, `count` selects `countAll()` over the same rows.
 */
export async function pageOf<R>(
  rows: Pageable<R>,
  count: Countable,
  page: PageRequest,
): Promise<{ rows: R[]; total: number }> {
  const [list, total] = await Promise.all([
    rows
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: list, total: total.n };
}
