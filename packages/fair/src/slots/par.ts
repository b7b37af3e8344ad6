import { compileSlot, type CompiledSlot } from './compile.js';
import { enumerateCycle, type CycleCounts } from './enumerate.js';
import { freeSpinsMoments, pickMoments, type FeatureMoments, type SpinMoments } from './feature.js';
import type { SlotVariant } from './types.js';

/** The PAR sheet of one variant: every figure per round of one total bet (feature included by expectation). */
export interface ParSheet {
  game: string;
  name: string;
  variant: string;
  method: string;
  lines: number;
  totalBetCoins: number;
  reels: { lengths: number[]; strips: string[]; symbolCounts: Record<string, number[]> };
  /** Combinations in the full cycle (product of strip lengths). */
  cycle: number;
  rtp: number;
  hitFrequency: number;
  /** Standard deviation of one round's win, in total bets. */
  standardDeviation: number;
  /** 1.645 × standard deviation (90 % volatility index). */
  volatilityIndex: number;
  feature: {
    kind: string;
    triggerFrequency: number;
    triggerOneIn: number;
    meanWinPerTrigger: number;
    expectedSpinsPerTrigger: number | null;
  };
  /** Parts of the RTP: base-game line wins per symbol, base-game scatter pays, the feature. */
  contributions: { lines: Record<string, number>; scatter: number; feature: number };
  /** Line wins over the full cycle (all paylines), per symbol and length 3, 4, 5. */
  lineWinsPerCycle: Record<string, number[]>;
  /** Exact integer sums over the full cycle, in coins. */
  exact: { payTotal: string; paySquaresTotal: string; triggerCombos: string; payOnTriggersTotal: string };
}

/** Twelve significant digits: deterministic and readable in the shipped file. */
const round = (x: number) => Number(x.toPrecision(12));

function sums(histogram: Float64Array): { total: bigint; squares: bigint; combos: bigint; hits: bigint } {
  let total = 0n;
  let squares = 0n;
  let combos = 0n;
  let hits = 0n;
  histogram.forEach((count, pay) => {
    if (count === 0) return;
    const n = BigInt(count);
    const p = BigInt(pay);
    total += n * p;
    squares += n * p * p;
    combos += n;
    if (pay > 0) hits += n;
  });
  return { total, squares, combos, hits };
}

function featureMoments(slot: CompiledSlot, spin: SpinMoments): FeatureMoments {
  const feature = slot.variant.game.feature;
  return feature.kind === 'freeSpins' ? freeSpinsMoments(feature, spin) : pickMoments(feature, slot.bet);
}

function reelsOf(slot: CompiledSlot): ParSheet['reels'] {
  const { game, strips } = slot.variant;
  const symbolCounts = Object.fromEntries(
    game.symbols.map((s) => [s.code, strips.map((strip) => [...strip].filter((c) => c === s.code).length)]),
  );
  return { lengths: strips.map((s) => s.length), strips: [...strips], symbolCounts };
}

function symbolTables(slot: CompiledSlot, counts: CycleCounts) {
  const { cycle } = counts;
  const lines: Record<string, number> = {};
  const lineWinsPerCycle: Record<string, number[]> = {};
  slot.variant.game.symbols.forEach((s, i) => {
    if (s.kind !== 'regular') return;
    lines[s.code] = round(counts.linePayBySymbol[i]! / cycle / slot.bet);
    lineWinsPerCycle[s.code] = [3, 4, 5].map((n) => counts.lineWins[i * 6 + n]!);
  });
  const scatterCoins = counts.scatterCombos.reduce((a, combos, n) => a + combos * slot.scatterCoins[n]!, 0);
  return { lines, lineWinsPerCycle, scatter: round(scatterCoins / cycle / slot.bet) };
}

/**
 * A round is the base spin B plus, on a trigger (indicator I), the feature's value G drawn independently:
 * E[R] = E[B] + P(I)·E[G] and E[R²] = E[B²] + 2·E[B·I]·E[G] + P(I)·E[G²]. Returns the mean in coins and the
 * standard deviation in total bets.
 */
function roundMoments(spin: SpinMoments, feature: FeatureMoments, bet: number): { mean: number; sd: number } {
  const p = spin.triggerProbability;
  const mean = spin.mean + p * feature.mean;
  const second = spin.secondMoment + 2 * spin.meanOnTrigger * feature.mean + p * feature.secondMoment;
  return { mean, sd: Math.sqrt(second - mean * mean) / bet };
}

/** Enumerates the full cycle of a variant and derives its PAR sheet. */
export function computeParSheet(variant: SlotVariant): ParSheet {
  const slot = compileSlot(variant);
  const counts = enumerateCycle(slot);
  const { cycle } = counts;
  const all = sums(counts.histogram);
  const onTrigger = sums(counts.triggerHistogram);
  const spin: SpinMoments = {
    mean: Number(all.total) / cycle,
    secondMoment: Number(all.squares) / cycle,
    meanOnTrigger: Number(onTrigger.total) / cycle,
    triggerProbability: Number(onTrigger.combos) / cycle,
  };
  const feature = featureMoments(slot, spin);
  const p = spin.triggerProbability;
  const { mean, sd } = roundMoments(spin, feature, slot.bet);
  const tables = symbolTables(slot, counts);
  return {
    game: variant.game.id,
    name: variant.game.name,
    variant: variant.id,
    method: 'full-cycle enumeration of all reel-stop combinations; feature by exact expectation',
    lines: slot.lineCount,
    totalBetCoins: slot.bet,
    reels: reelsOf(slot),
    cycle,
    rtp: round(mean / slot.bet),
    hitFrequency: round(Number(all.hits) / cycle),
    standardDeviation: round(sd),
    volatilityIndex: round(1.645 * sd),
    feature: {
      kind: variant.game.feature.kind,
      triggerFrequency: round(p),
      triggerOneIn: round(1 / p),
      meanWinPerTrigger: round(feature.mean / slot.bet),
      expectedSpinsPerTrigger: feature.expectedSpins === undefined ? null : round(feature.expectedSpins),
    },
    contributions: {
      lines: tables.lines,
      scatter: tables.scatter,
      feature: round((p * feature.mean) / slot.bet),
    },
    lineWinsPerCycle: tables.lineWinsPerCycle,
    exact: {
      payTotal: String(all.total),
      paySquaresTotal: String(all.squares),
      triggerCombos: String(onTrigger.combos),
      payOnTriggersTotal: String(onTrigger.total),
    },
  };
}
