import { sql, type Selectable, type Transaction } from 'kysely';
import type { StudioDB, StudioDatabase, StudioEventsTable, StudioRoundsTable } from './db/studio-schema.js';
import { insertSeed, studioNow } from './studio.repository.js';

type Executor = StudioDatabase | Transaction<StudioDB>;
export type EventRow = Selectable<StudioEventsTable>;
export type EventWithSeed = EventRow & {
  server_seed_hash: string;
  revealed_seed: string | null;
  client_seed: string;
};
export type RoundRow = Selectable<StudioRoundsTable>;

/** The database's clock in milliseconds: schedules and closes follow it, never a node's clock. */
export async function databaseNow(db: Executor): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db);
  return new Date(rows[0]!.now);
}

export async function existingEventIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('studio_events').select('event_id').where('event_id', 'in', ids).execute();
  return new Set(rows.map((r) => r.event_id));
}

/** The event's seed pair: created once (two nodes racing keep one), answered by id. */
export async function eventSeed(
  trx: Transaction<StudioDB>,
  seed: { playerKey: string; sealed: string; hash: string; clientSeed: string },
): Promise<number> {
  await insertSeed(trx, seed);
  const row = await trx
    .selectFrom('studio_seeds')
    .select('id')
    .where('player_key', '=', seed.playerKey)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertEvent(
  trx: Transaction<StudioDB>,
  row: Omit<EventRow, 'id' | 'status' | 'result' | 'resulted_at' | 'settled_at' | 'created_at' | 'odds'> & {
    odds: Record<string, number>;
  },
): Promise<void> {
  await trx
    .insertInto('studio_events')
    .values({ ...row, odds: JSON.stringify(row.odds) })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .execute();
}

function withSeed(db: Executor) {
  return db
    .selectFrom('studio_events as e')
    .innerJoin('studio_seeds as s', 's.id', 'e.seed_id')
    .selectAll('e')
    .select(['s.server_seed_hash', 's.revealed_seed', 's.client_seed']);
}

/** A game's open events (soonest close first), then its latest results. */
export async function listEvents(db: Executor, gameCode: string, results: number): Promise<EventWithSeed[]> {
  const open = await withSeed(db)
    .where('e.game_code', '=', gameCode)
    .where('e.status', '=', 'open')
    .where(sql<boolean>`e.closes_at > now()`)
    .orderBy('e.closes_at')
    .execute();
  const done = await withSeed(db)
    .where('e.game_code', '=', gameCode)
    .where('e.status', '<>', 'open')
    .orderBy('e.closes_at', 'desc')
    .limit(results)
    .execute();
  return [...open, ...done] as EventWithSeed[];
}

/**
 * The event a bet is placed on, share-locked until the bet's round is written (closing takes the row for update,
 * so a bet is either in before the close or refused), with whether it still takes bets by the database's clock.
 */
export async function eventForBet(trx: Transaction<StudioDB>, eventId: string, gameCode: string) {
  return trx
    .selectFrom('studio_events')
    .selectAll()
    .select(sql<boolean>`status = 'open' and closes_at > now()`.as('accepting'))
    .where('event_id', '=', eventId)
    .where('game_code', '=', gameCode)
    .forShare()
    .executeTakeFirst();
}

/** Events whose betting has closed and that have no result yet. */
export async function dueEventIds(db: Executor, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('studio_events')
    .select('id')
    .where('status', '=', 'open')
    .where(sql<boolean>`closes_at <= now()`)
    .orderBy('closes_at')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Locks a due event for its result; undefined when another run has it or it has its result already. */
export async function lockDueEvent(trx: Transaction<StudioDB>, id: number) {
  return trx
    .selectFrom('studio_events as e')
    .innerJoin('studio_seeds as s', 's.id', 'e.seed_id')
    .selectAll('e')
    .select(['s.server_seed_sealed', 's.client_seed'])
    .where('e.id', '=', id)
    .where('e.status', '=', 'open')
    .where(sql<boolean>`e.closes_at <= now()`)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/** The event's bets still waiting for their money: taken (bet_accepted) or in doubt (created). */
export function openBets(
  db: Executor,
  eventId: string,
  statuses: readonly ('created' | 'bet_accepted')[],
  limit: number,
) {
  return db
    .selectFrom('studio_rounds')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('status', 'in', [...statuses])
    .orderBy('id')
    .limit(limit)
    .execute() as Promise<RoundRow[]>;
}

export async function setBetResult(
  trx: Transaction<StudioDB>,
  id: number,
  win: number,
  outcome: unknown,
): Promise<void> {
  await trx
    .updateTable('studio_rounds')
    .set({ win, outcome: JSON.stringify(outcome) })
    .where('id', '=', id)
    .execute();
}

export async function markResulted(
  trx: Transaction<StudioDB>,
  event: { id: number; seedId: number; revealedSeed: string; result: unknown },
): Promise<void> {
  await trx
    .updateTable('studio_seeds')
    .set({ revealed_seed: event.revealedSeed, revealed_at: studioNow() as never })
    .where('id', '=', event.seedId)
    .execute();
  await trx
    .updateTable('studio_events')
    .set({ status: 'resulted', result: JSON.stringify(event.result), resulted_at: studioNow() as never })
    .where('id', '=', event.id)
    .execute();
}

export async function resultedEvents(db: Executor, limit: number) {
  return db
    .selectFrom('studio_events')
    .select(['id', 'event_id'])
    .where('status', '=', 'resulted')
    .orderBy('closes_at')
    .limit(limit)
    .execute();
}

/** Settled once none of its bets waits for money (a bet in doubt is rolled back by the recovery pass). */
export async function markSettledIfDone(db: Executor, eventId: string): Promise<boolean> {
  const row = await db
    .updateTable('studio_events')
    .set({ status: 'settled', settled_at: studioNow() as never })
    .where('event_id', '=', eventId)
    .where('status', '=', 'resulted')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('studio_rounds')
            .select('id')
            .where('event_id', '=', eventId)
            .where('status', 'in', ['created', 'bet_accepted']),
        ),
      ),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export function playerBets(db: Executor, playerKey: string, gameCode: string, limit: number) {
  return db
    .selectFrom('studio_rounds')
    .selectAll()
    .where('player_key', '=', playerKey)
    .where('game_code', '=', gameCode)
    .where('event_id', 'is not', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute() as Promise<RoundRow[]>;
}
