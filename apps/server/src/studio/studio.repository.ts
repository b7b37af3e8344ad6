import { sql, type Transaction } from 'kysely';
import type { StudioDB, StudioDatabase, StudioRoundStatus } from './db/studio-schema.js';

type Executor = StudioDatabase | Transaction<StudioDB>;

export async function countAttempts(db: Executor, clientKey: string, window: string): Promise<number> {
  await db.insertInto('studio_session_attempts').values({ client_key: clientKey }).execute();
  // Old attempts are kept only as long as the window needs them.
  await db
    .deleteFrom('studio_session_attempts')
    .where(sql<boolean>`created_at < now() - ${window}::interval * 10`)
    .execute();
  const row = await db
    .selectFrom('studio_session_attempts')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('client_key', '=', clientKey)
    .where(sql<boolean>`created_at > now() - ${window}::interval`)
    .executeTakeFirstOrThrow();
  return row.n;
}

export function insertSession(
  db: Executor,
  s: {
    tokenHash: string;
    playerKey: string;
    playerId: string | null;
    merchantCode: string;
    currency: string;
    gameCode: string;
    variant: string;
    demo: boolean;
    demoBalance: number | null;
    ttl: string;
  },
) {
  return db
    .insertInto('studio_sessions')
    .values({
      token_hash: s.tokenHash,
      player_key: s.playerKey,
      player_id: s.playerId,
      merchant_code: s.merchantCode,
      currency: s.currency,
      game_code: s.gameCode,
      variant: s.variant,
      demo: s.demo,
      demo_balance: s.demoBalance,
      expires_at: sql<Date>`now() + ${s.ttl}::interval` as never,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
}

export function liveSession(db: Executor, tokenHash: string) {
  return db
    .selectFrom('studio_sessions')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where(sql<boolean>`expires_at > now()`)
    .executeTakeFirst();
}

export function activeSeed(db: Executor, playerKey: string, forUpdate = false) {
  let query = db
    .selectFrom('studio_seeds')
    .selectAll()
    .where('player_key', '=', playerKey)
    .where('revealed_at', 'is', null);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * Takes the next nonce of the player's active seed pair in one statement (the row lock orders a player's rounds);
 * answers the pair as it is after, or nothing when the player has no active pair yet. Take it in the transaction
 * that records the round, so that a round not recorded gives its nonce back.
 */
export async function takeNonce(db: Executor, playerKey: string) {
  const row = await db
    .updateTable('studio_seeds')
    .set({ next_nonce: sql<number>`next_nonce + 1` })
    .where('player_key', '=', playerKey)
    .where('revealed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return row && { seed: row, nonce: row.next_nonce - 1 };
}

export async function insertSeed(
  db: Executor,
  seed: { playerKey: string; sealed: string; hash: string; clientSeed: string },
) {
  // Two first requests of a player race here: the partial unique index keeps one active pair.
  await db
    .insertInto('studio_seeds')
    .values({
      player_key: seed.playerKey,
      server_seed_sealed: seed.sealed,
      server_seed_hash: seed.hash,
      client_seed: seed.clientSeed,
    })
    .onConflict((oc) => oc.column('player_key').where('revealed_at', 'is', null).doNothing())
    .execute();
}

export function roundByKey(db: Executor, playerKey: string, idempotencyKey: string) {
  return db
    .selectFrom('studio_rounds')
    .selectAll()
    .where('player_key', '=', playerKey)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export function roundWithSeed(db: Executor) {
  return db
    .selectFrom('studio_rounds as r')
    .innerJoin('studio_seeds as s', 's.id', 'r.seed_id')
    .selectAll('r')
    .select(['s.server_seed_hash', 's.revealed_seed']);
}

/** Moves a round from one state to the next; false when another worker moved it first. */
export async function moveRound(
  db: Executor,
  id: number,
  from: readonly StudioRoundStatus[],
  set: {
    status: StudioRoundStatus;
    balance_before?: number | null;
    balance_after?: number | null;
    refusal?: string | null;
    settle?: boolean;
    /** Nothing to close at the portal (a refused bet). */
    ended?: boolean;
  },
): Promise<boolean> {
  const { settle, ended, ...values } = set;
  const row = await db
    .updateTable('studio_rounds')
    .set({
      ...values,
      ...(settle ? { settled_at: studioNow() } : {}),
      ...(ended ? { ended_at: studioNow() } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes open rounds older than `age` for recovery, each leased for a minute so two workers never share one. */
export function claimOpenRounds(db: Executor, age: string, limit: number) {
  return db
    .updateTable('studio_rounds')
    .set({ claimed_until: sql<Date>`now() + interval '1 minute'` as never })
    .where(
      'id',
      'in',
      db
        .selectFrom('studio_rounds')
        .select('id')
        .where('demo', '=', false)
        // A bingo purchase is settled by its game's draw; only its bet (in doubt) is recovery's.
        .where((eb) => eb.or([eb('awaits_draw', '=', false), eb('status', '=', 'created')]))
        .where((eb) =>
          eb.or([
            eb('status', 'in', ['created', 'bet_accepted']),
            // Finished here, but the portal has not yet been told the round ended.
            eb.and([eb('status', 'in', ['settled', 'rolled_back']), eb('ended_at', 'is', null)]),
          ]),
        )
        // An accepted bet on an event waits for the event's result: its settlement pays it.
        .where((eb) => eb.or([eb('event_id', 'is', null), eb('status', '<>', 'bet_accepted')]))
        .where(sql<boolean>`created_at <= now() - ${age}::interval`)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', sql<Date>`now()`)]))
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

/** The database's clock (the studio's own copy of the portal's rule: one clock for anything that decides). */
export function studioNow() {
  return sql<Date>`now()`;
}

export async function markEnded(db: Executor, id: number): Promise<void> {
  await db.updateTable('studio_rounds').set({ ended_at: studioNow() }).where('id', '=', id).execute();
}
