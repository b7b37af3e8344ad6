import type { CompiledSlot } from './compile.js';
import { REELS, ROWS } from './types.js';

/** Exact counts over the full cycle: every combination of reel stops exactly once. */
export interface CycleCounts {
  /** Number of stop combinations (product of the strip lengths). */
  cycle: number;
  /** histogram[pay] = combinations whose base spin pays `pay` coins (lines + scatters). */
  histogram: Float64Array;
  /** Same, counting only combinations that trigger the feature. */
  triggerHistogram: Float64Array;
  /** linePayBySymbol[symbol] = coins paid by that symbol's line wins over the cycle. */
  linePayBySymbol: Float64Array;
  /** lineWins[symbol * 6 + count] = line wins of that symbol and length over the cycle (all lines). */
  lineWins: Float64Array;
  /** scatterCombos[count] = combinations showing exactly `count` scatters. */
  scatterCombos: Float64Array;
}

function maxBasePay(slot: CompiledSlot): number {
  const topLine = Math.max(...slot.linePays);
  return topLine * slot.lineCount + Math.max(...slot.scatterCoins);
}

interface Walk {
  slot: CompiledSlot;
  counts: CycleCounts;
  /** alive[depth][line] = candidate symbol still matching after `depth + 1` reels, or -1. */
  alive: Int16Array[];
  /** combos[depth] = combinations of the reels after reel `depth`. */
  combos: number[];
}

/** Extends every live line by one reel; records and returns the pays of lines that stop here. */
function extend(walk: Walk, reel: number, stop: number): number {
  const { slot, counts, alive } = walk;
  const before = alive[reel - 1]!;
  const after = alive[reel]!;
  const window = slot.windows[reel]!;
  const weight = walk.combos[reel]!;
  let paid = 0;
  for (let line = 0; line < slot.lineCount; line++) {
    const symbol = before[line]!;
    if (symbol < 0) {
      after[line] = -1;
      continue;
    }
    const cell = window[stop * ROWS + slot.lineRows[line * REELS + reel]!]!;
    if (cell === symbol || cell === slot.wild) {
      after[line] = symbol;
      continue;
    }
    after[line] = -1;
    const pay = slot.linePays[symbol * 6 + reel]!;
    if (pay > 0) {
      paid += pay;
      counts.linePayBySymbol[symbol]! += pay * weight;
      counts.lineWins[symbol * 6 + reel]! += weight;
    }
  }
  return paid;
}

function startLines(walk: Walk, stop: number): void {
  const { slot } = walk;
  for (let line = 0; line < slot.lineCount; line++) {
    const cell = slot.windows[0]![stop * ROWS + slot.lineRows[line * REELS]!]!;
    walk.alive[0]![line] = cell === slot.scatter ? -1 : cell;
  }
}

/** The innermost reel: lines alive after four reels pay five or four; scatters are counted; the total is binned. */
function lastReel(walk: Walk, paidBefore: number, scattersBefore: number): void {
  const { slot, counts } = walk;
  const live: number[] = [];
  const alive = walk.alive[3]!;
  for (let line = 0; line < slot.lineCount; line++) if (alive[line]! >= 0) live.push(line);
  const window = slot.windows[4]!;
  const scatters = slot.scatters[4]!;
  const trigger = slot.variant.game.triggerCount;
  for (let stop = 0; stop < slot.strips[4]!.length; stop++) {
    let pay = paidBefore;
    for (const line of live) {
      const symbol = alive[line]!;
      const cell = window[stop * ROWS + slot.lineRows[line * REELS + 4]!]!;
      const count = cell === symbol || cell === slot.wild ? 5 : 4;
      const linePay = slot.linePays[symbol * 6 + count]!;
      if (linePay > 0) {
        pay += linePay;
        counts.linePayBySymbol[symbol]! += linePay;
        counts.lineWins[symbol * 6 + count]! += 1;
      }
    }
    const scatterCount = scattersBefore + scatters[stop]!;
    pay += slot.scatterCoins[scatterCount]!;
    counts.scatterCombos[scatterCount]! += 1;
    counts.histogram[pay]! += 1;
    if (scatterCount >= trigger) counts.triggerHistogram[pay]! += 1;
  }
}

/** Walks all stop combinations once (depth-first, reel 1 outermost), in a few seconds for strips of ~30. */
export function enumerateCycle(slot: CompiledSlot): CycleCounts {
  const lengths = slot.strips.map((s) => s.length);
  const size = maxBasePay(slot) + 1;
  const counts: CycleCounts = {
    cycle: lengths.reduce((a, b) => a * b, 1),
    histogram: new Float64Array(size),
    triggerHistogram: new Float64Array(size),
    linePayBySymbol: new Float64Array(slot.symbolCount),
    lineWins: new Float64Array(slot.symbolCount * 6),
    scatterCombos: new Float64Array(REELS * ROWS + 1),
  };
  const combos = lengths.map((_, reel) => lengths.slice(reel + 1).reduce((a, b) => a * b, 1));
  const walk: Walk = { slot, counts, combos, alive: lengths.map(() => new Int16Array(slot.lineCount)) };
  const sc = slot.scatters;
  for (let s0 = 0; s0 < lengths[0]!; s0++) {
    startLines(walk, s0);
    for (let s1 = 0; s1 < lengths[1]!; s1++) {
      const p1 = extend(walk, 1, s1);
      for (let s2 = 0; s2 < lengths[2]!; s2++) {
        const p2 = p1 + extend(walk, 2, s2);
        for (let s3 = 0; s3 < lengths[3]!; s3++) {
          const p3 = p2 + extend(walk, 3, s3);
          lastReel(walk, p3, sc[0]![s0]! + sc[1]![s1]! + sc[2]![s2]! + sc[3]![s3]!);
        }
      }
    }
  }
  return counts;
}
