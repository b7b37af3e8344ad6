import { createHmac } from 'node:crypto';
import type {
  VendorAnswer,
  VendorAuthenticateAnswer,
  VendorAuthenticateRequest,
  VendorBalanceRequest,
  VendorEndRoundRequest,
  VendorRoomsRequest,
  VendorWinBatchAnswer,
  VendorWinBatchRequest,
} from '@suerte/contracts';
import type pg from 'pg';
import type { Database } from '../../db/database.js';
import { memoizeFor } from '../../lib/memo.js';
import { houseAccount, memberAccount } from '../ledger/index.js';
import { hashLaunchToken, LAUNCH_TOKEN_TTL } from './game-launch.service.js';
import { playerOf, redeemLaunch, type Player } from './game-launch.repository.js';
import { closeRound } from './game-rounds.repository.js';
import type { Accounts, MoneyContext } from './vendor-apply.js';
import { createBetBatcher } from './bet-batch.js';
import { bet, rollback, win } from './vendor-money.service.js';
import { answerOf, shardOf } from './vendor-request.js';
import { upsertVendorRooms } from './vendor-rooms.repository.js';
import { winBatch } from './win-batch.js';
import { allVendorCredentials, type VendorCredentials } from './vendor-wallet.repository.js';

/** A member's stable id at one vendor: keyed with the vendor's secret, so it says nothing about member ids. */
function playerRef(secret: string, memberId: number): string {
  return createHmac('sha256', secret).update(`player-ref:${memberId}`).digest('hex').slice(0, 32);
}

interface PlayerRequest {
  playerId: string;
  currency: string;
}

/** The vendor wallet API's operations; single-wallet mode: games play from the member's main wallet. */
export function createVendorWalletService(
  db: Database,
  options: {
    cacheMs: number;
    /** See createBetBatcher. */
    preparedPool?: pg.Pool | null;
    /** False: every bet takes the transaction path (tests compare the two paths). */
    fastBets?: boolean;
  },
) {
  const vendors = memoizeFor(options.cacheMs, () => allVendorCredentials(db));
  // House-side account ids never change once committed; bounded by merchants × currencies × vendors × shards.
  const clearingIds = new Map<string, number>();
  // The common bet in one statement, coalesced per player; anything unusual takes the transaction path below.
  const bets = createBetBatcher(db, { preparedPool: options.preparedPool, enabled: options.fastBets });

  async function accounts(vendorCode: string, player: Player, shardKey: string): Promise<Accounts> {
    const member = { id: player.memberId, merchantCode: player.merchantCode, currency: player.currency };
    const main = player.accountId ?? (await memberAccount(db, member, 'member_main')).id;
    const shard = shardOf(shardKey);
    const cacheKey = `${player.merchantCode}|${player.currency}|${vendorCode}|${shard}`;
    let clearing = clearingIds.get(cacheKey);
    if (clearing === undefined) {
      const house = {
        merchantCode: player.merchantCode,
        currency: player.currency,
        kind: 'vendor_clearing',
      } as const;
      clearing = await houseAccount(db, house, vendorCode, shard);
      clearingIds.set(cacheKey, clearing);
    }
    return { main, clearing };
  }

  /** Finds the player and checks the currency; every other answer needs both. */
  async function withPlayer(
    vendorCode: string,
    body: PlayerRequest,
    then: (player: Player) => Promise<VendorAnswer>,
  ): Promise<VendorAnswer> {
    const player = await playerOf(db, vendorCode, body.playerId);
    if (!player) return answerOf('PLAYER_NOT_FOUND', 0, body.currency);
    if (player.currency !== body.currency)
      return answerOf('CURRENCY_MISMATCH', player.balance, player.currency);
    return then(player);
  }

  async function money(vendorCode: string, player: Player): Promise<MoneyContext> {
    // The route checked the vendor's signature, so it exists (a vendor is never deleted).
    const vendor = (await vendors()).get(vendorCode)!;
    return { db, vendorCode, vendor, player, accounts: (p, shardKey) => accounts(vendorCode, p, shardKey) };
  }

  return {
    async credentials(vendorCode: string): Promise<VendorCredentials | undefined> {
      return (await vendors()).get(vendorCode);
    },

    authenticate: (vendorCode: string, body: VendorAuthenticateRequest): Promise<VendorAuthenticateAnswer> =>
      withPlayer(vendorCode, body, async (player) => {
        if (player.blocked) return answerOf('PLAYER_BLOCKED', player.balance, player.currency);
        if (!player.sessionLive) return answerOf('SESSION_EXPIRED', player.balance, player.currency);
        const redeemed = await redeemLaunch(db, {
          vendorCode,
          playerId: player.playerId,
          tokenHash: hashLaunchToken(body.launchToken),
          tokenTtl: LAUNCH_TOKEN_TTL,
        });
        if (!redeemed) return answerOf('INVALID_TOKEN', player.balance, player.currency);
        const { secret } = (await vendors()).get(vendorCode)!;
        return {
          ...answerOf('OK', player.balance, player.currency),
          merchantCode: player.merchantCode,
          playerRef: playerRef(secret, player.memberId),
        };
      }),

    balance: (vendorCode: string, body: VendorBalanceRequest) =>
      withPlayer(vendorCode, body, async (player) => answerOf('OK', player.balance, player.currency)),

    bet: async (vendorCode: string, body: Parameters<typeof bet>[1]) =>
      (await bets.submit(vendorCode, body)) ??
      withPlayer(vendorCode, body, async (player) => bet(await money(vendorCode, player), body)),

    win: (vendorCode: string, body: Parameters<typeof win>[1]) =>
      withPlayer(vendorCode, body, async (player) => win(await money(vendorCode, player), body)),

    /** Many wins in one call: each answered as the single win call with its fields would be. */
    async 'win-batch'(vendorCode: string, body: VendorWinBatchRequest): Promise<VendorWinBatchAnswer> {
      const vendor = (await vendors()).get(vendorCode)!;
      const results = await winBatch(
        { db, vendorCode, vendor, accounts: (p, shardKey) => accounts(vendorCode, p, shardKey) },
        body.wins,
      );
      return { results };
    },

    rollback: (vendorCode: string, body: Parameters<typeof rollback>[1]) =>
      withPlayer(vendorCode, body, async (player) => rollback(await money(vendorCode, player), body)),

    /** A vendor's PVP room snapshot (GLS2_roomList); rooms keep their newest report. */
    rooms: async (vendorCode: string, body: Pick<VendorRoomsRequest, 'at' | 'rooms'>) => ({
      status: 'OK' as const,
      updated: await upsertVendorRooms(db, vendorCode, body),
    }),

    /** Idempotent: ending an ended or unknown round is OK, and later bets or wins on it are refused. */
    'end-round': (vendorCode: string, body: VendorEndRoundRequest) =>
      withPlayer(vendorCode, body, async (player) => {
        await closeRound(
          db,
          { vendorCode, roundId: body.roundId, memberId: player.memberId },
          player.currency,
        );
        return answerOf('OK', player.balance, player.currency);
      }),
  };
}

export type VendorWalletService = ReturnType<typeof createVendorWalletService>;
