import type { SlotGame } from '@suerte/fair';
import type { Grid } from './reels';

/** A paying line as the round shows it: which payline, how many reels from the left. */
export interface ShownLineWin {
  line: number;
  symbol: string;
  count: number;
}

/** The cell key "reel-row". */
export const cellKey = (reel: number, row: number) => `${reel}-${row}`;

/** Cells of one paying line: the first `count` reels of the payline. */
export function lineCells(game: SlotGame, win: ShownLineWin): string[] {
  const rows = game.lines[win.line];
  if (!rows) return [];
  return rows.slice(0, win.count).map((row, reel) => cellKey(reel, row));
}

/** Cells holding the scatter symbol. */
export function scatterCells(game: SlotGame, grid: Grid): string[] {
  const scatter = game.symbols.find((s) => s.kind === 'scatter')?.code;
  const cells: string[] = [];
  grid.forEach((column, reel) =>
    column.forEach((code, row) => {
      if (code === scatter) cells.push(cellKey(reel, row));
    }),
  );
  return cells;
}

/**
 * Every cell that is part of a win: the paying lines' cells, and the scatters when they pay or start the
 * feature.
 */
export function winningCells(
  game: SlotGame,
  grid: Grid,
  lineWins: readonly ShownLineWin[],
  scattersCount: boolean,
): Set<string> {
  const cells = new Set<string>();
  for (const win of lineWins) for (const cell of lineCells(game, win)) cells.add(cell);
  if (scattersCount) for (const cell of scatterCells(game, grid)) cells.add(cell);
  return cells;
}

/**
 * The SVG polyline of a payline over a 5×3 grid drawn in a 500×300 box: through the centre of its cell on
 * every reel.
 */
export function linePoints(game: SlotGame, line: number): string {
  const rows = game.lines[line] ?? [];
  return rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
}
