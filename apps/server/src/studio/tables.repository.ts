import { sql, type Transaction } from 'kysely';
import type { StudioDB, StudioDatabase, StudioTableHandsTable } from './db/studio-schema.js';
import { studioNow } from './studio.repository.js';

type Executor = StudioDatabase | Transaction<StudioDB>;

/** How long a worker dealing a hand holds it before another may take over (a crash mid-deal). */
const DEAL_LEASE = sql<Date>`now() + interval '1 minute'`;

export function openHand(db: Executor, tableId: string) {
  return db
    .selectFrom('studio_table_hands')
    .selectAll()
    .where('table_id', '=', tableId)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

/** The open hand, locked: every seat change and the deal's start go through this row lock. */
export function lockOpenHand(trx: Transaction<StudioDB>, tableId: string) {
  return trx
    .selectFrom('studio_table_hands')
    .selectAll()
    .where('table_id', '=', tableId)
    .where('status', '=', 'open')
    .forUpdate()
    .executeTakeFirst();
}

/** Opens the table's next hand; the partial unique index keeps one open hand per table (undefined: one exists). */
export function insertOpenHand(
  db: Executor,
  hand: Pick<
    StudioTableHandsTable,
    'hand_id' | 'table_id' | 'game_code' | 'currency' | 'stake' | 'rake_bp' | 'seed_id'
  >,
) {
  return db
    .insertInto('studio_table_hands')
    .values({ ...hand, status: 'open', outcome: null })
    .onConflict((oc) => oc.column('table_id').where('status', '=', 'open').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function seatsOf(db: Executor, handId: number) {
  return db
    .selectFrom('studio_table_seats')
    .selectAll()
    .where('hand_id', '=', handId)
    .orderBy('seat')
    .execute();
}

export async function setStart(db: Executor, handId: number, when: 'now' | 'clear' | number) {
  const startsAt =
    when === 'clear'
      ? null
      : when === 'now'
        ? studioNow()
        : sql<Date>`coalesce(starts_at, now() + ${String(when)}::interval)`;
  await db
    .updateTable('studio_table_hands')
    .set({ starts_at: startsAt as never })
    .where('id', '=', handId)
    .execute();
}

/** Takes a due open hand for dealing; only one worker of any node gets it. */
export function claimDueHand(db: Executor, tableId: string) {
  return db
    .updateTable('studio_table_hands')
    .set({ status: 'dealing', claimed_until: DEAL_LEASE as never })
    .where('table_id', '=', tableId)
    .where('status', '=', 'open')
    .where(sql<boolean>`starts_at <= now()`)
    .returningAll()
    .executeTakeFirst();
}

/** Hands whose deal stopped midway (the worker's lease ran out), and due hands nobody is watching. */
export function claimStalledHands(db: Executor, limit: number) {
  return db
    .updateTable('studio_table_hands')
    .set({ status: 'dealing', claimed_until: DEAL_LEASE as never })
    .where(
      'id',
      'in',
      db
        .selectFrom('studio_table_hands')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'dealing'), eb('claimed_until', '<', sql<Date>`now()`)]),
            eb.and([eb('status', '=', 'open'), eb('starts_at', '<=', sql<Date>`now()`)]),
          ]),
        )
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

/** Decided hands whose every round is settled become settled. */
export async function closeSettledHands(db: Executor): Promise<void> {
  await db
    .updateTable('studio_table_hands as h')
    .set({ status: 'settled', settled_at: studioNow() })
    .where('h.status', '=', 'decided')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('studio_rounds as r')
            .select('r.id')
            .where(sql<boolean>`r.idempotency_key = 'hand-' || h.hand_id`)
            .where('r.status', '<>', 'settled'),
        ),
      ),
    )
    .execute();
}

/** The last hand dealt at a table, with its seeds. */
export function lastDealtHand(db: Executor, tableId: string) {
  return db
    .selectFrom('studio_table_hands as h')
    .innerJoin('studio_seeds as s', 's.id', 'h.seed_id')
    .select([
      'h.id',
      'h.hand_id',
      'h.outcome',
      'h.settled_at',
      'h.created_at',
      's.server_seed_hash',
      's.revealed_seed',
      's.client_seed',
    ])
    .where('h.table_id', '=', tableId)
    .where('h.status', 'in', ['decided', 'settled'])
    .orderBy('h.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function isDealing(db: Executor, tableId: string): Promise<boolean> {
  const row = await db
    .selectFrom('studio_table_hands')
    .select('id')
    .where('table_id', '=', tableId)
    .where('status', '=', 'dealing')
    .executeTakeFirst();
  return row !== undefined;
}

export function roundOfHand(db: Executor, handId: string, playerKey: string) {
  return db
    .selectFrom('studio_rounds')
    .select('round_id')
    .where('player_key', '=', playerKey)
    .where('idempotency_key', '=', `hand-${handId}`)
    .executeTakeFirst();
}

export function roundsOfHand(db: Executor, handId: string) {
  return db
    .selectFrom('studio_rounds')
    .selectAll()
    .where('idempotency_key', '=', `hand-${handId}`)
    .orderBy('id')
    .execute();
}
