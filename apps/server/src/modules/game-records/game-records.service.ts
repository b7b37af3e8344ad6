import {
  minorUnits,
  type BettingRecord,
  type BettingRecordQuery,
  type Locale,
  type ProfitLoss,
  type ProfitLossQuery,
} from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { pickLocalized } from '../../lib/localized.js';
import { dayBounds, type WalletOwner } from '../wallet/index.js';
import { listRounds, sumRounds, type RoundFilter } from './game-records.repository.js';

export interface GameRecordsService {
  /** One page of the member's rounds, newest first, with the sums of every round the filters match. */
  bettingRecord(owner: WalletOwner, query: BettingRecordQuery, locale: Locale): Promise<BettingRecord>;
  /** The member's stakes, wins and profit by day (in the member's zone) or by game category. */
  profitLoss(owner: WalletOwner, query: ProfitLossQuery): Promise<ProfitLoss>;
}

/** Stake, win and the member's profit (win − stake) of summed rounds. */
function totalsOf(row: { stake: number; win: number }) {
  return { stake: minorUnits(row.stake), win: minorUnits(row.win), profit: minorUnits(row.win - row.stake) };
}

function filterOf(owner: WalletOwner, range: { from?: string; to?: string }, utcOffsetMinutes: number) {
  const { start, end } = dayBounds(range, utcOffsetMinutes);
  return { memberId: owner.id, merchantCode: owner.merchantCode, start, end } satisfies RoundFilter;
}

export function createGameRecordsService(db: Database): GameRecordsService {
  return {
    async bettingRecord(owner, query, locale) {
      const filter: RoundFilter = {
        ...filterOf(owner, query, query.utcOffsetMinutes),
        vendorCode: query.vendorCode,
        status: query.status,
      };
      const { rows, totals } = await listRounds(db, filter, {
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return {
        list: rows.map((row) => {
          const gameCode = row.game_code ?? '';
          return {
            vendorCode: row.vendor_code,
            vendorName: row.vendor_name,
            gameCode,
            gameName: pickLocalized(row.game_name, locale) || gameCode,
            roundId: row.round_id,
            ...totalsOf({ stake: row.stake_total, win: row.win_total }),
            status: row.status,
            openedAt: row.opened_at.toISOString(),
            closedAt: row.closed_at ? row.closed_at.toISOString() : null,
          };
        }),
        total: totals.rounds,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totals: totalsOf(totals),
      };
    },

    async profitLoss(owner, query) {
      const filter = filterOf(owner, query, query.utcOffsetMinutes);
      const group =
        query.groupBy === 'day'
          ? { by: 'day' as const, utcOffsetMinutes: query.utcOffsetMinutes }
          : { by: 'category' as const };
      const rows = await sumRounds(db, filter, group);
      const all = rows.reduce(
        (sum, row) => ({
          stake: sum.stake + row.stake,
          win: sum.win + row.win,
          rounds: sum.rounds + row.rounds,
        }),
        { stake: 0, win: 0, rounds: 0 },
      );
      return {
        rows: rows.map((row) => ({ key: row.key, ...totalsOf(row), rounds: row.rounds })),
        totals: { ...totalsOf(all), rounds: all.rounds },
      };
    },
  };
}
