// Small statistics helpers of the RTP benchmark: chi-square goodness of fit with its p-value.

/** ln Γ(x) for x > 0 (Lanczos, g = 7, 9 terms; ~15 significant digits). */
function lnGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const z = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i++) sum += c[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** Regularized upper incomplete gamma Q(a, x): series below a + 1, continued fraction above. */
function upperGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - lnGamma(a));
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10_000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * front;
  }
  let b = x + 1 - a;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    d = Math.abs(d) < 1e-300 ? 1e-300 : d;
    c = b + an / c;
    c = Math.abs(c) < 1e-300 ? 1e-300 : c;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return front * h;
}

export interface ChiSquare {
  statistic: number;
  degreesOfFreedom: number;
  /** P(χ² ≥ statistic) under the uniform hypothesis. */
  pValue: number;
}

/** Chi-square test of observed counts against equal expected counts per bin. */
export function chiSquareUniform(counts: ArrayLike<number>): ChiSquare {
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += counts[i]!;
  const expected = total / counts.length;
  let statistic = 0;
  for (let i = 0; i < counts.length; i++) statistic += (counts[i]! - expected) ** 2 / expected;
  const degreesOfFreedom = counts.length - 1;
  return { statistic, degreesOfFreedom, pValue: upperGamma(degreesOfFreedom / 2, statistic / 2) };
}

/** Chi-square test of observed counts against expected probabilities per bin (they add up to 1). */
export function chiSquareExpected(counts: ArrayLike<number>, probabilities: readonly number[]): ChiSquare {
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += counts[i]!;
  let statistic = 0;
  for (let i = 0; i < counts.length; i++) {
    const expected = total * probabilities[i]!;
    statistic += (counts[i]! - expected) ** 2 / expected;
  }
  const degreesOfFreedom = counts.length - 1;
  return { statistic, degreesOfFreedom, pValue: upperGamma(degreesOfFreedom / 2, statistic / 2) };
}

/** The p-value of a chi-square statistic with `degreesOfFreedom` (for statistics rescaled by the caller). */
export function chiSquarePValue(statistic: number, degreesOfFreedom: number): ChiSquare {
  return { statistic, degreesOfFreedom, pValue: upperGamma(degreesOfFreedom / 2, statistic / 2) };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Two-sided 99 % normal quantile. */
export const Z99 = 2.5758293035489;
