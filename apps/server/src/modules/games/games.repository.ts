import { sql, type SelectQueryBuilder } from 'kysely';
import type pg from 'pg';
import type { Database } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { statementTemplate } from '../../db/prepared.js';
import type { DB } from '../../db/schema.js';

export function listMerchantVendors(db: Database, merchantCode: string) {
  return db
    .selectFrom('merchant_vendors as mv')
    .innerJoin('vendors as v', 'v.code', 'mv.vendor_code')
    .select([
      'mv.category',
      'mv.lane_title',
      'mv.sort',
      'v.code',
      'v.name',
      'v.icon_url',
      'v.maintenance',
      'v.is_demo',
    ])
    .where('mv.merchant_code', '=', merchantCode)
    .where('mv.enabled', '=', true)
    .orderBy('mv.category')
    .orderBy('mv.sort')
    .execute();
}
export type MerchantVendorRow = Awaited<ReturnType<typeof listMerchantVendors>>[number];

/**
 * The games a merchant's players see: listed games of vendors the merchant offers in the game's category.
 * `enabled` is written as a constant, not a parameter, so that a prepared statement's generic plan can still
 * use the indexes limited to enabled games.
 */
export function merchantGames(db: Executor, merchantCode: string) {
  return db
    .selectFrom('games as g')
    .innerJoin('merchant_vendors as mv', (join) =>
      join.onRef('mv.vendor_code', '=', 'g.vendor_code').onRef('mv.category', '=', 'g.category'),
    )
    .innerJoin('vendors as v', 'v.code', 'g.vendor_code')
    .where('mv.merchant_code', '=', merchantCode)
    .where('mv.enabled', '=', sql.lit(true))
    .where('g.enabled', '=', sql.lit(true));
}

/**
 * Game cards of a merchant; isFav only ever reads the given member's favourites (never another member's).
 * Callers add their filters, order and limit.
 */
export function gameCards(db: Executor, merchantCode: string, memberId: number | null) {
  return merchantGames(db, merchantCode).select((eb) => [
    'g.node_id',
    'g.node_name',
    'g.game_name',
    'g.icon_url',
    'g.show_icon',
    'g.vendor_code',
    'g.category',
    'g.classify',
    'g.support_play',
    'g.room_id',
    'g.min_bet',
    'g.min_line_num',
    'g.entry_kind',
    sql<boolean>`(g.maintenance or g.operator_disabled or v.maintenance)`.as('under_maintenance'),
    sql<boolean>`(v.plays_as_vendor is not null)`.as('demo'),
    memberId === null
      ? sql<boolean>`false`.as('is_fav')
      : eb
          .exists(
            eb
              .selectFrom('game_favourites as f')
              .select(sql`1`.as('one'))
              .where('f.member_id', '=', memberId)
              .whereRef('f.node_id', '=', 'g.node_id'),
          )
          .$castTo<boolean>()
          .as('is_fav'),
  ]);
}
export type GameCardRow = Awaited<ReturnType<ReturnType<typeof gameCards>['execute']>>[number];

export interface GameListFilter {
  merchantCode: string;
  memberId: number | null;
  category: string;
  vendor?: string;
  classify?: string;
  /** A LIKE pattern over normalized names (game-search.ts), and the language whose name it must match. */
  namePattern: string | null;
  language: string;
  maxMinBet?: number;
  minLines?: number;
  limit: number;
  offset: number;
}

/**
 * One page of a category's games with the number of all matches (window count: one statement). The name
 * filter first uses search_text (every language; the trigram index where PostgreSQL has one), then checks the
 * name in the member's language, English when the game has none in it. With `prepared` (PostgreSQL's pool) it
 * runs as a named prepared statement: parsed and planned once per connection and filter combination.
 */
export function listGamesPage(db: Executor, f: GameListFilter, prepared: pg.Pool | null = null) {
  return gamesPageStatement.execute(db, f, prepared);
}

/**
 * The statement of listGamesPage (the catalogue benchmark runs the same SQL with pgbench). With a name search,
 * the matching games are found first in a subquery that runs once (`= any(array(…))`): a prepared statement's
 * generic plan then still starts from the trigram index, whatever it guesses of the merchant's vendors, and
 * only the matches are joined, counted and sorted.
 */
export function gamesPageQuery(db: Executor, f: GameListFilter) {
  let query = gameCards(db, f.merchantCode, f.memberId).select(sql<string>`count(*) over ()`.as('total'));
  if (f.namePattern !== null) {
    const matching = gameFilters(
      db.selectFrom('games as g').select('g.node_id').where('g.enabled', '=', sql.lit(true)),
      f,
    )
      .where('g.search_text', 'like', f.namePattern)
      .where(
        sql<string>`coalesce(g.search_names->>${f.language}, g.search_names->>'en')`,
        'like',
        f.namePattern,
      );
    query = query.where(sql<boolean>`g.node_id = any(array(${matching}))`);
  } else {
    query = gameFilters(query, f);
  }
  return query.orderBy('mv.sort').orderBy('g.sort').orderBy('g.node_id').limit(f.limit).offset(f.offset);
}

/**
 * The game list's statement, built and compiled once per filter combination; the benchmark binds it to run
 * the server's very text with pgbench.
 */
export const gamesPageStatement = statementTemplate('suerte_games_page', gamesPageQuery);

/**
 * The game list's filters on the games table (aliased g): category, vendor, slot kind, smallest bet, lines. A
 * vendor entry (VASSALAGE) has none of a game's properties: it is listed only while none of them is filtered on
 * (and not in its own vendor's list, which it opens).
 */
function gameFilters<QB extends SelectQueryBuilder<DB & { g: DB['games'] }, 'g', object>>(
  query: QB,
  f: GameListFilter,
): QB {
  let q = query.where('g.category', '=', f.category);
  if (f.vendor) q = q.where('g.vendor_code', '=', f.vendor);
  if (f.classify) q = q.where('g.classify', '=', f.classify as 'JP');
  if (f.maxMinBet !== undefined) q = q.where('g.min_bet', '<=', f.maxMinBet);
  if (f.minLines !== undefined) q = q.where('g.min_line_num', '>=', f.minLines);
  if (f.vendor || f.classify || f.maxMinBet !== undefined || f.minLines !== undefined) {
    q = q.where('g.entry_kind', '=', sql.lit('GAME'));
  }
  return q as QB;
}

/** The merchant's newest games (first listed last), every category; vendor entries are not games. */
export function listNewGames(db: Executor, merchantCode: string, limit: number) {
  return gameCards(db, merchantCode, null)
    .where('g.entry_kind', '=', sql.lit('GAME'))
    .orderBy('g.first_listed_at', 'desc')
    .orderBy('mv.sort')
    .orderBy('g.sort')
    .orderBy('g.node_id')
    .limit(limit)
    .execute();
}

/** Slot kinds per vendor of a category, with how many listed games each has. */
export function listVendorClassifies(db: Executor, merchantCode: string, category: string, vendor?: string) {
  let query = merchantGames(db, merchantCode)
    .select(['g.vendor_code', 'g.classify', sql<number>`count(*)::int`.as('count')])
    .where('g.category', '=', category)
    .where('g.classify', 'is not', null);
  if (vendor) query = query.where('g.vendor_code', '=', vendor);
  return query
    .groupBy(['mv.sort', 'g.vendor_code', 'g.classify'])
    .orderBy('mv.sort')
    .orderBy('g.vendor_code')
    .orderBy('g.classify')
    .execute();
}

/** Games with a room (PVP tables) of a category the merchant lists. */
export function listRooms(db: Executor, merchantCode: string, category: string, vendor?: string) {
  let query = gameCards(db, merchantCode, null)
    .where('g.category', '=', category)
    .where('g.room_id', 'is not', null);
  if (vendor) query = query.where('g.vendor_code', '=', vendor);
  return query.orderBy('mv.sort').orderBy('g.sort').orderBy('g.node_id').execute();
}

/**
 * Rooms vendors reported for the merchant's listed games of a category (their game code is the catalogue node
 * id), in the merchant's currency, open or playing.
 */
export function listVendorRooms(db: Executor, merchantCode: string, category: string, vendor?: string) {
  let query = gameCards(db, merchantCode, null)
    .innerJoin('vendor_rooms as vr', (join) =>
      join.onRef('vr.vendor_code', '=', 'g.vendor_code').onRef('vr.game_code', '=', 'g.node_id'),
    )
    .innerJoin('merchants as m', (join) =>
      join.onRef('m.code', '=', 'mv.merchant_code').onRef('m.currency_code', '=', 'vr.currency'),
    )
    .select([
      'vr.room_id',
      'vr.name as room_name',
      'vr.names as room_names',
      'vr.stake',
      'vr.seats',
      'vr.seated',
      'vr.status as room_status',
    ])
    .where('g.category', '=', category)
    .where('vr.status', '<>', 'CLOSED');
  if (vendor) query = query.where('g.vendor_code', '=', vendor);
  return query.orderBy('mv.sort').orderBy('g.sort').orderBy('vr.stake').orderBy('vr.room_id').execute();
}

/**
 * A listed game with what launching it needs: its vendor, the vendor it plays as, and whether it is down. A
 * vendor entry is not launched (it opens its vendor's games on the page).
 */
export function launchableGame(db: Executor, merchantCode: string, nodeId: string) {
  return merchantGames(db, merchantCode)
    .select([
      'g.node_id',
      'g.vendor_code',
      'g.category',
      'g.classify',
      'g.support_play',
      'v.plays_as_vendor',
      sql<boolean>`(g.maintenance or g.operator_disabled or v.maintenance)`.as('under_maintenance'),
    ])
    .where('g.entry_kind', '=', 'GAME')
    .where('g.node_id', '=', nodeId)
    .executeTakeFirst();
}

/** The playable game of a vendor in a category, of the same slot kind first. */
export function playableGameOf(db: Executor, vendor: string, category: string, classify: string | null) {
  return db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.code', 'g.vendor_code')
    .select(['g.node_id', 'g.vendor_code'])
    .where('g.vendor_code', '=', vendor)
    .where('g.category', '=', category)
    .where('g.enabled', '=', true)
    .where('g.entry_kind', '=', 'GAME')
    .where(sql<boolean>`not (g.maintenance or g.operator_disabled or v.maintenance)`)
    .orderBy(sql`g.classify is not distinct from ${classify}`, 'desc')
    .orderBy('g.sort')
    .orderBy('g.node_id')
    .limit(1)
    .executeTakeFirst();
}

/** Playable games like the given one (same category, same slot kind first), for a game under maintenance. */
export function listAlternatives(
  db: Executor,
  merchantCode: string,
  game: { node_id: string; category: string; classify: string | null },
  limit: number,
) {
  return gameCards(db, merchantCode, null)
    .where('g.category', '=', game.category)
    .where('g.node_id', '!=', game.node_id)
    .where('g.entry_kind', '=', 'GAME')
    .where(sql<boolean>`not (g.maintenance or g.operator_disabled or v.maintenance)`)
    .orderBy(sql`g.classify is not distinct from ${game.classify}`, 'desc')
    .orderBy('mv.sort')
    .orderBy('g.sort')
    .orderBy('g.node_id')
    .limit(limit)
    .execute();
}
