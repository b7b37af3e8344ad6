import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  BettingRecord,
  BettingRecordEntry,
  EndpointBody,
  ProfitLoss,
  ProfitLossRow,
} from '@suerte/contracts';
import { GAME_ROUND_STATUSES, type GameRoundStatus, type ProfitLossGroup } from '@suerte/contracts/core';
import dayjs from 'dayjs';
import { api } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../api/member';

/**
 * The betting record (relay GCSFE_bettingRecord) and profit and loss (relay GCSFE_profitLoss) of the member
 * centre; contracts/game-records.ts has the shapes. Keys sit under ['member'], so a session end forgets them.
 */

export const BETTING_RECORD_QUERY_KEY = [...MEMBER_QUERY_KEY, 'bettingRecord'] as const;
export const PROFIT_LOSS_QUERY_KEY = [...MEMBER_QUERY_KEY, 'profitLoss'] as const;

export const BETTING_PAGE_SIZE = 20;

/** Round statuses: the contracts' own list, from their zod-free part. */
export const ROUND_STATUSES = GAME_ROUND_STATUSES;
export type RoundStatus = GameRoundStatus;
export type { ProfitLossGroup };

export interface BettingFilters {
  /** yyyy-MM-dd, both days included, in the member's time zone; '' for no bound. */
  from: string;
  to: string;
  /** '' for every vendor. */
  vendorCode: string;
  status: RoundStatus | '';
}

export interface ProfitLossFilters {
  from: string;
  to: string;
  groupBy: ProfitLossGroup;
}

/** The last 7 days, today included, in the member's time zone. */
export function lastWeek(now = dayjs()): { from: string; to: string } {
  return { from: now.subtract(6, 'day').format('YYYY-MM-DD'), to: now.format('YYYY-MM-DD') };
}

export function defaultBettingFilters(now = dayjs()): BettingFilters {
  return { ...lastWeek(now), vendorCode: '', status: '' };
}

export function defaultProfitLossFilters(now = dayjs()): ProfitLossFilters {
  return { ...lastWeek(now), groupBy: 'day' };
}

/** The member's offset from UTC: it names their calendar days on the server. */
function utcOffsetMinutes(now: Date): number {
  return 0 - now.getTimezoneOffset();
}

export function bettingRecordBody(
  filters: BettingFilters,
  pageNo: number,
  now = new Date(),
): EndpointBody<'POST /wps/relay/GCSFE_bettingRecord'> {
  return {
    pageNo,
    pageSize: BETTING_PAGE_SIZE,
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    utcOffsetMinutes: utcOffsetMinutes(now),
    ...(filters.vendorCode ? { vendorCode: filters.vendorCode } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
}

export function profitLossBody(
  filters: ProfitLossFilters,
  now = new Date(),
): EndpointBody<'POST /wps/relay/GCSFE_profitLoss'> {
  return {
    from: filters.from,
    to: filters.to,
    utcOffsetMinutes: utcOffsetMinutes(now),
    groupBy: filters.groupBy,
  };
}

/** One page of the betting record; the previous page stays on screen while the next one loads. */
export function bettingRecordQueryOptions(filters: BettingFilters, pageNo: number) {
  return queryOptions({
    queryKey: [...BETTING_RECORD_QUERY_KEY, filters, pageNo] as const,
    queryFn: ({ signal }) =>
      api.call('POST /wps/relay/GCSFE_bettingRecord', { body: bettingRecordBody(filters, pageNo), signal }),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}

export function profitLossQueryOptions(filters: ProfitLossFilters) {
  return queryOptions({
    queryKey: [...PROFIT_LOSS_QUERY_KEY, filters] as const,
    queryFn: ({ signal }) =>
      api.call('POST /wps/relay/GCSFE_profitLoss', { body: profitLossBody(filters), signal }),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });
}

export type { BettingRecord, BettingRecordEntry, ProfitLoss, ProfitLossRow };
