/**
 * The prize structures of the Vietnamese lotteries and the check a draw result must pass before anything is
 * settled against it. A result is refused, with every reason found, unless it has exactly the region's prizes,
 * the right number of values in each and the right number of digits in each value.
 */

export const LOTTERY_REGIONS = ['north', 'central', 'south'] as const;
export type LotteryRegion = (typeof LOTTERY_REGIONS)[number];

/** Prizes from the special prize (ĐB, "giải đặc biệt") down to the eighth (only the south and central draw G8). */
export const PRIZE_NAMES = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'] as const;
export type PrizeName = (typeof PRIZE_NAMES)[number];

export interface PrizeSpec {
  prize: PrizeName;
  /** How many numbers the prize draws. */
  count: number;
  /** How many digits each of its numbers has (leading zeros kept: "07" is a two-digit number). */
  digits: number;
}

const NORTH: readonly PrizeSpec[] = [
  { prize: 'DB', count: 1, digits: 5 },
  { prize: 'G1', count: 1, digits: 5 },
  { prize: 'G2', count: 2, digits: 5 },
  { prize: 'G3', count: 6, digits: 5 },
  { prize: 'G4', count: 4, digits: 4 },
  { prize: 'G5', count: 6, digits: 4 },
  { prize: 'G6', count: 3, digits: 3 },
  { prize: 'G7', count: 4, digits: 2 },
];

// The south and central draws share one structure.
const SOUTH_CENTRAL: readonly PrizeSpec[] = [
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

export const PRIZE_STRUCTURES: Readonly<Record<LotteryRegion, readonly PrizeSpec[]>> = {
  north: NORTH,
  central: SOUTH_CENTRAL,
  south: SOUTH_CENTRAL,
};

/** How many numbers the region draws with at least `digits` digits (27 / 18 for two digits). */
export function drawnNumberCount(region: LotteryRegion, digits: number): number {
  return PRIZE_STRUCTURES[region]
    .filter((spec) => spec.digits >= digits)
    .reduce((sum, spec) => sum + spec.count, 0);
}

/** A result as entered or received: prize name to its numbers, as digit strings. */
export type RawResult = Readonly<Record<string, readonly unknown[]>>;

declare const validated: unique symbol;
/** A result that passed `validateResult`; only such results are settled against. */
export interface ValidResult {
  readonly region: LotteryRegion;
  readonly prizes: Readonly<Partial<Record<PrizeName, readonly string[]>>>;
  readonly [validated]: true;
}

export type ResultRefusal =
  | { code: 'MISSING_PRIZE'; prize: PrizeName; message: string }
  | { code: 'EXTRA_PRIZE'; prize: string; message: string }
  | { code: 'WRONG_COUNT'; prize: PrizeName; expected: number; actual: number; message: string }
  | { code: 'NOT_DIGITS'; prize: PrizeName; index: number; message: string }
  | {
      code: 'WRONG_DIGITS';
      prize: PrizeName;
      index: number;
      expected: number;
      actual: number;
      message: string;
    };

export type ResultCheck = { ok: true; result: ValidResult } | { ok: false; reasons: ResultRefusal[] };

export function validateResult(region: LotteryRegion, raw: RawResult): ResultCheck {
  const structure = PRIZE_STRUCTURES[region];
  const reasons: ResultRefusal[] = [];
  for (const name of Object.keys(raw)) {
    if (!structure.some((spec) => spec.prize === name)) {
      reasons.push({
        code: 'EXTRA_PRIZE',
        prize: name,
        message: `${name} is not a prize of the ${region} draw`,
      });
    }
  }
  for (const spec of structure) reasons.push(...checkPrize(spec, raw[spec.prize]));
  if (reasons.length > 0) return { ok: false, reasons };
  const prizes: Partial<Record<PrizeName, readonly string[]>> = {};
  for (const spec of structure) prizes[spec.prize] = Object.freeze([...(raw[spec.prize] as string[])]);
  return { ok: true, result: Object.freeze({ region, prizes: Object.freeze(prizes) }) as ValidResult };
}

function checkPrize(spec: PrizeSpec, values: readonly unknown[] | undefined): ResultRefusal[] {
  const { prize, count, digits } = spec;
  if (values === undefined) return [{ code: 'MISSING_PRIZE', prize, message: `${prize} is missing` }];
  const reasons: ResultRefusal[] = [];
  if (values.length !== count) {
    const message = `${prize} needs ${count} number(s), got ${values.length}`;
    reasons.push({ code: 'WRONG_COUNT', prize, expected: count, actual: values.length, message });
  }
  values.forEach((value, index) => {
    if (typeof value !== 'string' || !/^[0-9]+$/.test(value)) {
      reasons.push({
        code: 'NOT_DIGITS',
        prize,
        index,
        message: `${prize} #${index + 1} is not a string of digits`,
      });
    } else if (value.length !== digits) {
      const message = `${prize} #${index + 1} needs ${digits} digits, got ${value.length}`;
      reasons.push({ code: 'WRONG_DIGITS', prize, index, expected: digits, actual: value.length, message });
    }
  });
  return reasons;
}

/** Every number of a validated result, in prize order (ĐB first). */
export function allNumbers(result: ValidResult): string[] {
  return PRIZE_NAMES.flatMap((prize) => result.prizes[prize] ?? []);
}

export function specialPrize(result: ValidResult): string {
  const value = result.prizes.DB?.[0];
  if (value === undefined) throw new Error('a validated result always has its special prize');
  return value;
}
