import { DEFAULT_ODDS, type OddsTable } from '@suerte/contracts/lottery-rules';
import type { LotteryOdds } from '@suerte/contracts';
import { ApiError } from '../../../lib/api-client';

/** The game's odds as the shared rules' table: the server's figures for offered types, defaults elsewhere. */
export function oddsTableOf(odds: LotteryOdds): OddsTable {
  const table = { ...DEFAULT_ODDS[odds.region] };
  for (const o of odds.betTypes)
    table[o.betType] = { pricePerPoint: o.pricePerPoint, winPerPoint: o.winPerPoint };
  return table;
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** What to tell the member about a refused slip: each reason the server gave, in their language. */
export function refusalText(error: unknown, t: T): string[] {
  if (!(error instanceof ApiError)) return [t('slip.refused.unknown')];
  const reasons = (error.value as { reasons?: Array<Record<string, unknown>> } | null)?.reasons ?? [];
  switch (error.code) {
    case 'LOTTERY_CLOSED':
      return [t('slip.refused.closed')];
    case 'INSUFFICIENT_FUNDS':
      return [t('slip.refused.funds')];
    case 'LOTTERY_LIMIT':
      return reasons.length > 0
        ? reasons.map((r) =>
            t(`slip.refused.limit.${String(r.code)}`, {
              number: r.number ?? '',
              limit: r.limit ?? '',
              wouldBe: r.wouldBe ?? '',
              defaultValue: String(r.message ?? ''),
            }),
          )
        : [error.message];
    default:
      return [error.message || t('slip.refused.unknown')];
  }
}
