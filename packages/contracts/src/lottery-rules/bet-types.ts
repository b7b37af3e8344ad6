/**
 * The bet types of the Vietnamese lotteries, the shape a bet of each must have, what it costs, and the default
 * odds. A bet stakes `points` on each of its stakes: every chosen number for the number bets, the whole set of
 * numbers for a xiên or a lô trượt, the side itself for tài/xỉu and chẵn/lẻ.
 *
 * Lô trượt is priced as sellers price it: a point costs one price per chosen number (a lô trượt 4 point costs
 * 4 prices, a lô trượt 10 point 10), and the set is one stake, paid once when none of its numbers is drawn.
 */
import { drawnNumberCount, type LotteryRegion } from './prize-structure.js';

export const BET_TYPES = [
  'lo2', // Lô 2 số (bao lô): last two digits of every prize, paid per occurrence.
  'lo3', // Lô 3 số: last three digits of every prize with at least three digits.
  'lo4', // Lô 4 số: last four digits of every prize with at least four digits.
  'de', // Đề: last two digits of the special prize (ĐB).
  'deDau', // Đề đầu (south and central only): the two-digit eighth prize (G8).
  'dau', // Đầu: the tens digit of the đề number.
  'duoi', // Đuôi: the units digit of the đề number.
  'cang3', // 3 càng: last three digits of ĐB.
  'cang4', // 4 càng: last four digits of ĐB.
  'xien2', // Xiên 2 / 3 / 4: every one of the 2 / 3 / 4 chosen lô numbers appears at least once.
  'xien3',
  'xien4',
  'truot4', // Lô trượt 4 / 8 / 10: none of the 4 / 8 / 10 chosen two-digit numbers is among the lô.
  'truot8',
  'truot10',
  'tai', // Tài / xỉu, chẵn / lẻ (e-lottery): on the digit sum of ĐB; see payouts.ts for the exact rule.
  'xiu',
  'chan',
  'le',
] as const;
export type BetType = (typeof BET_TYPES)[number];

interface BetShape {
  /** Digits of each chosen number; 0 for the side bets, which choose no number. */
  digits: number;
  /** For xiên and lô trượt: the exact count of numbers forming its one stake. */
  setSize?: number;
  /** For lô trượt: the set wins when none of its numbers is drawn, and a point costs one price per number. */
  missAll?: boolean;
  /** For lô: the stake covers every drawn number with at least `digits` digits, and costs that many times. */
  perDrawnNumber?: boolean;
  regions: readonly LotteryRegion[];
}

const ALL: readonly LotteryRegion[] = ['north', 'central', 'south'];
export const BET_SHAPES: Readonly<Record<BetType, BetShape>> = {
  lo2: { digits: 2, perDrawnNumber: true, regions: ALL },
  lo3: { digits: 3, perDrawnNumber: true, regions: ALL },
  lo4: { digits: 4, perDrawnNumber: true, regions: ALL },
  de: { digits: 2, regions: ALL },
  deDau: { digits: 2, regions: ['central', 'south'] },
  dau: { digits: 1, regions: ALL },
  duoi: { digits: 1, regions: ALL },
  cang3: { digits: 3, regions: ALL },
  cang4: { digits: 4, regions: ALL },
  xien2: { digits: 2, setSize: 2, regions: ALL },
  xien3: { digits: 2, setSize: 3, regions: ALL },
  xien4: { digits: 2, setSize: 4, regions: ALL },
  truot4: { digits: 2, setSize: 4, missAll: true, regions: ALL },
  truot8: { digits: 2, setSize: 8, missAll: true, regions: ALL },
  truot10: { digits: 2, setSize: 10, missAll: true, regions: ALL },
  tai: { digits: 0, regions: ALL },
  xiu: { digits: 0, regions: ALL },
  chan: { digits: 0, regions: ALL },
  le: { digits: 0, regions: ALL },
};

export interface Bet {
  type: BetType;
  region: LotteryRegion;
  /** Chosen numbers as digit strings ("07"); empty for tài/xỉu and chẵn/lẻ. */
  numbers: readonly string[];
  /** Points staked on each stake of the bet (a positive whole number). */
  points: number;
}

export type BetRefusal =
  | { code: 'BAD_POINTS'; message: string }
  | { code: 'NOT_OFFERED'; message: string }
  | { code: 'WRONG_PICK_COUNT'; expected: string; actual: number; message: string }
  | { code: 'BAD_NUMBER'; number: string; message: string }
  | { code: 'DUPLICATE_NUMBER'; number: string; message: string };

// One pattern per digit count, made once: settlement checks every bet again, a million on a busy draw.
const NUMBER_PATTERNS = new Map<number, RegExp>();
function numberPattern(digits: number): RegExp {
  let pattern = NUMBER_PATTERNS.get(digits);
  if (pattern === undefined) {
    pattern = new RegExp(`^[0-9]{${digits}}$`);
    NUMBER_PATTERNS.set(digits, pattern);
  }
  return pattern;
}

/** Every reason the bet cannot be placed as written (empty when it can). */
export function checkBet(bet: Bet): BetRefusal[] {
  const shape = BET_SHAPES[bet.type];
  const reasons: BetRefusal[] = [];
  if (!Number.isSafeInteger(bet.points) || bet.points <= 0) {
    reasons.push({ code: 'BAD_POINTS', message: 'points must be a positive whole number' });
  }
  if (!shape.regions.includes(bet.region)) {
    reasons.push({ code: 'NOT_OFFERED', message: `${bet.type} is not offered on the ${bet.region} draw` });
  }
  const expected = shape.digits === 0 ? 0 : shape.setSize;
  const countOk = expected === undefined ? bet.numbers.length > 0 : bet.numbers.length === expected;
  if (!countOk) {
    const wanted = expected === undefined ? 'at least 1' : String(expected);
    const message = `${bet.type} takes ${wanted} number(s), got ${bet.numbers.length}`;
    reasons.push({ code: 'WRONG_PICK_COUNT', expected: wanted, actual: bet.numbers.length, message });
  }
  // A side bet chooses no number: its count refusal already says so.
  const seen = new Set<string>();
  for (const number of shape.digits === 0 ? [] : bet.numbers) {
    if (!numberPattern(shape.digits).test(number)) {
      const message = `${number} is not a ${shape.digits}-digit number`;
      reasons.push({ code: 'BAD_NUMBER', number, message });
    } else if (seen.has(number)) {
      reasons.push({ code: 'DUPLICATE_NUMBER', number, message: `${number} is chosen twice` });
    }
    seen.add(number);
  }
  return reasons;
}

/**
 * The stakes of a bet, each under a key limits are counted by: a number, a xiên or lô trượt set ("12-34") or
 * the side.
 */
export function stakeKeys(bet: Bet): string[] {
  const shape = BET_SHAPES[bet.type];
  if (shape.digits === 0) return [bet.type];
  if (shape.setSize !== undefined) return [[...bet.numbers].sort().join('-')];
  return [...bet.numbers];
}

/** What one point of one stake costs and wins, in minor units of the merchant's currency. */
export interface BetOdds {
  /**
   * Price of one point; for lô, of one point on one drawn number (so a lô 2 số point costs 27× north); for lô
   * trượt, of one point on one chosen number (a lô trượt 8 point costs 8×).
   */
  pricePerPoint: number;
  /** Won per point for each hit (each occurrence for lô; once for a xiên whose numbers all appear). */
  winPerPoint: number;
}
export type OddsTable = Readonly<Record<BetType, BetOdds>>;

/**
 * How many prices one point of one stake costs: for lô the numbers drawn with enough digits (27 / 18 for lô 2
 * số), for lô trượt the numbers of its set (4 / 8 / 10), otherwise 1.
 */
export function costMultiplier(type: BetType, region: LotteryRegion): number {
  const shape = BET_SHAPES[type];
  if (shape.perDrawnNumber) return drawnNumberCount(region, shape.digits);
  if (shape.missAll) return shape.setSize ?? 1;
  return 1;
}

/** Cost of a bet in minor units: points × price × stakes × the bet type's cost multiplier. */
export function betCost(bet: Bet, odds: BetOdds): number {
  const perStake = costMultiplier(bet.type, bet.region);
  const cost = bet.points * odds.pricePerPoint * stakeKeys(bet).length * perStake;
  if (!Number.isSafeInteger(cost)) throw new RangeError('bet cost is beyond a safe integer');
  return cost;
}
