import type { CompiledSlot } from './compile.js';
import { lineRun } from './evaluate.js';
import { REELS, ROWS } from './types.js';

/**
 * Scores spins without building result objects, for simulations of many rounds. It follows the same rules as
 * `evaluateSpin` (a test compares the two on random stops); the last spin's figures are left in its fields.
 */
export class SpinScorer {
  private readonly cells = new Int8Array(REELS * ROWS);
  pay = 0;
  scatterCount = 0;
  triggered = false;

  constructor(readonly slot: CompiledSlot) {}

  score(stops: ArrayLike<number>): number {
    const { slot, cells } = this;
    let scatters = 0;
    for (let reel = 0; reel < REELS; reel++) {
      const base = stops[reel]! * ROWS;
      scatters += slot.scatters[reel]![stops[reel]!]!;
      for (let row = 0; row < ROWS; row++) cells[reel * ROWS + row] = slot.windows[reel]![base + row]!;
    }
    let pay = slot.scatterCoins[scatters]!;
    for (let line = 0; line < slot.lineCount; line++) {
      const count = lineRun(slot, cells, line);
      if (count > 0) pay += slot.linePays[cells[slot.lineRows[line * REELS]!]! * 6 + count]!;
    }
    this.pay = pay;
    this.scatterCount = scatters;
    this.triggered = scatters >= slot.variant.game.triggerCount;
    return pay;
  }
}
