/**
 * Payouts: one pure function per bet type, each taking a bet, a validated result and the bet type's odds, and
 * answering how many times it hit and what it pays in minor units (hits × points × win per point).
 * Every chosen number is its own stake: a bet on 45 and 90 hits once for each occurrence of either.
 */
import { checkBet, type Bet, type BetOdds, type BetType, type OddsTable } from './bet-types.js';
import { allNumbers, specialPrize, type ValidResult } from './prize-structure.js';

export interface Settlement {
  hits: number;
  /** Minor units won (0 on a losing bet); the stake is not returned on top. */
  payout: number;
}

export type PayoutFunction = (bet: Bet, result: ValidResult, odds: BetOdds) => Settlement;

function settlement(hits: number, bet: Bet, odds: BetOdds): Settlement {
  const payout = hits * bet.points * odds.winPerPoint;
  if (!Number.isSafeInteger(payout)) throw new RangeError('payout is beyond a safe integer');
  return { hits, payout };
}

/**
 * Last `digits` digits of every drawn number that has at least that many digits, with repeats; made once per
 * result (a validated result never changes, and settlement asks for the same tails for every bet of a draw).
 */
const TAILS = new WeakMap<ValidResult, Map<number, { list: readonly string[]; set: ReadonlySet<string> }>>();
function tailsOf(result: ValidResult, digits: number) {
  let byDigits = TAILS.get(result);
  if (byDigits === undefined) {
    byDigits = new Map();
    TAILS.set(result, byDigits);
  }
  let found = byDigits.get(digits);
  if (found === undefined) {
    const list = allNumbers(result)
      .filter((number) => number.length >= digits)
      .map((number) => number.slice(-digits));
    found = { list, set: new Set(list) };
    byDigits.set(digits, found);
  }
  return found;
}
const tails = (result: ValidResult, digits: number) => tailsOf(result, digits).list;

/** Lô: each chosen number hits once per drawn number ending in it. */
function lo(digits: number): PayoutFunction {
  return (bet, result, odds) => {
    const drawn = tails(result, digits);
    const hits = bet.numbers.reduce((sum, n) => sum + drawn.filter((tail) => tail === n).length, 0);
    return settlement(hits, bet, odds);
  };
}

/** A bet on one target drawn once: each chosen number equal to it is a hit. */
function single(target: (result: ValidResult) => string): PayoutFunction {
  return (bet, result, odds) => {
    const drawn = target(result);
    return settlement(bet.numbers.filter((n) => n === drawn).length, bet, odds);
  };
}

/** Xiên: one stake on a set of lô numbers; it hits once when every one appears among the last two digits. */
function xien(bet: Bet, result: ValidResult, odds: BetOdds): Settlement {
  const drawn = tailsOf(result, 2).set;
  return settlement(bet.numbers.every((n) => drawn.has(n)) ? 1 : 0, bet, odds);
}

/** Lô trượt: one stake on a set of lô numbers; it hits once when none of them is among the last two digits. */
function truot(bet: Bet, result: ValidResult, odds: BetOdds): Settlement {
  const drawn = tailsOf(result, 2).set;
  return settlement(bet.numbers.some((n) => drawn.has(n)) ? 0 : 1, bet, odds);
}

/**
 * Tài / xỉu and chẵn / lẻ read the sum of all digits of ĐB (0–45 north, 0–54 south and central).
 * Tài wins when the sum is above half the largest possible sum (north 23–45, south 28–54), xỉu when below
 * (north 0–22, south 0–26); on the south's middle sum 27 both lose. Chẵn wins on an even sum, lẻ on an odd one.
 */
export function specialDigitSum(result: ValidResult): { sum: number; max: number } {
  const digits = specialPrize(result);
  const sum = [...digits].reduce((total, digit) => total + Number(digit), 0);
  return { sum, max: 9 * digits.length };
}

function side(wins: (sum: number, max: number) => boolean): PayoutFunction {
  return (bet, result, odds) => {
    const { sum, max } = specialDigitSum(result);
    return settlement(wins(sum, max) ? 1 : 0, bet, odds);
  };
}

const lastOfSpecial = (digits: number) => (result: ValidResult) => specialPrize(result).slice(-digits);

export const payLo2 = lo(2);
export const payLo3 = lo(3);
export const payLo4 = lo(4);
export const payDe = single(lastOfSpecial(2));
/** Đề đầu: the south and central G8, their only two-digit prize. */
export const payDeDau = single((result) => result.prizes.G8?.[0] ?? '');
export const payDau = single((result) => lastOfSpecial(2)(result).charAt(0));
export const payDuoi = single(lastOfSpecial(1));
export const payCang3 = single(lastOfSpecial(3));
export const payCang4 = single(lastOfSpecial(4));
export const payXien2: PayoutFunction = xien;
export const payXien3: PayoutFunction = xien;
export const payXien4: PayoutFunction = xien;
export const payTruot4: PayoutFunction = truot;
export const payTruot8: PayoutFunction = truot;
export const payTruot10: PayoutFunction = truot;
export const payTai = side((sum, max) => 2 * sum > max);
export const payXiu = side((sum, max) => 2 * sum < max);
export const payChan = side((sum) => sum % 2 === 0);
export const payLe = side((sum) => sum % 2 === 1);

export const PAYOUTS: Readonly<Record<BetType, PayoutFunction>> = {
  lo2: payLo2,
  lo3: payLo3,
  lo4: payLo4,
  de: payDe,
  deDau: payDeDau,
  dau: payDau,
  duoi: payDuoi,
  cang3: payCang3,
  cang4: payCang4,
  xien2: payXien2,
  xien3: payXien3,
  xien4: payXien4,
  truot4: payTruot4,
  truot8: payTruot8,
  truot10: payTruot10,
  tai: payTai,
  xiu: payXiu,
  chan: payChan,
  le: payLe,
};

/** Settles a bet that passed `checkBet` against a result of its own region, with the merchant's odds table. */
export function settleBet(bet: Bet, result: ValidResult, table: OddsTable): Settlement {
  if (bet.region !== result.region)
    throw new Error(`a ${bet.region} bet cannot settle on a ${result.region} draw`);
  const refusals = checkBet(bet);
  if (refusals.length > 0) throw new Error(`bet is not valid: ${refusals.map((r) => r.message).join('; ')}`);
  return PAYOUTS[bet.type](bet, result, table[bet.type]);
}
