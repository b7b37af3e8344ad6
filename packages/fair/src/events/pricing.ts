import { addF, fraction, mulF, subF, type Fraction } from '../fraction.js';

/**
 * Fixed-odds pricing of simulated events. A selection has an exact chance to win and, for some markets, an exact
 * chance to be refunded (a push). With a published margin m (basis points), the target return of a selection is
 * R = 10 000 / (10 000 + m), and its decimal odds, in hundredths, are rounded down:
 *
 *   odds = floor(100 × (R − P(push)) / P(win))
 *
 * so that P(win) × odds / 100 + P(push) ≤ R for every selection: no selection ever returns more than R, and the
 * rounding only lowers it (by under 0.01 × P(win)). Odds below 1.01 are not offered.
 */
export const DEFAULT_MARGIN_BP = 500;
export const MIN_ODDS = 101;

export interface SelectionChance {
  win: Fraction;
  push: Fraction;
}

export function assertMarginBp(marginBp: number): void {
  if (!Number.isInteger(marginBp) || marginBp < 0 || marginBp > 5000)
    throw new RangeError('margin in 0…5000 bp');
}

/** R = 10 000 / (10 000 + margin). */
export function targetReturn(marginBp: number): Fraction {
  assertMarginBp(marginBp);
  return fraction(10_000, 10_000 + marginBp);
}

/** Odds in hundredths (185 = 1.85), or null when they would fall below 1.01 (the selection is not offered). */
export function priceSelection(chance: SelectionChance, marginBp: number): number | null {
  if (chance.win.n === 0n) return null;
  const value = mulF(fraction(100), subF(targetReturn(marginBp), chance.push));
  const scaled = fraction(value.n * chance.win.d, value.d * chance.win.n);
  if (scaled.n < 0n) return null;
  const odds = Number(scaled.n / scaled.d);
  return odds >= MIN_ODDS ? odds : null;
}

/** The exact return per unit staked on a selection at these odds: P(win) × odds / 100 + P(push). */
export function selectionReturn(chance: SelectionChance, odds: number): Fraction {
  return addF(mulF(chance.win, fraction(odds, 100)), chance.push);
}

/** A market's overround, Σ 1 / odds − 1, exact (for markets whose outcomes exclude each other, no pushes). */
export function overround(odds: readonly number[]): Fraction {
  return subF(
    odds.reduce((sum, o) => addF(sum, fraction(100, o)), fraction(0)),
    fraction(1),
  );
}

export type BetOutcome = 'win' | 'push' | 'lose';

/** What a bet returns in minor units, stake included: floor(stake × odds / 100) won, the stake on a push, else 0. */
export function settleFixedOdds(stake: number, odds: number, outcome: BetOutcome): number {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError('stake must be whole minor units ≥ 0');
  if (!Number.isInteger(odds) || odds < MIN_ODDS) throw new RangeError('odds are whole hundredths ≥ 101');
  if (outcome === 'push') return stake;
  if (outcome === 'lose') return 0;
  return Number((BigInt(stake) * BigInt(odds)) / 100n);
}
