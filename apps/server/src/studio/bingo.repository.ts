import { sql, type Transaction } from 'kysely';
import type { StudioDB, StudioDatabase } from './db/studio-schema.js';
import { studioNow } from './studio.repository.js';

type Executor = StudioDatabase | Transaction<StudioDB>;

/** The next `count` sales closes of a room that closes every `periodSeconds` (the database's clock). */
export async function nextCloses(db: Executor, periodSeconds: number, count: number): Promise<Date[]> {
  const { rows } = await sql<{ close: Date }>`
    select to_timestamp((floor(extract(epoch from now()) / ${periodSeconds}) + k) * ${periodSeconds}) as close
    from generate_series(1, ${count}::int) as k order by k`.execute(db);
  return rows.map((r) => new Date(r.close));
}

export function gameExists(db: Executor, gameId: string) {
  return db.selectFrom('studio_bingo_games').select('id').where('game_id', '=', gameId).executeTakeFirst();
}

/** Schedules a game once: the room and sales close are unique, so every node schedules the same game. */
export async function insertGame(
  db: Executor,
  g: {
    gameId: string;
    gameCode: string;
    room: string;
    closeAt: Date;
    seedId: number;
    clientSeed: string;
    cardPrice: number;
    returnBp: number;
    stages: unknown;
  },
): Promise<void> {
  await db
    .insertInto('studio_bingo_games')
    .values({
      game_id: g.gameId,
      game_code: g.gameCode,
      room_code: g.room,
      sales_close_at: g.closeAt,
      seed_id: g.seedId,
      client_seed: g.clientSeed,
      card_price: g.cardPrice,
      return_bp: g.returnBp,
      stages: JSON.stringify(g.stages),
      status: 'open',
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** A game with its seed's hash and, once revealed, its seed. */
export function gamesWithSeed(db: Executor) {
  return db
    .selectFrom('studio_bingo_games as g')
    .innerJoin('studio_seeds as s', 's.id', 'g.seed_id')
    .selectAll('g')
    .select(['s.server_seed_hash', 's.revealed_seed', 's.server_seed_sealed']);
}

/** The room's game on sale: open and before its close by the database's clock. */
export function gameOnSale(db: Executor, gameCode: string, room: string) {
  return gamesWithSeed(db)
    .where('g.game_code', '=', gameCode)
    .where('g.room_code', '=', room)
    .where('g.status', '=', 'open')
    .where(sql<boolean>`g.sales_close_at > now()`)
    .orderBy('g.sales_close_at')
    .limit(1)
    .executeTakeFirst();
}

export function lastDrawn(db: Executor, gameCode: string, room: string) {
  return gamesWithSeed(db)
    .where('g.game_code', '=', gameCode)
    .where('g.room_code', '=', room)
    .where('g.status', '<>', 'open')
    .orderBy('g.sales_close_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Games whose sales have closed and that are not drawn yet, and drawn games not yet fully paid. */
export async function pendingGames(db: Executor, limit: number) {
  return db
    .selectFrom('studio_bingo_games')
    .select(['game_id', 'status'])
    .where('status', '<>', 'settled')
    .where(sql<boolean>`sales_close_at <= now()`)
    .orderBy('sales_close_at')
    .limit(limit)
    .execute();
}

/** Locks a game for its draw: only while open and past its sales close; undefined otherwise. */
export function lockGameForDraw(trx: Transaction<StudioDB>, gameId: string) {
  return gamesWithSeed(trx)
    .where('g.game_id', '=', gameId)
    .where('g.status', '=', 'open')
    .where(sql<boolean>`g.sales_close_at <= now()`)
    .forUpdate()
    .executeTakeFirst();
}

/** Locks a game on sale for a purchase; undefined when unknown or its sales have closed (database clock). */
export function lockGameOnSale(trx: Transaction<StudioDB>, gameId: string, gameCode: string) {
  return gamesWithSeed(trx)
    .where('g.game_id', '=', gameId)
    .where('g.game_code', '=', gameCode)
    .where('g.status', '=', 'open')
    .where(sql<boolean>`g.sales_close_at > now()`)
    .forUpdate()
    .executeTakeFirst();
}

export function gameById(db: Executor, gameId: string) {
  return gamesWithSeed(db).where('g.game_id', '=', gameId).executeTakeFirst();
}

/** Hands out the next `count` card indexes of a locked game; returns the first. */
export async function takeCards(trx: Transaction<StudioDB>, id: number, count: number): Promise<number> {
  const row = await trx
    .updateTable('studio_bingo_games')
    .set({ next_card: sql`next_card + ${count}` })
    .where('id', '=', id)
    .returning('next_card')
    .executeTakeFirstOrThrow();
  return row.next_card - count;
}

/** A member's purchases in a game (its seed), oldest first; rolled-back ones left out unless asked. */
export function purchasesOf(db: Executor, seedId: number, playerKey?: string, withRolledBack = false) {
  let query = db.selectFrom('studio_rounds').selectAll().where('seed_id', '=', seedId);
  if (playerKey !== undefined) query = query.where('player_key', '=', playerKey);
  if (!withRolledBack) query = query.where('status', '<>', 'rolled_back');
  return query.orderBy('nonce').execute();
}

export async function recordDraw(
  trx: Transaction<StudioDB>,
  game: { id: number; seedId: number; revealedSeed: string },
  values: {
    cardsSold: number;
    pot: number;
    draw: number[];
    results: unknown;
    drawClientSeed: string;
    drawSeedParts: string[];
  },
): Promise<void> {
  await trx
    .updateTable('studio_bingo_games')
    .set({
      status: 'drawn',
      draw_client_seed: values.drawClientSeed,
      draw_seed_parts: JSON.stringify(values.drawSeedParts),
      cards_sold: values.cardsSold,
      pot: values.pot,
      draw: JSON.stringify(values.draw),
      results: JSON.stringify(values.results),
      drawn_at: studioNow() as never,
    })
    .where('id', '=', game.id)
    .execute();
  await trx
    .updateTable('studio_seeds')
    .set({ revealed_seed: game.revealedSeed, revealed_at: studioNow() as never })
    .where('id', '=', game.seedId)
    .execute();
}

/** A purchase's result once drawn: its win and outcome; it may then be settled. */
export async function recordPurchaseResult(
  trx: Transaction<StudioDB>,
  id: number,
  win: number,
  outcome: unknown,
): Promise<void> {
  await trx
    .updateTable('studio_rounds')
    .set({ win, outcome: JSON.stringify(outcome), awaits_draw: false })
    .where('id', '=', id)
    .where('status', '=', 'bet_accepted')
    .execute();
}

/** Marks a drawn game settled once none of its purchases waits for its win. */
export async function closeGameIfPaid(db: Executor, gameId: string, seedId: number): Promise<boolean> {
  const row = await db
    .updateTable('studio_bingo_games')
    .set({ status: 'settled', settled_at: studioNow() as never })
    .where('game_id', '=', gameId)
    .where('status', '=', 'drawn')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('studio_rounds')
            .select('id')
            .where('seed_id', '=', seedId)
            .where('status', 'in', ['created', 'bet_accepted']),
        ),
      ),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
