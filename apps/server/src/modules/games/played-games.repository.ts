import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { gameCards } from './games.repository.js';

/** What the catalogue reads from played rounds: hot games, a member's recent games, winners and leaders. */

/** Rounds that count for hot games, winners and leaderboards: settled ones of the merchant's members. */
const SETTLED_WINDOW = sql`interval '7 days'`;

/** The merchant's games with the most players, then rounds, among rounds settled in the last 7 days. */
export function listHotGames(db: Executor, merchantCode: string, memberId: number | null, limit: number) {
  const hot = db
    .selectFrom('game_rounds as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .select([
      'r.vendor_code',
      'r.game_code',
      sql<number>`count(distinct r.member_id)`.as('players'),
      sql<number>`count(*)`.as('rounds'),
    ])
    .where('m.merchant_code', '=', merchantCode)
    .where('r.status', '=', 'closed')
    .where('r.game_code', 'is not', null)
    .where('r.closed_at', '>', sql<Date>`now() - ${SETTLED_WINDOW}`)
    .groupBy(['r.vendor_code', 'r.game_code'])
    .as('hot');
  return gameCards(db, merchantCode, memberId)
    .innerJoin(hot, (join) =>
      join.onRef('hot.game_code', '=', 'g.node_id').onRef('hot.vendor_code', '=', 'g.vendor_code'),
    )
    .orderBy('hot.players', 'desc')
    .orderBy('hot.rounds', 'desc')
    .orderBy('g.node_id')
    .limit(limit)
    .execute();
}

/** The games the member played last (rounds of the last 30 days), newest first. */
export function listRecentGames(db: Executor, merchantCode: string, memberId: number, limit: number) {
  const recent = db
    .selectFrom('game_rounds as r')
    .select(['r.vendor_code', 'r.game_code', sql<Date>`max(r.opened_at)`.as('last_at')])
    .where('r.member_id', '=', memberId)
    .where('r.game_code', 'is not', null)
    .where('r.opened_at', '>', sql<Date>`now() - interval '30 days'`)
    .groupBy(['r.vendor_code', 'r.game_code'])
    .as('recent');
  return gameCards(db, merchantCode, memberId)
    .innerJoin(recent, (join) =>
      join.onRef('recent.game_code', '=', 'g.node_id').onRef('recent.vendor_code', '=', 'g.vendor_code'),
    )
    .orderBy('recent.last_at', 'desc')
    .orderBy('g.node_id')
    .limit(limit)
    .execute();
}

/** The newest winning rounds of the merchant's members (settled in the last 7 days). */
export function listWinners(db: Executor, merchantCode: string, category: string | undefined, limit: number) {
  let query = db
    .selectFrom('game_rounds as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .leftJoin('games as g', (join) =>
      join.onRef('g.node_id', '=', 'r.game_code').onRef('g.vendor_code', '=', 'r.vendor_code'),
    )
    .select(['m.username', 'r.vendor_code', 'r.game_code', 'g.game_name', 'r.win_total', 'r.closed_at'])
    .where('m.merchant_code', '=', merchantCode)
    .where('r.status', '=', 'closed')
    .where('r.win_total', '>', 0)
    .where('r.closed_at', '>', sql<Date>`now() - ${SETTLED_WINDOW}`);
  if (category) query = query.where('g.category', '=', category);
  return query.orderBy('r.closed_at', 'desc').orderBy('r.id', 'desc').limit(limit).execute();
}

/** The merchant's members who won the most in rounds settled in the last 7 days. */
export function listLeaders(db: Executor, merchantCode: string, category: string | undefined, limit: number) {
  let query = db
    .selectFrom('game_rounds as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .leftJoin('games as g', (join) =>
      join.onRef('g.node_id', '=', 'r.game_code').onRef('g.vendor_code', '=', 'r.vendor_code'),
    )
    .select(['m.id', 'm.username', sql<string>`sum(r.win_total)`.as('won')])
    .where('m.merchant_code', '=', merchantCode)
    .where('r.status', '=', 'closed')
    .where('r.win_total', '>', 0)
    .where('r.closed_at', '>', sql<Date>`now() - ${SETTLED_WINDOW}`);
  if (category) query = query.where('g.category', '=', category);
  return query.groupBy(['m.id', 'm.username']).orderBy('won', 'desc').orderBy('m.id').limit(limit).execute();
}

export async function merchantCurrency(db: Executor, merchantCode: string): Promise<string> {
  const row = await db
    .selectFrom('merchants')
    .select('currency_code')
    .where('code', '=', merchantCode)
    .executeTakeFirstOrThrow();
  return row.currency_code;
}
