/**
 * Unbiased mapping of uniform random words onto `0 … n-1` by rejection sampling.
 *
 * A word drawn uniformly from `0 … range-1` is accepted when it falls below the largest multiple of `n` that fits
 * in the range; it then maps to `word % n`, and every outcome has exactly `floor(range / n)` accepted words.
 * Rejected words are thrown away and the next word is drawn, so no outcome is favoured (no modulo bias).
 */
export const WORD_RANGE = 2 ** 32;

/** The accepted outcome for `word`, or -1 when the word must be rejected and another one drawn. */
export function acceptUniform(word: number, n: number, range: number = WORD_RANGE): number {
  if (!Number.isInteger(n) || n < 1 || n > range) throw new RangeError(`range size ${n} out of 1…${range}`);
  const limit = range - (range % n);
  return word < limit ? word % n : -1;
}
