import { fraction, floorTimes, mulF, type Fraction } from '../fraction.js';
import { drawFromShuffle } from '../shuffle.js';
import type { FairStream } from '../stream.js';

/**
 * Mines: a 5 × 5 board (tiles 0…24, row by row from the top left) hides 1 to 24 mines, chosen by the player
 * before the round. The board is fixed from the round's stream before the first reveal; the player reveals
 * tiles one by one and may cash out after any safe reveal, or loses the stake on a mine.
 */
export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
/** The published return: 97 % of stakes, exactly, at every mine count and after every reveal. */
export const MINES_RTP: Fraction = fraction(97, 100);

const ALL_TILES: readonly number[] = Object.freeze(Array.from({ length: MINES_TILES }, (_, i) => i));

export function assertMineCount(mines: number): void {
  if (!Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX)
    throw new RangeError(`mines must be a whole number from ${MINES_MIN} to ${MINES_MAX}`);
}

/**
 * The mine tiles of a round, ascending: the first `mines` steps of a front-to-back Fisher–Yates shuffle of the
 * tiles 0…24 (README "Shuffles"); the first `mines` tiles of the shuffle are the mines. Every set of `mines`
 * tiles is equally likely.
 */
export function minesBoard(stream: FairStream, mines: number): number[] {
  assertMineCount(mines);
  return drawFromShuffle(ALL_TILES, mines, stream).sort((a, b) => a - b);
}

function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** Safe reveals possible with `mines` mines (after them the board is cleared and the round pays out). */
export function safeTiles(mines: number): number {
  assertMineCount(mines);
  return MINES_TILES - mines;
}

/** P(the first `reveals` tiles the player picks are all safe) = C(25 − m, k) / C(25, k), whatever tiles they are. */
export function minesSurvival(mines: number, reveals: number): Fraction {
  assertReveals(mines, reveals);
  return fraction(binomial(MINES_TILES - mines, reveals), binomial(MINES_TILES, reveals));
}

function assertReveals(mines: number, reveals: number): void {
  if (!Number.isInteger(reveals) || reveals < 0 || reveals > safeTiles(mines))
    throw new RangeError(`reveals must be a whole number from 0 to ${safeTiles(mines)}`);
}

/**
 * The cash-out multiplier after `reveals` safe tiles: RTP × C(25, k) / C(25 − m, k), an exact fraction, so that
 * P(survive k reveals) × multiplier = RTP exactly. Payouts are floor(stake × multiplier) in minor units.
 */
export function minesMultiplier(mines: number, reveals: number): Fraction {
  assertReveals(mines, reveals);
  if (reveals === 0) throw new RangeError('no multiplier before the first safe reveal');
  return mulF(MINES_RTP, fraction(binomial(MINES_TILES, reveals), binomial(MINES_TILES - mines, reveals)));
}

/** What a stake (minor units) returns when cashed out after `reveals` safe tiles, stake included, rounded down. */
export function minesPayout(stake: number, mines: number, reveals: number): number {
  return floorTimes(stake, minesMultiplier(mines, reveals));
}

export type MinesStatus = 'playing' | 'lost' | 'cashedOut' | 'cleared';

/** A round's public state. The board itself stays on the server until the round ends. */
export interface MinesRound {
  mines: number;
  /** Safe tiles revealed, in order. */
  revealed: number[];
  status: MinesStatus;
  /** The mine that ended the round, when lost. */
  hit: number | null;
}

export function startMines(mines: number): MinesRound {
  assertMineCount(mines);
  return { mines, revealed: [], status: 'playing', hit: null };
}

/** Reveals `tile` against the round's board (from `minesBoard`); a new round state, the input is untouched. */
export function revealTile(round: MinesRound, board: readonly number[], tile: number): MinesRound {
  if (round.status !== 'playing') throw new RangeError('the round is over');
  if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) throw new RangeError(`no tile ${tile}`);
  if (board.length !== round.mines) throw new RangeError('board does not match the mine count');
  if (round.revealed.includes(tile)) throw new RangeError(`tile ${tile} is already revealed`);
  if (board.includes(tile)) return { ...round, status: 'lost', hit: tile };
  const revealed = [...round.revealed, tile];
  const status = revealed.length === safeTiles(round.mines) ? 'cleared' : 'playing';
  return { ...round, revealed, status };
}

/** Ends a round after at least one safe reveal. */
export function cashOutMines(round: MinesRound): MinesRound {
  if (round.status !== 'playing') throw new RangeError('the round is over');
  if (round.revealed.length === 0) throw new RangeError('reveal a tile before cashing out');
  return { ...round, status: 'cashedOut' };
}

/** What the round pays for `stake` (minor units): 0 when lost or still playing. */
export function minesRoundPayout(round: MinesRound, stake: number): number {
  if (round.status !== 'cashedOut' && round.status !== 'cleared') return 0;
  return minesPayout(stake, round.mines, round.revealed.length);
}

/**
 * Replays a whole round on its board: the picks in order (stopping at a mine or when the board is cleared),
 * then a cash-out when asked and still possible. Game recall and the verifier show this from the seeds.
 */
export function playMinesPicks(
  board: readonly number[],
  mines: number,
  picks: readonly number[],
  cashOut: boolean,
): MinesRound {
  let round = startMines(mines);
  for (const tile of picks) {
    if (round.status !== 'playing') throw new RangeError('a pick after the round ended');
    round = revealTile(round, board, tile);
  }
  return cashOut && round.status === 'playing' ? cashOutMines(round) : round;
}
