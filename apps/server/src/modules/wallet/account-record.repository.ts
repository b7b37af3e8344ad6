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
        'e.transaction_id',
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

/** The vendor codes on the legs of these journal transactions (game wallets and vendor clearing accounts). */
export async function vendorLegs(db: Database, transactionIds: readonly number[]) {
  if (transactionIds.length === 0) return [];
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .where('e.transaction_id', 'in', [...transactionIds])
    .where('a.vendor_code', '<>', '')
    .select(['e.id', 'e.transaction_id', 'a.vendor_code'])
    .execute();
}

/** The member's own vendor rounds among these, with the game each was played on. */
export async function roundGames(
  db: Database,
  memberId: number,
  rounds: readonly { vendorCode: string; roundId: string }[],
) {
  if (rounds.length === 0) return [];
  return db
    .selectFrom('game_rounds as r')
    .leftJoin('games as g', (join) =>
      join.onRef('g.node_id', '=', 'r.game_code').onRef('g.vendor_code', '=', 'r.vendor_code'),
    )
    .where('r.member_id', '=', memberId)
    .where('r.round_id', 'in', [...new Set(rounds.map((r) => r.roundId))])
    .where('r.vendor_code', 'in', [...new Set(rounds.map((r) => r.vendorCode))])
    .select(['r.vendor_code', 'r.round_id', 'r.game_code', 'g.game_name'])
    .execute();
}
