/**
 * A video slot: 5 reels × 3 rows, fixed paylines, one coin per line (total bet = number of lines), wilds,
 * a scatter symbol that pays anywhere and triggers the game's feature. Symbols are single-letter codes.
 */
export interface FreeSpinsFeature {
  kind: 'freeSpins';
  /** Free spins awarded per trigger (and per retrigger). */
  spins: number;
  /** Every win of a free spin (lines and scatters) is multiplied by this. */
  multiplier: number;
  /** Free spins are played on the base reel strips; 3+ scatters during them add `spins` more. */
  retrigger: true;
}

export interface PickFeature {
  kind: 'pick';
  /** Prize tiles, in multiples of the total bet. */
  prizes: readonly number[];
  /** Tiles that end the bonus when revealed. */
  collectTiles: number;
}

export type SlotFeature = FreeSpinsFeature | PickFeature;

export interface SlotSymbol {
  code: string;
  name: string;
  kind: 'regular' | 'wild' | 'scatter';
  /** Line pays by count of the symbol from the leftmost reel (index = count, 0…5), in coins per line. */
  pays: readonly [number, number, number, number, number, number];
}

export interface SlotGame {
  id: string;
  name: string;
  symbols: readonly SlotSymbol[];
  /** Rows (0 = top) that each payline crosses on reels 1…5. */
  lines: readonly (readonly number[])[];
  /** Scatter pays anywhere by count (index = count, 0…15), in multiples of the total bet. */
  scatterPays: readonly number[];
  /** Scatters needed for the feature. */
  triggerCount: number;
  feature: SlotFeature;
}

/** One certified return of a game: its own reel strips, same symbols, paytable and feature. */
export interface SlotVariant {
  game: SlotGame;
  /** Variant id, e.g. "94" or "96" (the nominal return in percent). */
  id: string;
  /** Reel strips, one string of symbol codes per reel, read circularly. */
  strips: readonly string[];
}

export const REELS = 5;
export const ROWS = 3;
