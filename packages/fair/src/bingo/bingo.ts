import { mixClientSeed } from '../seeds.js';
import { drawFromShuffle, shuffled } from '../shuffle.js';
import type { FairStream } from '../stream.js';

/**
 * 75-ball bingo. A card is a 5 × 5 grid, cells 0…24 row by row from the top left; column c (B, I, N, G, O)
 * holds numbers 15c + 1 … 15c + 15, and the centre cell (12) is free (0).
 */
export const BINGO_BALLS = 75;
export const BINGO_COLUMNS = ['B', 'I', 'N', 'G', 'O'] as const;
export const BINGO_FREE_CELL = 12;
/** The default share of card sales paid into the prize pot (90 %); a room may publish its own. */
export const BINGO_DEFAULT_RETURN_BP = 9000;

/** 25 numbers row by row; 0 at the free centre. */
export type BingoCard = readonly number[];

const columnNumbers = (column: number) => Array.from({ length: 15 }, (_, i) => 15 * column + i + 1);
const COLUMN_NUMBERS: readonly (readonly number[])[] = BINGO_COLUMNS.map((_, c) => columnNumbers(c));

/**
 * One column of a card, top to bottom: the first 5 numbers (4 for N) of a front-to-back Fisher–Yates shuffle
 * of the column's 15 numbers.
 */
export function bingoColumn(stream: FairStream, column: number): number[] {
  const numbers = COLUMN_NUMBERS[column];
  if (!numbers) throw new RangeError(`no column ${column}`);
  return drawFromShuffle(numbers, column === 2 ? 4 : 5, stream);
}

/** A card from its own stream: columns B, I, N, G, O in that order, each filled top to bottom (N skips the centre). */
export function bingoCard(stream: FairStream): number[] {
  const card = new Array<number>(25).fill(0);
  for (let column = 0; column < 5; column++) {
    const numbers = bingoColumn(stream, column);
    let row = 0;
    for (const number of numbers) {
      if (row * 5 + column === BINGO_FREE_CELL) row++;
      card[row * 5 + column] = number;
      row++;
    }
  }
  return card;
}

/** A purchase as it enters the draw's client seed: its first card, how many cards, and its buyer's client seed. */
export interface BingoSale {
  firstCard: number;
  cards: number;
  clientSeed: string;
}

/**
 * The parts the client seed of a game's ball order is mixed from: the game's client seed and then, in card order,
 * each accepted purchase as `firstCard:cards:buyerClientSeed` (the buyer's seed as it was at the purchase).
 */
export function bingoDrawSeedParts(gameClientSeed: string, sales: readonly BingoSale[]): string[] {
  const parts = [...sales]
    .sort((a, b) => a.firstCard - b.firstCard)
    .map((sale) => `${sale.firstCard}:${sale.cards}:${sale.clientSeed}`);
  return [gameClientSeed, ...parts];
}

/**
 * The client seed of a game's ball order: `mixClientSeed(bingoDrawSeedParts(...))`, SHA-256 of the game's client
 * seed and every sale in card order, joined by `/`. It depends on every card sold and every buyer's own seed, so
 * it exists only once the sales have closed: while cards are on sale no one, house included, can know the ball
 * order. The cards themselves come from the game's client seed (their nonces), so a buyer sees their card at
 * purchase. The game publishes the parts with the draw, so anyone recomputes the digest and then the order.
 */
export function bingoDrawClientSeed(gameClientSeed: string, sales: readonly BingoSale[]): string {
  return mixClientSeed(bingoDrawSeedParts(gameClientSeed, sales));
}

/** The order all 75 balls are called: a full front-to-back Fisher–Yates shuffle of 1…75 from the room's stream. */
export function bingoDrawOrder(stream: FairStream): number[] {
  return shuffled(
    Array.from({ length: BINGO_BALLS }, (_, i) => i + 1),
    stream,
  );
}

const bit = (cell: number) => 1 << cell;
const maskOf = (cells: readonly number[]) => cells.reduce((mask, cell) => mask | bit(cell), 0);
const range5 = [0, 1, 2, 3, 4];
const ROWS = range5.map((r) => maskOf(range5.map((c) => r * 5 + c)));
const COLUMNS = range5.map((c) => maskOf(range5.map((r) => r * 5 + c)));
const DIAGONAL = maskOf(range5.map((i) => i * 6));
const ANTI_DIAGONAL = maskOf(range5.map((i) => i * 4 + 4));

export type BingoPattern = 'line' | 'fourCorners' | 'x' | 'frame' | 'blackout';

/**
 * Each pattern is a list of cell masks; a card shows the pattern when every cell of at least one mask is marked.
 * - line: any row, column or diagonal (12 masks; the free centre counts as marked)
 * - fourCorners: cells 0, 4, 20, 24
 * - x: both diagonals (9 cells with the free centre)
 * - frame: the 16 outer cells
 * - blackout: all 25 cells
 */
export const BINGO_PATTERNS: Readonly<Record<BingoPattern, readonly number[]>> = {
  line: [...ROWS, ...COLUMNS, DIAGONAL, ANTI_DIAGONAL],
  fourCorners: [maskOf([0, 4, 20, 24])],
  x: [DIAGONAL | ANTI_DIAGONAL],
  frame: [ROWS[0]! | ROWS[4]! | COLUMNS[0]! | COLUMNS[4]!],
  blackout: [(1 << 25) - 1],
};

export function assertBingoCard(card: BingoCard): void {
  if (card.length !== 25) throw new RangeError('a card has 25 cells');
  card.forEach((number, cell) => {
    if (cell === BINGO_FREE_CELL) {
      if (number !== 0) throw new RangeError('the centre is free');
    } else if (Math.ceil(number / 15) - 1 !== cell % 5 || !Number.isInteger(number))
      throw new RangeError(`cell ${cell} holds ${number}, outside its column`);
  });
  if (new Set(card).size !== 25) throw new RangeError('a card repeats a number');
}

/** Position (0-based) of every ball in the draw: bingoCallIndex[n] for ball n. */
export function bingoCallIndex(draw: readonly number[]): Int16Array {
  if (draw.length !== BINGO_BALLS || new Set(draw).size !== BINGO_BALLS)
    throw new RangeError('a draw lists the 75 balls once each');
  const index = new Int16Array(BINGO_BALLS + 1).fill(-1);
  draw.forEach((ball, i) => (index[ball] = i));
  return index;
}

/**
 * The 0-based index of the ball at which `card` first shows `pattern` in this draw: for each mask the latest call
 * of its cells (the free centre counts as called before the first ball), then the earliest over the masks.
 */
export function completionBall(card: BingoCard, index: Int16Array, pattern: BingoPattern): number {
  let best = Infinity;
  for (const mask of BINGO_PATTERNS[pattern]) {
    let latest = -1;
    for (let cell = 0; cell < 25; cell++)
      if (mask & bit(cell) && cell !== BINGO_FREE_CELL) latest = Math.max(latest, index[card[cell]!]!);
    best = Math.min(best, latest);
  }
  return best;
}

/** Marked cells of a card after the first `balls` calls, as a mask (the centre always marked). */
export function markedMask(card: BingoCard, draw: readonly number[], balls: number): number {
  const called = new Set(draw.slice(0, balls));
  return card.reduce(
    (mask, number, cell) => (cell === BINGO_FREE_CELL || called.has(number) ? mask | bit(cell) : mask),
    0,
  );
}

/** True when the marked cells (a mask) show the pattern. */
export function showsPattern(marked: number, pattern: BingoPattern): boolean {
  return BINGO_PATTERNS[pattern].some((mask) => (marked & mask) === mask);
}

export interface BingoStage {
  pattern: BingoPattern;
  /** Share of the pot in basis points; a game's stages add up to 10 000. */
  shareBp: number;
}

export interface StageResult {
  pattern: BingoPattern;
  /** 0-based index of the winning ball in the draw (its number is draw[ball]), or null with no cards. */
  ball: number | null;
  /** Indexes of the winning cards in the list given, ascending (the order cards were sold). */
  winners: number[];
}

/**
 * Plays the stages in order. Stage 1 is won at the first ball where any card shows its pattern; each later
 * stage is checked from the ball that won the stage before (the same ball may win two stages), and is won at
 * the first ball from there where any card shows its pattern. All cards showing it at that ball share the
 * stage's pot. The calling stops at the ball that wins the last stage.
 */
export function playBingo(
  cards: readonly BingoCard[],
  draw: readonly number[],
  stages: readonly BingoStage[],
) {
  const index = bingoCallIndex(draw);
  cards.forEach(assertBingoCard);
  let from = 0;
  const results: StageResult[] = [];
  for (const stage of stages) {
    if (cards.length === 0) {
      results.push({ pattern: stage.pattern, ball: null, winners: [] });
      continue;
    }
    const completions = cards.map((card) => completionBall(card, index, stage.pattern));
    const ball = Math.max(from, Math.min(...completions));
    const winners = completions.flatMap((c, i) => (c <= ball ? [i] : []));
    results.push({ pattern: stage.pattern, ball, winners });
    from = ball;
  }
  const last = results.at(-1)?.ball;
  return { stages: results, ballsCalled: last === null || last === undefined ? 0 : last + 1 };
}

function assertMinor(amount: number, name: string): void {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`${name} must be whole minor units ≥ 0`);
}

/** The prize pot: floor(cards sold × card price × return / 10 000) in minor units; the rest is the house's. */
export function bingoPot(cardsSold: number, cardPrice: number, returnBp: number): number {
  assertMinor(cardsSold, 'cards sold');
  assertMinor(cardPrice, 'card price');
  if (!Number.isInteger(returnBp) || returnBp < 0 || returnBp > 10_000)
    throw new RangeError('return in 0…10000 bp');
  return Number((BigInt(cardsSold) * BigInt(cardPrice) * BigInt(returnBp)) / 10_000n);
}

/**
 * Splits the pot among stages: floor(pot × share / 10 000) each, the last stage also taking what the rounding
 * left, so the stage pots add up to the pot exactly.
 */
export function stagePots(pot: number, stages: readonly BingoStage[]): number[] {
  assertMinor(pot, 'pot');
  if (stages.length === 0) throw new RangeError('a game has at least one stage');
  if (stages.reduce((sum, s) => sum + s.shareBp, 0) !== 10_000)
    throw new RangeError('stage shares must add up to 10000 bp');
  const pots = stages.map((s) => Number((BigInt(pot) * BigInt(s.shareBp)) / 10_000n));
  pots[pots.length - 1]! += pot - pots.reduce((a, b) => a + b, 0);
  return pots;
}

/**
 * Splits a stage pot equally among its winning cards: each gets floor(pot / n), and the remainder (pot mod n,
 * fewer than n minor units) goes one unit each to the first winners in card order (the order sold). Returns
 * the amount per winner in the order given; they add up to the pot exactly.
 */
export function splitPot(pot: number, winners: number): number[] {
  assertMinor(pot, 'pot');
  if (!Number.isInteger(winners) || winners < 1)
    throw new RangeError('a pot is split among 1 or more winners');
  const share = Math.floor(pot / winners);
  const remainder = pot - share * winners;
  return Array.from({ length: winners }, (_, i) => share + (i < remainder ? 1 : 0));
}
