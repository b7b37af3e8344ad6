/**
 * Default odds per region: common-market figures of Vietnamese lottery sellers ("1 ăn 80" and the like), used
 * until the operator sets a merchant's own. They are defaults the operator changes per merchant and region, not
 * rules of the game. A point is priced at 1,000 minor units (for lô: 1,000 per drawn number), and each win
 * is the market's "1 ăn N" ratio times that price.
 */
import type { BetOdds, BetType, OddsTable } from './bet-types.js';
import type { LotteryRegion } from './prize-structure.js';

const POINT = 1_000;
const odds = (winRatio: number): BetOdds => ({ pricePerPoint: POINT, winPerPoint: winRatio * POINT });

/**
 * Lô trượt: a point costs one price per chosen number (`numbers` × 1,000) and the market quotes the win as
 * "1 ăn N" on that whole stake. Sellers' quotes vary more than for lô and đề, so the defaults are set to about the
 * player's expected return of the region's lô 2 số (80 % north, 75 % south and central), from the chance that
 * none of the set is among the region's lô (27 or 18 uniform two-digit numbers): north 1 ăn 2.4 / 7.5 / 13.5
 * for 4 / 8 / 10 numbers (chance 33.2 % / 10.5 % / 5.8 %), south and central 1 ăn 1.55 / 3.35 / 5
 * (47.96 % / 22.29 % / 15.01 %). The operator changes them per merchant and region like every other figure.
 */
const truot = (numbers: number, winRatioHundredths: number): BetOdds => ({
  pricePerPoint: POINT,
  winPerPoint: (numbers * winRatioHundredths * POINT) / 100,
});

// The north prices a lô 2 số point at 27 drawn numbers and pays 80 per occurrence; đề 1 ăn 70, 3 càng 1 ăn 400.
const NORTH: OddsTable = {
  lo2: odds(80),
  lo3: odds(400),
  lo4: odds(4_000),
  de: odds(70),
  deDau: odds(70), // Not offered in the north (no G8); kept so every table is complete.
  dau: odds(9),
  duoi: odds(9),
  cang3: odds(400),
  cang4: odds(4_000),
  xien2: odds(10),
  xien3: odds(40),
  xien4: odds(100),
  truot4: truot(4, 240),
  truot8: truot(8, 750),
  truot10: truot(10, 1_350),
  tai: { pricePerPoint: POINT, winPerPoint: 1_950 },
  xiu: { pricePerPoint: POINT, winPerPoint: 1_950 },
  chan: { pricePerPoint: POINT, winPerPoint: 1_950 },
  le: { pricePerPoint: POINT, winPerPoint: 1_950 },
};

// The south and central price a lô 2 số point at 18 drawn numbers and pay 75; đề and đầu (G8) 1 ăn 75,
// xỉu chủ / 3 càng 1 ăn 650, and xiên pays more than in the north because fewer numbers are drawn.
const SOUTH_CENTRAL: OddsTable = {
  ...NORTH,
  lo2: odds(75),
  lo3: odds(650),
  lo4: odds(5_500),
  de: odds(75),
  deDau: odds(75),
  cang3: odds(650),
  cang4: odds(5_500),
  xien2: odds(17),
  xien3: odds(65),
  xien4: odds(250),
  truot4: truot(4, 155),
  truot8: truot(8, 335),
  truot10: truot(10, 500),
};

export const DEFAULT_ODDS: Readonly<Record<LotteryRegion, OddsTable>> = {
  north: NORTH,
  central: SOUTH_CENTRAL,
  south: SOUTH_CENTRAL,
};

/** A merchant's odds for a region: the defaults with the operator's overrides laid over them. */
export function oddsFor(region: LotteryRegion, overrides: Partial<Record<BetType, BetOdds>> = {}): OddsTable {
  return { ...DEFAULT_ODDS[region], ...overrides };
}
