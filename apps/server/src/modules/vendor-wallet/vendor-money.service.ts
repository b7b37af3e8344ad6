import type {
  VendorAnswer,
  VendorBetRequest,
  VendorRollbackRequest,
  VendorWinRequest,
} from '@suerte/contracts';
import { mainBalance } from './game-launch.repository.js';
import {
  addBonusWin,
  addToRound,
  lockRound,
  takeBackStake,
  type RoundKey,
} from './game-rounds.repository.js';
import { applyOnce, postMove, type MoneyContext } from './vendor-apply.js';
import { VendorRefusal } from './vendor-request.js';
import { claimTransaction, markRolledBack, vendorTransaction } from './vendor-transactions.repository.js';
import { brokenLimit, effectiveLimits } from './win-limits.js';

const roundKey = (ctx: MoneyContext, roundId: string): RoundKey => ({
  vendorCode: ctx.vendorCode,
  roundId,
  memberId: ctx.player.memberId,
});

export function bet(ctx: MoneyContext, body: VendorBetRequest): Promise<VendorAnswer> {
  return applyOnce(ctx, 'bet', body, body.roundId, async (trx, accounts) => {
    // Checked after the claim, so a retried bet still gets its first answer once the session has ended.
    if (ctx.player.blocked) throw new VendorRefusal('PLAYER_BLOCKED');
    if (!ctx.player.sessionLive) throw new VendorRefusal('SESSION_EXPIRED');
    const move = {
      gameCode: body.gameCode,
      currency: body.currency,
      kind: 'stake',
      amount: body.amount,
    } as const;
    if (!(await addToRound(trx, roundKey(ctx, body.roundId), move))) throw new VendorRefusal('ROUND_CLOSED');
    return postMove(trx, ctx, accounts, {
      kind: 'bet',
      transactionId: body.transactionId,
      reference: body.roundId,
      memberDelta: -body.amount,
    });
  });
}

/**
 * Wins are owed to the player: accepted whatever the session or account status, within the vendor's (or the
 * game's) limits on one win and on the round's total. A win on a round where the player has no bet is a bonus
 * win: refused unless the vendor is allowed them, then posted and counted as such.
 */
export function win(ctx: MoneyContext, body: VendorWinRequest): Promise<VendorAnswer> {
  return applyOnce(ctx, 'win', body, body.roundId, async (trx, accounts) => {
    const limits = effectiveLimits(ctx.vendor.limits, ctx.vendor.gameLimits.get(body.gameCode));
    // Checked before the round adds it, so the round's total stays far inside the safe integers.
    if (brokenLimit(limits, body.amount, 0)) throw new VendorRefusal('WIN_LIMIT');
    const move = {
      gameCode: body.gameCode,
      currency: body.currency,
      kind: 'win',
      amount: body.amount,
    } as const;
    const key = roundKey(ctx, body.roundId);
    const round = await addToRound(trx, key, move);
    if (!round) throw new VendorRefusal('ROUND_CLOSED');
    if (brokenLimit(limits, body.amount, round.winTotal)) throw new VendorRefusal('WIN_LIMIT');
    if (body.amount === 0) {
      return { ledgerTransactionId: null, balance: await mainBalance(trx, ctx.player.memberId) };
    }
    const bonus = round.stakeTotal === 0;
    if (bonus && !ctx.vendor.bonusWins) throw new VendorRefusal('BONUS_WIN_NOT_ALLOWED');
    if (bonus) await addBonusWin(trx, key, body.amount);
    return postMove(trx, ctx, accounts, {
      kind: bonus ? 'bonus_win' : 'win',
      transactionId: body.transactionId,
      reference: body.roundId,
      memberDelta: body.amount,
    });
  });
}

/**
 * Returns a bet's original amount. An unknown bet leaves a tombstone so that, arriving late, it is refused;
 * a bet whose round has a win or was ended stays (ROUND_CLOSED).
 */
export function rollback(ctx: MoneyContext, body: VendorRollbackRequest): Promise<VendorAnswer> {
  const { vendorCode, player } = ctx;
  const betId = body.referenceTransactionId;
  // The clearing shard follows the bet's id: known before the bet row is read.
  return applyOnce(ctx, 'rollback', body, betId, async (trx, accounts) => {
    let original = await vendorTransaction(trx, vendorCode, betId, true);
    if (!original) {
      const tombstone = await claimTransaction(trx, {
        vendor_code: vendorCode,
        transaction_id: betId,
        action: 'bet',
        request_hash: null,
        player_id: player.playerId,
        member_id: player.memberId,
        status: 'tombstone',
      });
      if (tombstone !== null)
        return { ledgerTransactionId: null, balance: await mainBalance(trx, player.memberId) };
      // The bet itself committed meanwhile: roll it back like any other.
      original = await vendorTransaction(trx, vendorCode, betId, true);
    }
    if (!original || original.action !== 'bet' || original.member_id !== player.memberId) {
      throw new VendorRefusal('TRANSACTION_NOT_FOUND');
    }
    if (original.status !== 'applied') throw new VendorRefusal('BET_ALREADY_ROLLED_BACK');
    const key = roundKey(ctx, original.round_id!);
    const round = await lockRound(trx, key);
    if (!round || round.status === 'closed' || round.win_count > 0) throw new VendorRefusal('ROUND_CLOSED');
    await takeBackStake(trx, key, original.amount!);
    await markRolledBack(trx, original.id);
    return postMove(trx, ctx, accounts, {
      kind: 'rollback',
      transactionId: body.transactionId,
      reference: original.round_id!,
      memberDelta: original.amount!,
    });
  });
}
