import { FairStream, type RoundSeeds } from '../stream.js';

/**
 * Vietnamese lottery results from the fair stream (README: "Lottery"). A draw's server seed is committed (its
 * SHA-256 published) before betting closes and revealed after the result, so anyone can recompute the result:
 * prize by prize in the layout's order (ĐB first), each number is `nextInt(10^digits)` written with its leading
 * zeros. `nextInt` rejects the top of the 32-bit range that 10^digits does not divide, so every number of every
 * prize is uniform: never a function of anything but the seeds.
 */
export interface LotteryPrizeLayout {
  readonly prize: string;
  readonly count: number;
  /** 1 to 9 digits (10^9 < 2^32). */
  readonly digits: number;
}

/** North: 27 numbers, ĐB … G7. */
export const NORTH_LOTTERY_LAYOUT: readonly LotteryPrizeLayout[] = [
  { prize: 'DB', count: 1, digits: 5 },
  { prize: 'G1', count: 1, digits: 5 },
  { prize: 'G2', count: 2, digits: 5 },
  { prize: 'G3', count: 6, digits: 5 },
  { prize: 'G4', count: 4, digits: 4 },
  { prize: 'G5', count: 6, digits: 4 },
  { prize: 'G6', count: 3, digits: 3 },
  { prize: 'G7', count: 4, digits: 2 },
];

/** South and central: 18 numbers, ĐB … G8. */
export const SOUTH_LOTTERY_LAYOUT: readonly LotteryPrizeLayout[] = [
  { prize: 'DB', count: 1, digits: 6 },
  { prize: 'G1', count: 1, digits: 5 },
  { prize: 'G2', count: 1, digits: 5 },
  { prize: 'G3', count: 2, digits: 5 },
  { prize: 'G4', count: 7, digits: 5 },
  { prize: 'G5', count: 1, digits: 4 },
  { prize: 'G6', count: 3, digits: 4 },
  { prize: 'G7', count: 1, digits: 3 },
  { prize: 'G8', count: 1, digits: 2 },
];

/** The layout of a region: 'north', or 'central' / 'south'. */
export function lotteryLayout(region: string): readonly LotteryPrizeLayout[] {
  if (region === 'north') return NORTH_LOTTERY_LAYOUT;
  if (region === 'central' || region === 'south') return SOUTH_LOTTERY_LAYOUT;
  throw new RangeError(`unknown lottery region: ${region}`);
}

/** The result of one draw: each prize's numbers as digit strings, in layout order. */
export function lotteryResult(
  seeds: RoundSeeds,
  layout: readonly LotteryPrizeLayout[],
): Record<string, string[]> {
  const stream = FairStream.of(seeds);
  const result: Record<string, string[]> = {};
  for (const { prize, count, digits } of layout) {
    if (!Number.isInteger(digits) || digits < 1 || digits > 9)
      throw new RangeError(`${prize}: digits must be 1 to 9, got ${digits}`);
    const numbers: string[] = [];
    for (let i = 0; i < count; i += 1) {
      numbers.push(String(stream.nextInt(10 ** digits)).padStart(digits, '0'));
    }
    result[prize] = numbers;
  }
  return result;
}
