import type { FairStream } from '../stream.js';

/**
 * Crash: a multiplier rises from 1.00 until the round's crash point; a player who cashed out at x (or set an
 * automatic cash-out at x) before the crash is paid stake × x. Multipliers are in hundredths (250 = ×2.50).
 *
 * Crash point from the stream: U = a uniform 52-bit integer (the low 20 bits of one word, then a whole word),
 * N = 2^52, and
 *
 *   c = floor(97 × N / (N − U))          in hundredths; below 100 the round crashes at once (at ×1.00)
 *
 * so P(c ≥ x) = floor(97 N / x) / N for every x ≥ 98, which is 0.97 / (x / 100) to within 2^-52: the published
 * return of a cash-out at any target is 97 %, less under 2^-52 × x/100.
 */
export const CRASH_RTP_PERCENT = 97;
export const CRASH_BITS = 52;
export const MIN_CASH_OUT = 101;

/** The crash point for a uniform U in 0 … 2^bits − 1 (bits = 52 in the game; fewer for exhaustive tests). */
export function crashPointOf(u: bigint, bits = CRASH_BITS): bigint {
  const n = 1n << BigInt(bits);
  if (u < 0n || u >= n) throw new RangeError('U out of range');
  const c = (BigInt(CRASH_RTP_PERCENT) * n) / (n - u);
  return c < 100n ? 100n : c;
}

/** True when the round crashed at once (c below ×1.00 before the floor at 100): nobody can cash out. */
export function crashedAtOnce(u: bigint, bits = CRASH_BITS): boolean {
  const n = 1n << BigInt(bits);
  return (BigInt(CRASH_RTP_PERCENT) * n) / (n - u) < 100n;
}

/** U from the stream: the low 20 bits of the first word, then the whole second word. */
export function crashUniform(stream: FairStream): bigint {
  const high = stream.nextUint32() & 0xfffff;
  const low = stream.nextUint32();
  return (BigInt(high) << 32n) | BigInt(low);
}

export interface CrashRound {
  /** Crash point in hundredths (100 when it crashed at once); cash-outs from ×1.01 up to it win. */
  crashPoint: number;
  /** Crashed at once: no cash-out wins. */
  instant: boolean;
}

export function playCrash(stream: FairStream): CrashRound {
  const u = crashUniform(stream);
  const point = crashPointOf(u);
  return {
    crashPoint: point > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(point),
    instant: crashedAtOnce(u),
  };
}

/**
 * What a bet returns in minor units, stake included: floor(stake × cashOut / 100) when the player cashed out at
 * `cashOut` (hundredths, ≥ 1.01) and the round did not crash before it; otherwise 0.
 */
export function crashPayout(stake: number, cashOut: number | null, round: CrashRound): number {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError('stake must be whole minor units ≥ 0');
  if (cashOut === null || round.instant) return 0;
  if (!Number.isSafeInteger(cashOut) || cashOut < MIN_CASH_OUT)
    throw new RangeError('cash-out at ×1.01 or more');
  if (cashOut > round.crashPoint) return 0;
  return Number((BigInt(stake) * BigInt(cashOut)) / 100n);
}
