import { compileSlot, evaluateSpin, REELS, ROWS, type SlotGame, type SlotVariant } from '@suerte/fair';

/** grid[reel][row] = symbol code, as the server and the engine give it. */
export type Grid = readonly (readonly string[])[];

/**
 * The column of symbols one reel scrolls through while it spins, top to bottom: the three symbols it showed
 * before, `travel` symbols of its strip, then the three the server decided. The animation only moves this
 * column from its top window to its bottom window: whatever it passes, it stops on the outcome.
 */
export function reelTape(
  before: readonly string[],
  after: readonly string[],
  travel: number,
  strip: string | undefined,
  stop: number | undefined,
): string[] {
  const filler: string[] = [];
  for (let i = 0; i < travel; i++) {
    if (strip && stop !== undefined && strip.length > 0) {
      // The strip symbols just above the stop, in strip order, so the reel runs into its stop as a real reel.
      const at = (((stop - travel + i) % strip.length) + strip.length) % strip.length;
      filler.push(strip[at]!);
    } else {
      filler.push(after[i % after.length]!);
    }
  }
  return [...before, ...filler, ...after];
}

/** How many symbols reel `reel` scrolls past: each reel one step longer than the one on its left. */
export function reelTravel(reel: number, fast = false): number {
  return (fast ? 6 : 12) + reel * (fast ? 2 : 4);
}

/** The grid a reel strip window shows at the given stops (what the server's grid must equal). */
export function gridFromStops(variant: SlotVariant, stops: readonly number[]): string[][] {
  return variant.strips.map((strip, reel) =>
    Array.from({ length: ROWS }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
}

/**
 * A grid to show before the first spin: a real window of the reels that pays nothing and shows no scatter, so
 * the screen never suggests a win nobody played (the first such window, in a fixed order).
 */
export function restingStops(variant: SlotVariant): number[] {
  const slot = compileSlot(variant);
  const longest = Math.max(...variant.strips.map((strip) => strip.length));
  for (let k = 0; k < longest; k++) {
    const stops = variant.strips.map((strip, reel) => (k + reel * 7) % strip.length);
    const spin = evaluateSpin(slot, stops);
    if (spin.pay === 0 && spin.scatterCount === 0) return stops;
  }
  return new Array<number>(REELS).fill(0);
}

export function restingGrid(variant: SlotVariant | undefined, game: SlotGame): string[][] {
  if (variant) return gridFromStops(variant, restingStops(variant));
  const codes = game.symbols.map((s) => s.code);
  return Array.from({ length: REELS }, (_, reel) =>
    Array.from({ length: ROWS }, (_, row) => codes[(reel + row * 2) % codes.length]!),
  );
}

/** Checks that a grid is 5 reels × 3 rows of the game's symbols (a server answer that is not is refused). */
export function isGridOf(game: SlotGame, grid: unknown): grid is string[][] {
  const codes = new Set(game.symbols.map((s) => s.code));
  return (
    Array.isArray(grid) &&
    grid.length === REELS &&
    grid.every(
      (col) =>
        Array.isArray(col) && col.length === ROWS && col.every((c) => typeof c === 'string' && codes.has(c)),
    )
  );
}
