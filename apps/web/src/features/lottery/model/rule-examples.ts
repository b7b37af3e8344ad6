/**
 * Worked examples of the rules pages: one bet per bet type on a sample draw, its cost and payout computed by
 * the shared rules (betCost, the payout function of its type) with the default odds, so the page can never
 * say something the settlement would not do.
 */
import {
  BET_TYPES,
  betCost,
  DEFAULT_ODDS,
  PAYOUTS,
  specialDigitSum,
  specialPrize,
  validateResult,
  type Bet,
  type BetType,
  type LotteryRegion,
  type ValidResult,
} from '@suerte/contracts/lottery-rules';

/** A sample northern draw: ĐB 12345, lô 45 three times (ĐB, G1, G7). */
export const NORTH_SAMPLE = {
  DB: ['12345'],
  G1: ['67845'],
  G2: ['11111', '22222'],
  G3: ['30001', '30002', '30003', '30004', '30005', '30006'],
  G4: ['4444', '4321', '4567', '4890'],
  G5: ['5501', '5502', '5503', '5504', '5505', '5506'],
  G6: ['601', '602', '603'],
  G7: ['45', '71', '72', '73'],
} as const;

/** A sample southern draw: ĐB 654321, G8 56. */
export const SOUTH_SAMPLE = {
  DB: ['654321'],
  G1: ['10001'],
  G2: ['20002'],
  G3: ['30003', '30004'],
  G4: ['40001', '40002', '40003', '40004', '40005', '40006', '40007'],
  G5: ['5005'],
  G6: ['6006', '6007', '6008'],
  G7: ['707'],
  G8: ['56'],
} as const;

const PICKS: Readonly<Record<BetType, string[]>> = {
  lo2: ['45', '99'],
  lo3: ['345'],
  lo4: ['4567'],
  de: ['45'],
  deDau: ['56'],
  dau: ['4'],
  duoi: ['5'],
  cang3: ['345'],
  cang4: ['2345'],
  xien2: ['45', '01'],
  xien3: ['45', '01', '72'],
  xien4: ['45', '01', '72', '99'],
  // None of 10–80 is among the sample's lô; 45 is (three times), so the lô trượt 10 loses.
  truot4: ['10', '20', '30', '40'],
  truot8: ['10', '20', '30', '40', '50', '60', '70', '80'],
  truot10: ['10', '20', '30', '40', '50', '60', '70', '80', '99', '45'],
  tai: [],
  xiu: [],
  chan: [],
  le: [],
};

export interface RuleExample {
  type: BetType;
  region: LotteryRegion;
  numbers: string[];
  points: number;
  /** Minor units. */
  cost: number;
  hits: number;
  payout: number;
  special: string;
  /** For tài/xỉu and chẵn/lẻ: the digit sum of ĐB and its largest possible value. */
  digitSum: { sum: number; max: number };
  /** Price and win of one point (default odds). */
  pricePerPoint: number;
  winPerPoint: number;
}

function sample(region: LotteryRegion): ValidResult {
  const checked = validateResult(region, region === 'north' ? NORTH_SAMPLE : SOUTH_SAMPLE);
  if (!checked.ok) throw new Error('the sample draw is a valid result');
  return checked.result;
}

/** The worked example of a bet type: north for everything but đề đầu, which only the south and central draw. */
export function ruleExample(type: BetType): RuleExample {
  const region: LotteryRegion = type === 'deDau' ? 'south' : 'north';
  const result = sample(region);
  const odds = DEFAULT_ODDS[region][type];
  const bet: Bet = { type, region, numbers: PICKS[type], points: 1 };
  const { hits, payout } = PAYOUTS[type](bet, result, odds);
  return {
    type,
    region,
    numbers: PICKS[type],
    points: 1,
    cost: betCost(bet, odds),
    hits,
    payout,
    special: specialPrize(result),
    digitSum: specialDigitSum(result),
    pricePerPoint: odds.pricePerPoint,
    winPerPoint: odds.winPerPoint,
  };
}

export const RULE_TYPES = BET_TYPES;
