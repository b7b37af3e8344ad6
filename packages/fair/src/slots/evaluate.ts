import type { CompiledSlot } from './compile.js';
import { REELS, ROWS } from './types.js';

export interface LineWin {
  /** Payline index (0-based). */
  line: number;
  /** Symbol code that pays. */
  symbol: string;
  /** Reels matched from the left (wilds included). */
  count: number;
  /** Coins won (before any free-spin multiplier). */
  pay: number;
}

export interface SpinResult {
  stops: number[];
  /** grid[reel][row] = symbol code. */
  grid: string[][];
  lineWins: LineWin[];
  scatterCount: number;
  /** Coins won by scatters (before any free-spin multiplier). */
  scatterPay: number;
  /** Whether the spin triggers the feature (or retriggers free spins). */
  triggered: boolean;
  /** Coins won in total (before any free-spin multiplier). */
  pay: number;
}

/** The symbol indices shown for the given stops: cells[reel * 3 + row]. */
export function gridCells(slot: CompiledSlot, stops: readonly number[]): Int8Array {
  const cells = new Int8Array(REELS * ROWS);
  for (let reel = 0; reel < REELS; reel++) {
    const stop = stops[reel]!;
    if (!Number.isInteger(stop) || stop < 0 || stop >= slot.strips[reel]!.length)
      throw new RangeError('bad stop');
    for (let row = 0; row < ROWS; row++) cells[reel * ROWS + row] = slot.windows[reel]![stop * ROWS + row]!;
  }
  return cells;
}

/**
 * One payline: the symbol on reel 1 (never wild) is the candidate; wilds on later reels stand in for it; the
 * line pays for the run of matching reels from the left. A scatter on reel 1 starts no line (run 0).
 */
export function lineRun(slot: CompiledSlot, cells: Int8Array, line: number): number {
  const first = cells[slot.lineRows[line * REELS]!]!;
  if (first === slot.scatter || first === slot.wild) return 0;
  let count = 1;
  while (count < REELS) {
    const cell = cells[count * ROWS + slot.lineRows[line * REELS + count]!]!;
    if (cell !== first && cell !== slot.wild) break;
    count++;
  }
  return count;
}

export function evaluateLine(slot: CompiledSlot, cells: Int8Array, line: number): LineWin | null {
  const count = lineRun(slot, cells, line);
  const first = cells[slot.lineRows[line * REELS]!]!;
  const pay = count > 0 ? slot.linePays[first * 6 + count]! : 0;
  if (pay <= 0) return null;
  return { line, symbol: slot.variant.game.symbols[first]!.code, count, pay };
}

/** Evaluates a grid of symbol indices (pure: the same cells always give the same result). */
export function evaluateCells(slot: CompiledSlot, cells: Int8Array, stops: number[] = []): SpinResult {
  const lineWins: LineWin[] = [];
  for (let line = 0; line < slot.lineCount; line++) {
    const win = evaluateLine(slot, cells, line);
    if (win) lineWins.push(win);
  }
  const scatterCount = cells.reduce((n, cell) => (cell === slot.scatter ? n + 1 : n), 0);
  const scatterPay = slot.scatterCoins[scatterCount]!;
  const codes = slot.variant.game.symbols.map((s) => s.code);
  const grid = Array.from({ length: REELS }, (_, reel) =>
    Array.from({ length: ROWS }, (_, row) => codes[cells[reel * ROWS + row]!]!),
  );
  const pay = lineWins.reduce((sum, w) => sum + w.pay, scatterPay);
  const triggered = scatterCount >= slot.variant.game.triggerCount;
  return { stops, grid, lineWins, scatterCount, scatterPay, triggered, pay };
}

/** stops → grid → line wins + scatter wins + feature trigger. */
export function evaluateSpin(slot: CompiledSlot, stops: readonly number[]): SpinResult {
  return evaluateCells(slot, gridCells(slot, stops), [...stops]);
}

/** Parses a hand-written grid (rows top to bottom, one string of 5 codes per row) into cells. */
export function cellsFromRows(slot: CompiledSlot, rows: readonly string[]): Int8Array {
  const codes = slot.variant.game.symbols.map((s) => s.code);
  const cells = new Int8Array(REELS * ROWS);
  rows.forEach((text, row) => {
    [...text].forEach((code, reel) => {
      const index = codes.indexOf(code);
      if (index < 0) throw new Error(`unknown symbol ${code}`);
      cells[reel * ROWS + row] = index;
    });
  });
  return cells;
}
