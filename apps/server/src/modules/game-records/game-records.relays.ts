import {
  BETTING_RECORD_RELAY,
  PROFIT_LOSS_RELAY,
  bettingRecordBodySchema,
  bettingRecordResponseSchema,
  profitLossBodySchema,
  profitLossResponseSchema,
} from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { defineRelay } from '../relay/index.js';
import { requestOwner } from '../wallet/index.js';
import { createGameRecordsService, type GameRecordsService } from './game-records.service.js';

/**
 * The betting record and profit and loss of the member centre. Both read the caller's own rounds only, and
 * like every member-centre record they are closed to trial accounts (spec §4).
 */
export function gameRecordsRelays(records: GameRecordsService) {
  return [
    defineRelay({
      name: BETTING_RECORD_RELAY,
      summary: "The betting record: the member's game rounds newest first, with stake, win and profit totals",
      auth: 'member',
      realAccountOnly: true,
      body: bettingRecordBodySchema,
      response: bettingRecordResponseSchema,
      handler: async (body, request) =>
        records.bettingRecord(await requestOwner(request), body, request.locale),
    }),
    defineRelay({
      name: PROFIT_LOSS_RELAY,
      summary: "Profit and loss: the member's stakes, wins and profit by day or by game category",
      auth: 'member',
      realAccountOnly: true,
      body: profitLossBodySchema,
      response: profitLossResponseSchema,
      handler: async (body, request) => records.profitLoss(await requestOwner(request), body),
    }),
  ];
}

/** The relays on a database: what app.ts registers. */
export function createGameRecords(db: Database) {
  return { relays: gameRecordsRelays(createGameRecordsService(db)) };
}
