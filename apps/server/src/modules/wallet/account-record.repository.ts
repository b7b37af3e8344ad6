import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

export interface RecordFilter {
  memberId: number;
  /** Matches kinds whose first word is this type (deposit matches deposit and deposit_demo). */
  type?: string;
  start: Date | null;
  end: Date | null;
}

function entriesOf(db: Database, filter: RecordFilter) {
  // Only the caller's own accounts: the member id comes from the session, never from the request.
  let query = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .where('a.member_id', '=', filter.memberId);
  if (filter.type) query = query.where(sql<string>`split_part(t.kind, '_', 1)`, '=', filter.type);
  if (filter.start) query = query.where('e.created_at', '>=', filter.start);
  if (filter.end) query = query.where('e.created_at', '<', filter.end);
  return query;
}

/** One page of the member's entries, newest first, and how many there are in all. */
export async function listEntries(
  db: Database,
  filter: RecordFilter,
  page: { limit: number; offset: number },
) {
  const [rows, count] = await Promise.all([
    entriesOf(db, filter)
      .select([
        'e.id',
        'e.created_at',
        't.kind',
        'a.kind as account_kind',
        'a.vendor_code',
        'e.amount',
        'e.balance_after',
        't.reference',
      ])
      .orderBy('e.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    entriesOf(db, filter)
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}
