import { BET_TYPES, DEFAULT_ODDS, type BetType, type LotteryRegion } from '@suerte/contracts/lottery-rules';
import type { Executor } from '../../db/executor.js';
import type { StakeLimits } from './limits.js';

/** Limits (points) of a bet type when the merchant has no row for it. */
export const FALLBACK_LIMITS: StakeLimits = {
  maxPointsPerNumber: 5_000,
  maxPointsPerBet: 10_000,
  maxPointsPerDraw: 500_000,
};

export interface BetTypeTerms {
  pricePerPoint: number;
  winPerPoint: number;
  limits: StakeLimits;
}

/** The merchant's price, win and limits per bet type in a region: its rows over the common-market defaults. */
export async function termsFor(
  db: Executor,
  merchantCode: string,
  region: LotteryRegion,
): Promise<Record<BetType, BetTypeTerms>> {
  const rows = await db
    .selectFrom('lottery_odds')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('region', '=', region)
    .execute();
  const byType = new Map(rows.map((r) => [r.bet_type, r]));
  const terms = {} as Record<BetType, BetTypeTerms>;
  for (const type of BET_TYPES) {
    const row = byType.get(type);
    terms[type] = row
      ? {
          pricePerPoint: Number(row.price_per_point),
          winPerPoint: Number(row.win_per_point),
          limits: {
            maxPointsPerNumber: Number(row.max_points_per_number),
            maxPointsPerBet: Number(row.max_points_per_bet),
            maxPointsPerDraw: Number(row.max_points_per_draw),
          },
        }
      : { ...DEFAULT_ODDS[region][type], limits: FALLBACK_LIMITS };
  }
  return terms;
}
