import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { LotteryDrawStatus } from '../../db/lottery-schema.js';

/** Every enabled game with its weekdays (1 = Sunday … 7 = Saturday). */
export async function enabledGames(db: Executor) {
  return db
    .selectFrom('lottery_games as g')
    .selectAll('g')
    .select(
      sql<number[]>`coalesce((select array_agg(d.weekday order by d.weekday)
        from lottery_draw_days d where d.game_code = g.code), '{}')`.as('weekdays'),
    )
    .where('g.enabled', '=', true)
    .orderBy('g.sort')
    .orderBy('g.code')
    .execute();
}
export type GameRow = Awaited<ReturnType<typeof enabledGames>>[number];

export async function gameByCode(db: Executor, code: string): Promise<GameRow | undefined> {
  return (await enabledGames(db)).find((g) => g.code === code);
}

export async function databaseNow(db: Executor): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db);
  return new Date(rows[0]!.now);
}

export interface NewDraw {
  game_code: string;
  numero: string;
  draw_at: Date;
  lock_at: Date;
  server_seed: string | null;
  seed_hash: string | null;
  client_seed: string | null;
  nonce: number | null;
  demo: boolean;
}

/** Creates the draws not created yet; a draw created before (by this node or another) stays as it is. */
export async function insertDraws(db: Executor, draws: readonly NewDraw[]): Promise<number> {
  if (draws.length === 0) return 0;
  const rows = await db
    .insertInto('lottery_draws')
    .values(draws.map((d) => ({ ...d, status: 'OPEN' as const })))
    .onConflict((oc) => oc.columns(['game_code', 'numero']).doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

/** Closes betting on every open draw whose lock time has come by the database's clock. */
export async function lockDueDraws(db: Executor): Promise<number> {
  const rows = await db
    .updateTable('lottery_draws')
    .set({ status: 'LOCKED' })
    .where('status', '=', 'OPEN')
    .where('lock_at', '<=', sql<Date>`now()`)
    .returning('id')
    .execute();
  return rows.length;
}

/** Locked draws whose draw time has come, with their game: RNG draws (with a seed) or feed draws. */
export async function dueDraws(db: Executor, seeded: boolean, limit: number) {
  return db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_games as g', 'g.code', 'd.game_code')
    .select([
      'd.id',
      'd.game_code',
      'd.numero',
      'd.draw_at',
      'd.server_seed',
      'd.client_seed',
      'd.nonce',
      'g.region',
    ])
    .where('d.status', '=', 'LOCKED')
    .where('d.draw_at', '<=', sql<Date>`now()`)
    .where('d.server_seed', seeded ? 'is not' : 'is', null)
    .orderBy('d.draw_at')
    .limit(limit)
    .execute();
}

/**
 * Locked regional draws waiting for the feed (no seed, draw time come, not yet given up on), each with whether
 * the feed's deadline after the draw time has passed by the database's clock.
 */
export async function feedDueDraws(db: Executor, deadlineSeconds: number, limit: number) {
  return db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_games as g', 'g.code', 'd.game_code')
    .select(['d.id', 'd.game_code', 'd.numero', 'd.draw_at', 'g.region'])
    .select(sql<boolean>`d.draw_at + make_interval(secs => ${deadlineSeconds}) <= now()`.as('past_deadline'))
    .where('d.status', '=', 'LOCKED')
    .where('d.draw_at', '<=', sql<Date>`now()`)
    .where('d.server_seed', 'is', null)
    .where('d.feed_overdue_at', 'is', null)
    .orderBy('d.draw_at')
    .limit(limit)
    .execute();
}

/** Gives up on the feed for a draw still locked: it waits for operator entry. False when already done. */
export async function markFeedOverdue(db: Executor, drawId: number): Promise<boolean> {
  const row = await db
    .updateTable('lottery_draws')
    .set({ feed_overdue_at: sql<Date>`now()` })
    .where('id', '=', drawId)
    .where('status', '=', 'LOCKED')
    .where('feed_overdue_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Regional demo draws not drawn yet, of games whose results come from the feed: their seed is dropped. */
export async function adoptFeedDraws(db: Executor): Promise<number> {
  const rows = await db
    .updateTable('lottery_draws')
    .set({ server_seed: null, seed_hash: null, client_seed: null, nonce: null, demo: false })
    .where('demo', '=', true)
    .where('status', 'in', ['OPEN', 'LOCKED'])
    .where('game_code', 'in', (q) =>
      q
        .selectFrom('lottery_games')
        .select('code')
        .where('game_type', '=', 'LOTT')
        .where('result_source', '=', 'feed'),
    )
    .returning('id')
    .execute();
  return rows.length;
}

/** Draws waiting for a result by a person: locked past their draw time without a seed, or entered unconfirmed. */
export async function awaitingResultDraws(db: Executor) {
  return db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_games as g', 'g.code', 'd.game_code')
    .select([
      'd.game_code',
      'd.numero',
      'd.draw_at',
      'd.status',
      'd.feed_overdue_at',
      'd.result_entered_by',
      'g.region',
    ])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('d.status', '=', 'LOCKED'),
          eb('d.server_seed', 'is', null),
          eb('d.draw_at', '<=', sql<Date>`now()`),
        ]),
        eb('d.status', '=', 'RESULT_PENDING'),
      ]),
    )
    .orderBy('d.draw_at')
    .orderBy('d.game_code')
    .execute();
}

/** Records a result on a draw still in `from`; false when another writer moved it first. */
export async function recordResult(
  db: Executor,
  drawId: number,
  from: LotteryDrawStatus,
  change: {
    status: 'RESULTED' | 'RESULT_PENDING';
    result: Record<string, readonly string[]>;
    source: 'rng' | 'feed' | 'operator';
    enteredBy?: string | null;
  },
): Promise<boolean> {
  const updated = await db
    .updateTable('lottery_draws')
    .set({
      status: change.status,
      result: JSON.stringify(change.result),
      result_source: change.source,
      result_entered_by: change.enteredBy ?? null,
      result_entered_at: change.enteredBy ? sql<Date>`now()` : null,
      resulted_at: change.status === 'RESULTED' ? sql<Date>`now()` : null,
    })
    .where('id', '=', drawId)
    .where('status', '=', from)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

export async function drawOf(db: Executor, gameCode: string, numero: string) {
  return db
    .selectFrom('lottery_draws')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('numero', '=', numero)
    .executeTakeFirst();
}
export type DrawRow = NonNullable<Awaited<ReturnType<typeof drawOf>>>;

export async function audit(
  db: Executor,
  drawId: number,
  action: string,
  operator: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db
    .insertInto('lottery_draw_audit')
    .values({ draw_id: drawId, action, operator, detail: JSON.stringify(detail) })
    .execute();
}
