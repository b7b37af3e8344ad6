import { sql, type Selectable } from 'kysely';
import { dbNow, type Executor } from '../../db/executor.js';
import type { GameRoundsTable } from '../../db/schema.js';

/** A player's round at a vendor: shared rounds (crash games, live tables) hold one row per player. */
export interface RoundKey {
  vendorCode: string;
  roundId: string;
  memberId: number;
}

/** A round's totals after a move. */
export interface RoundTotals {
  stakeTotal: number;
  winTotal: number;
}

/**
 * Adds a stake or a win to the player's round, opening it on first use, and returns the round's totals with it.
 * Undefined when the round is closed: the update's condition leaves it untouched and nothing is returned. The
 * row stays locked until commit.
 */
export async function addToRound(
  db: Executor,
  key: RoundKey,
  move: { gameCode: string; currency: string; kind: 'stake' | 'win'; amount: number },
): Promise<RoundTotals | undefined> {
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
    .returning(['stake_total', 'win_total'])
    .executeTakeFirst();
  return row && { stakeTotal: row.stake_total, winTotal: row.win_total };
}

/** Marks part of the round's win as a bonus win (paid with no bet of the player on the round). */
export async function addBonusWin(db: Executor, key: RoundKey, amount: number): Promise<void> {
  await db
    .updateTable('game_rounds')
    .set({ bonus_win_total: sql`bonus_win_total + ${amount}::bigint` })
    .where('vendor_code', '=', key.vendorCode)
    .where('round_id', '=', key.roundId)
    .where('member_id', '=', key.memberId)
    .execute();
}

export async function lockRound(
  db: Executor,
  key: RoundKey,
): Promise<Selectable<GameRoundsTable> | undefined> {
  return db
    .selectFrom('game_rounds')
    .selectAll()
    .where('vendor_code', '=', key.vendorCode)
    .where('round_id', '=', key.roundId)
    .where('member_id', '=', key.memberId)
    .forUpdate()
    .executeTakeFirst();
}

export async function takeBackStake(db: Executor, key: RoundKey, amount: number): Promise<void> {
  await db
    .updateTable('game_rounds')
    .set({ stake_total: sql`stake_total - ${amount}::bigint` })
    .where('vendor_code', '=', key.vendorCode)
    .where('round_id', '=', key.roundId)
    .where('member_id', '=', key.memberId)
    .execute();
}

/** Closes the round (creating it closed when the vendor never used it, so late calls on it are refused). */
export async function closeRound(db: Executor, key: RoundKey, currency: string): Promise<void> {
  await db
    .insertInto('game_rounds')
    .values({
      vendor_code: key.vendorCode,
      round_id: key.roundId,
      member_id: key.memberId,
      currency,
      status: 'closed',
      closed_at: dbNow(),
    })
    .onConflict((oc) =>
      oc
        .columns(['vendor_code', 'round_id', 'member_id'])
        .doUpdateSet({ status: 'closed', closed_at: sql<Date>`coalesce(game_rounds.closed_at, now())` }),
    )
    .execute();
}
