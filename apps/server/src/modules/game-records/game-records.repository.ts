import { OTHER_CATEGORY, type GameRoundStatus } from '@suerte/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database.js';

/** Which of a member's rounds are read: the member always comes from the session. */
export interface RoundFilter {
  memberId: number;
  /** The member's merchant: it decides a vendor's category when the game is not in the catalog. */
  merchantCode: string;
  /** Opened at or after start, before end. */
  start: Date | null;
  end: Date | null;
  vendorCode?: string;
  status?: GameRoundStatus;
}

/** The vendor code lottery bets carry in the record (the in-house lottery is no row of `vendors`). */
export const LOTTERY_RECORD_VENDOR = 'LOTTERY';
const LOTTERY_RECORD_VENDOR_NAME = 'Suerte Lottery';

/**
 * Every round of every member: the vendors' rounds, and each lottery bet as a round of its own (stake its cost,
 * win its payout or refund; open while its draw is not settled). Negative ids keep the two apart.
 */
function allRounds(db: Database) {
  const vendorRounds = db
    .selectFrom('game_rounds')
    .select([
      sql<number>`id`.as('id'),
      sql<string>`vendor_code`.as('vendor_code'),
      sql<string>`round_id`.as('round_id'),
      sql<number>`member_id`.as('member_id'),
      sql<string | null>`game_code`.as('game_code'),
      sql<number>`stake_total`.as('stake_total'),
      sql<number>`win_total`.as('win_total'),
      sql<GameRoundStatus>`status`.as('status'),
      sql<Date>`opened_at`.as('opened_at'),
      sql<Date | null>`closed_at`.as('closed_at'),
      sql<Record<string, string> | null>`null::jsonb`.as('lottery_name'),
    ]);
  const lotteryRounds = db
    .selectFrom('lottery_bets as b')
    .innerJoin('lottery_draws as d', 'd.id', 'b.draw_id')
    .innerJoin('lottery_games as lg', 'lg.code', 'd.game_code')
    .select([
      sql<number>`-b.id`.as('id'),
      sql<string>`${LOTTERY_RECORD_VENDOR}::text`.as('vendor_code'),
      sql<string>`d.numero || '#' || b.id::text`.as('round_id'),
      sql<number>`b.member_id`.as('member_id'),
      sql<string | null>`d.game_code`.as('game_code'),
      sql<number>`b.cost`.as('stake_total'),
      sql<number>`coalesce(b.payout, 0)::bigint`.as('win_total'),
      sql<GameRoundStatus>`case when b.status = 'WAITING' then 'open' else 'closed' end`.as('status'),
      sql<Date>`b.created_at`.as('opened_at'),
      sql<Date | null>`b.settled_at`.as('closed_at'),
      sql<Record<string, string> | null>`jsonb_build_object('en', lg.name) || lg.names`.as('lottery_name'),
    ]);
  return vendorRounds.unionAll(lotteryRounds);
}

function roundsOf(db: Database, filter: RoundFilter) {
  let query = db
    .selectFrom(allRounds(db).as('r'))
    .where('r.member_id', '=', filter.memberId)
    // A round only ever ended (never bet on) carries no game: it is not a bet of the member.
    .where('r.game_code', 'is not', null);
  if (filter.start) query = query.where('r.opened_at', '>=', filter.start);
  if (filter.end) query = query.where('r.opened_at', '<', filter.end);
  if (filter.vendorCode) query = query.where('r.vendor_code', '=', filter.vendorCode);
  if (filter.status) query = query.where('r.status', '=', filter.status);
  return query;
}

const sums = {
  stake: sql<number>`coalesce(sum(r.stake_total), 0)::bigint`,
  win: sql<number>`coalesce(sum(r.win_total), 0)::bigint`,
  rounds: sql<number>`count(*)::int`,
};

/** One page of the member's rounds, newest first, with the count and sums of every matching round. */
export async function listRounds(db: Database, filter: RoundFilter, page: { limit: number; offset: number }) {
  const [rows, totals] = await Promise.all([
    roundsOf(db, filter)
      .leftJoin('vendors as v', 'v.code', 'r.vendor_code')
      .leftJoin('games as g', (join) =>
        join.onRef('g.node_id', '=', 'r.game_code').onRef('g.vendor_code', '=', 'r.vendor_code'),
      )
      .select([
        'r.id',
        'r.vendor_code',
        sql<string>`coalesce(v.name, ${LOTTERY_RECORD_VENDOR_NAME}::text)`.as('vendor_name'),
        'r.game_code',
        sql<Record<string, string> | null>`coalesce(g.game_name, r.lottery_name)`.as('game_name'),
        'r.round_id',
        'r.stake_total',
        'r.win_total',
        'r.status',
        'r.opened_at',
        'r.closed_at',
      ])
      .orderBy('r.opened_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    roundsOf(db, filter)
      .select([sums.stake.as('stake'), sums.win.as('win'), sums.rounds.as('rounds')])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, totals };
}

/**
 * A round's category: its game's in the catalog; else the vendor's first lane at the member's merchant; else
 * OTHER (a vendor the merchant no longer lists).
 */
function categoryOf(merchantCode: string): RawBuilder<string> {
  return sql<string>`coalesce(
    (select lg.game_type from lottery_games lg
      where r.vendor_code = ${LOTTERY_RECORD_VENDOR} and lg.code = r.game_code),
    (select g.category from games g where g.node_id = r.game_code and g.vendor_code = r.vendor_code),
    (select mv.category from merchant_vendors mv
      where mv.merchant_code = ${merchantCode} and mv.vendor_code = r.vendor_code
      order by mv.sort, mv.category limit 1),
    ${OTHER_CATEGORY}::text)`;
}

/** The calendar day (yyyy-MM-dd) a round opened on, in a zone `offsetMinutes` from UTC. */
function dayOf(offsetMinutes: number): RawBuilder<string> {
  return sql<string>`to_char((r.opened_at at time zone 'UTC') + make_interval(mins => ${offsetMinutes}::int), 'YYYY-MM-DD')`;
}

/** Sums of the member's rounds by day or by category; days newest first, categories by name. */
export async function sumRounds(
  db: Database,
  filter: RoundFilter,
  group: { by: 'day'; utcOffsetMinutes: number } | { by: 'category' },
) {
  const key = group.by === 'day' ? dayOf(group.utcOffsetMinutes) : categoryOf(filter.merchantCode);
  return db
    .selectFrom(
      roundsOf(db, filter)
        .select([key.as('key'), 'r.stake_total', 'r.win_total'])
        .as('r'),
    )
    .select(['r.key', sums.stake.as('stake'), sums.win.as('win'), sums.rounds.as('rounds')])
    .groupBy('r.key')
    .orderBy('r.key', group.by === 'day' ? 'desc' : 'asc')
    .execute();
}
