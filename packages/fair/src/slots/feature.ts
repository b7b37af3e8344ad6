import type { FreeSpinsFeature, PickFeature } from './types.js';

/** Exact first and second moments of the feature's win per trigger, in coins. */
export interface FeatureMoments {
  mean: number;
  secondMoment: number;
  /** Free spins only: expected spins played per trigger, retriggers included. */
  expectedSpins?: number;
}

/** Moments of one base spin (coins), from the full cycle. */
export interface SpinMoments {
  mean: number;
  secondMoment: number;
  /** E[pay · 1{trigger}]. */
  meanOnTrigger: number;
  /** P(trigger). */
  triggerProbability: number;
}

/**
 * Free spins played on the base strips with every win × m, each spin retriggering `N` more with probability p.
 * A trigger's value G is a sum of N independent spins Z = Y + J·G' (Y = m·pay, J = retrigger, G' a fresh copy
 * of G), so E[G] = N(E[Y] + p·E[G]) and E[G²] = N·E[Z²] + N(N−1)·E[Z]²; both are linear in the unknown and
 * are solved exactly, provided N·p < 1 (the expected spins N / (1 − N·p) are finite).
 */
export function freeSpinsMoments(feature: FreeSpinsFeature, spin: SpinMoments): FeatureMoments {
  const { spins: n, multiplier: m } = feature;
  const p = spin.triggerProbability;
  const shrink = 1 - n * p;
  if (shrink <= 0) throw new Error('free spins retrigger too often: expected spins are infinite');
  const meanY = m * spin.mean;
  const mean = (n * meanY) / shrink;
  const perSpin = mean / n;
  const secondY = m * m * spin.secondMoment;
  const yOnTrigger = m * spin.meanOnTrigger;
  const secondMoment = (n * (secondY + 2 * yOnTrigger * mean) + n * (n - 1) * perSpin * perSpin) / shrink;
  return { mean, secondMoment, expectedSpins: n / shrink };
}

/**
 * Pick bonus: the board (prizes and c collect tiles) is a uniform shuffle revealed in order until the first
 * collect tile. A prize is won iff it comes before all c collect tiles (probability 1/(c+1)); two prizes both
 * are won with probability 2/((c+1)(c+2)).
 */
export function pickMoments(feature: PickFeature, bet: number): FeatureMoments {
  const c = feature.collectTiles;
  if (c < 1 || feature.prizes.some((v) => !(v > 0)))
    throw new Error('pick bonus needs collect tiles and prizes > 0');
  const sum = feature.prizes.reduce((a, v) => a + v, 0);
  const sumSquares = feature.prizes.reduce((a, v) => a + v * v, 0);
  const mean = sum / (c + 1);
  const second = sumSquares / (c + 1) + ((sum * sum - sumSquares) * 2) / ((c + 1) * (c + 2));
  return { mean: mean * bet, secondMoment: second * bet * bet };
}
