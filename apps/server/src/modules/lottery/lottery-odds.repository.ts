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

export interface OddsRow {
  merchant_code: string;
  region: LotteryRegion;
  bet_type: BetType;
  price_per_point: number;
  win_per_point: number;
  max_points_per_number: number;
  max_points_per_bet: number;
  max_points_per_draw: number;
}

/** The merchant's own rows of a region (bet types without one use the defaults). */
export async function merchantOddsRows(db: Executor, merchantCode: string, region: LotteryRegion) {
  const rows = await db
    .selectFrom('lottery_odds')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('region', '=', region)
    .execute();
  return new Map(rows.map((r) => [r.bet_type, r]));
}

/** Writes a merchant's terms of one bet type in one region; answers the row before (null: the defaults). */
export async function upsertOdds(db: Executor, row: OddsRow) {
  const before = await db
    .selectFrom('lottery_odds')
    .selectAll()
    .where('merchant_code', '=', row.merchant_code)
    .where('region', '=', row.region)
    .where('bet_type', '=', row.bet_type)
    .forUpdate()
    .executeTakeFirst();
  await db
    .insertInto('lottery_odds')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['merchant_code', 'region', 'bet_type']).doUpdateSet({
        price_per_point: row.price_per_point,
        win_per_point: row.win_per_point,
        max_points_per_number: row.max_points_per_number,
        max_points_per_bet: row.max_points_per_bet,
        max_points_per_draw: row.max_points_per_draw,
      }),
    )
    .execute();
  return before ?? null;
}

/** Drops a merchant's row of one bet type in one region (back to the defaults); answers the row dropped. */
export async function deleteOdds(db: Executor, merchantCode: string, region: LotteryRegion, type: BetType) {
  return db
    .deleteFrom('lottery_odds')
    .where('merchant_code', '=', merchantCode)
    .where('region', '=', region)
    .where('bet_type', '=', type)
    .returningAll()
    .executeTakeFirst();
}
