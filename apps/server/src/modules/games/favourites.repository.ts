import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { gameCards, merchantGames } from './games.repository.js';

/** A member's favourite games: only ever the member's own, among the games the member's merchant lists. */

/** The member's favourites among the games the merchant lists, newest favourite first. */
export function listFavouriteGames(
  db: Executor,
  merchantCode: string,
  memberId: number,
  page: { limit: number; offset: number },
) {
  return gameCards(db, merchantCode, memberId)
    .innerJoin('game_favourites as fav', 'fav.node_id', 'g.node_id')
    .select(sql<string>`count(*) over ()`.as('total'))
    .where('fav.member_id', '=', memberId)
    .orderBy('fav.created_at', 'desc')
    .orderBy('g.node_id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** The node ids of the member's favourites the merchant lists. */
export async function favouriteNodeIds(db: Executor, merchantCode: string, memberId: number) {
  const rows = await merchantGames(db, merchantCode)
    .innerJoin('game_favourites as fav', 'fav.node_id', 'g.node_id')
    .select('g.node_id')
    .distinct()
    .where('fav.member_id', '=', memberId)
    .orderBy('g.node_id')
    .execute();
  return rows.map((r) => r.node_id);
}

/** Whether the merchant lists a game (not a vendor entry) with this node id at this vendor. */
export async function isListedGame(db: Executor, merchantCode: string, nodeId: string, vendor: string) {
  const row = await merchantGames(db, merchantCode)
    .select('g.node_id')
    .where('g.entry_kind', '=', 'GAME')
    .where('g.node_id', '=', nodeId)
    .where('g.vendor_code', '=', vendor)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of these games are the member's favourites. */
export async function favouritesAmong(db: Executor, memberId: number, nodeIds: readonly string[]) {
  if (nodeIds.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('game_favourites')
    .select('node_id')
    .where('member_id', '=', memberId)
    .where('node_id', 'in', nodeIds)
    .execute();
  return new Set(rows.map((r) => r.node_id));
}

export async function addFavourite(db: Executor, memberId: number, nodeId: string) {
  await db
    .insertInto('game_favourites')
    .values({ member_id: memberId, node_id: nodeId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeFavourite(db: Executor, memberId: number, nodeId: string, vendor: string) {
  await db
    .deleteFrom('game_favourites')
    .where('member_id', '=', memberId)
    .where('node_id', '=', nodeId)
    .where('node_id', 'in', db.selectFrom('games').select('node_id').where('vendor_code', '=', vendor))
    .execute();
}
