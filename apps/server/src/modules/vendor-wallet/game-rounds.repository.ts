import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, GameRoundsTable } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** A player's round at a vendor: shared rounds (crash games, live tables) hold one row per player. */
export interface RoundKey {
  vendorCode: string;
  roundId: string;
  memberId: number;
}

/**
 * Adds a stake or a win to the player's round, opening it on first use. False when the round is closed: the
 * update's condition leaves it untouched and nothing is returned. The row stays locked until commit.
 */
export async function addToRound(
  db: Db,
  key: RoundKey,
  move: { gameCode: string; currency: string; kind: 'stake' | 'win'; amount: number },
): Promise<boolean> {
  const isWin = move.kind === 'win';
  const row = await db
    .insertInto('game_rounds')
    .values({
      vendor_code: key.vendorCode,
      round_id: key.roundId,
      member_id: key.memberId,
      game_code: move.gameCode,
      currency: move.currency,
      stake_total: isWin ? 0 : move.amount,
      win_total: isWin ? move.amount : 0,
      win_count: isWin ? 1 : 0,
      status: 'open',
    })
    .onConflict((oc) =>
      oc
        .columns(['vendor_code', 'round_id', 'member_id'])
        .doUpdateSet({
          stake_total: sql`game_rounds.stake_total + excluded.stake_total`,
          win_total: sql`game_rounds.win_total + excluded.win_total`,
          win_count: sql`game_rounds.win_count + excluded.win_count`,
        })
        .where('game_rounds.status', '=', 'open'),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function lockRound(db: Db, key: RoundKey): Promise<Selectable<GameRoundsTable> | undefined> {
  return db
    .selectFrom('game_rounds')
    .selectAll()
    .where('vendor_code', '=', key.vendorCode)
    .where('round_id', '=', key.roundId)
    .where('member_id', '=', key.memberId)
    .forUpdate()
    .executeTakeFirst();
}

export async function takeBackStake(db: Db, key: RoundKey, amount: number): Promise<void> {
  await db
    .updateTable('game_rounds')
    .set({ stake_total: sql`stake_total - ${amount}::bigint` })
    .where('vendor_code', '=', key.vendorCode)
    .where('round_id', '=', key.roundId)
    .where('member_id', '=', key.memberId)
    .execute();
}

/** Closes the round (creating it closed when the vendor never used it, so late calls on it are refused). */
export async function closeRound(db: Db, key: RoundKey, currency: string): Promise<void> {
  await db
    .insertInto('game_rounds')
    .values({
      vendor_code: key.vendorCode,
      round_id: key.roundId,
      member_id: key.memberId,
      currency,
      status: 'closed',
      closed_at: sql<Date>`now()`,
    })
    .onConflict((oc) =>
      oc
        .columns(['vendor_code', 'round_id', 'member_id'])
        .doUpdateSet({ status: 'closed', closed_at: sql<Date>`coalesce(game_rounds.closed_at, now())` }),
    )
    .execute();
}
