import { REELS, ROWS, type SlotVariant } from './types.js';

/** A variant in numeric form: symbol indices instead of codes, flat arrays for fast evaluation. */
export interface CompiledSlot {
  variant: SlotVariant;
  symbolCount: number;
  wild: number;
  scatter: number;
  lineCount: number;
  /** Total bet in coins (one coin per line). */
  bet: number;
  /** strips[reel][position] = symbol index. */
  strips: Int8Array[];
  /** windows[reel][stop * 3 + row] = symbol index shown on that row when the reel stops at `stop`. */
  windows: Int8Array[];
  /** scatters[reel][stop] = scatters shown on that reel at `stop`. */
  scatters: Uint8Array[];
  /** lineRows[line * 5 + reel] = row of that payline on that reel. */
  lineRows: Int8Array;
  /** linePays[symbol * 6 + count] in coins. */
  linePays: Float64Array;
  /** scatterCoins[count] = scatter pay in coins. */
  scatterCoins: Float64Array;
}

function indexOfKind(variant: SlotVariant, kind: 'wild' | 'scatter'): number {
  const found = variant.game.symbols.map((s, i) => (s.kind === kind ? i : -1)).filter((i) => i >= 0);
  if (found.length !== 1) throw new Error(`${variant.game.id}: exactly one ${kind} symbol expected`);
  return found[0]!;
}

function compileStrip(variant: SlotVariant, strip: string, reel: number): Int8Array {
  const codes = variant.game.symbols.map((s) => s.code);
  return Int8Array.from(strip, (code) => {
    const index = codes.indexOf(code);
    if (index < 0)
      throw new Error(`${variant.game.id}/${variant.id}: unknown symbol ${code} on reel ${reel + 1}`);
    return index;
  });
}

function windowsOf(strip: Int8Array): Int8Array {
  const out = new Int8Array(strip.length * ROWS);
  for (let stop = 0; stop < strip.length; stop++) {
    for (let row = 0; row < ROWS; row++) out[stop * ROWS + row] = strip[(stop + row) % strip.length]!;
  }
  return out;
}

function countIn(window: Int8Array, stop: number, symbol: number): number {
  let n = 0;
  for (let row = 0; row < ROWS; row++) if (window[stop * ROWS + row] === symbol) n++;
  return n;
}

/** Checks the rules the engine relies on (README "Slot rules") and builds the numeric form. */
export function compileSlot(variant: SlotVariant): CompiledSlot {
  const { game } = variant;
  if (variant.strips.length !== REELS) throw new Error(`${game.id}: ${REELS} reel strips expected`);
  const wild = indexOfKind(variant, 'wild');
  const scatter = indexOfKind(variant, 'scatter');
  const strips = variant.strips.map((s, reel) => compileStrip(variant, s, reel));
  if (strips[0]!.includes(wild)) throw new Error(`${game.id}/${variant.id}: no wild on reel 1`);
  const windows = strips.map(windowsOf);
  const scatters = windows.map((w, reel) =>
    Uint8Array.from({ length: strips[reel]!.length }, (_, stop) => countIn(w, stop, scatter)),
  );
  const lineRows = Int8Array.from(game.lines.flat());
  if (game.lines.some((l) => l.length !== REELS || l.some((r) => r < 0 || r >= ROWS))) {
    throw new Error(`${game.id}: every payline names a row 0…2 on each of the 5 reels`);
  }
  const linePays = Float64Array.from(game.symbols.flatMap((s) => s.pays));
  const bet = game.lines.length;
  const scatterCoins = Float64Array.from(
    { length: REELS * ROWS + 1 },
    (_, n) => (game.scatterPays[n] ?? 0) * bet,
  );
  if (![...linePays, ...scatterCoins].every(Number.isInteger))
    throw new Error(`${game.id}: pays must be whole coins`);
  const symbolCount = game.symbols.length;
  return {
    variant,
    symbolCount,
    wild,
    scatter,
    lineCount: bet,
    bet,
    strips,
    windows,
    scatters,
    lineRows,
    linePays,
    scatterCoins,
  };
}
