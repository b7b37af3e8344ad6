/**
 * Exact non-negative rationals over BigInt, for published returns, margins and house edges that tests compare
 * exactly (no floating point). Always reduced, denominator > 0.
 */
export interface Fraction {
  readonly n: bigint;
  readonly d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(n: bigint | number, d: bigint | number = 1n): Fraction {
  const num = BigInt(n);
  const den = BigInt(d);
  if (den === 0n) throw new RangeError('zero denominator');
  const sign = den < 0n ? -1n : 1n;
  const g = gcd(num, den) || 1n;
  return { n: (sign * num) / g, d: (sign * den) / g };
}

export const addF = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d + b.n * a.d, a.d * b.d);
export const subF = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d - b.n * a.d, a.d * b.d);
export const mulF = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.n, a.d * b.d);
export const divF = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d, a.d * b.n);
export const eqF = (a: Fraction, b: Fraction): boolean => a.n === b.n && a.d === b.d;
/** -1, 0 or 1 as a is below, equal to or above b. */
export const cmpF = (a: Fraction, b: Fraction): number => {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left < right ? -1 : left > right ? 1 : 0;
};

/** floor(amount × f) for a whole amount (minor units): the payout rule of every game, never rounded up. */
export function floorTimes(amount: number, f: Fraction): number {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`amount ${amount} is not whole and ≥ 0`);
  return Number((BigInt(amount) * f.n) / f.d);
}

/** A decimal text of f with `digits` decimals, rounded down or to the nearest (halves up), e.g. "97.0000". */
export function fractionToDecimal(
  f: Fraction,
  digits: number,
  rounding: 'down' | 'nearest' = 'down',
): string {
  const scale = 10n ** BigInt(digits);
  const scaled = rounding === 'down' ? (f.n * scale) / f.d : (2n * f.n * scale + f.d) / (2n * f.d);
  const whole = scaled / scale;
  const rest = (scaled % scale).toString().padStart(digits, '0');
  return digits > 0 ? `${whole}.${rest}` : `${whole}`;
}

/** As a percentage text (f = 0.97 → "97.00" with 2 digits). */
export function fractionToPercent(
  f: Fraction,
  digits: number,
  rounding: 'down' | 'nearest' = 'down',
): string {
  return fractionToDecimal(mulF(f, fraction(100n)), digits, rounding);
}
