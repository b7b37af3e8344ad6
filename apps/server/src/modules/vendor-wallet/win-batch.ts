import type { VendorAnswer, VendorWinBatchItem, VendorWinBatchResult } from '@suerte/contracts';
import type { Transaction } from 'kysely';
import { isTransientConflict, retryTransient } from '../../db/db-errors.js';
import type { DB } from '../../db/schema.js';
import { postBatchIn, type BatchPosting } from '../ledger/index.js';
import { playerOf, type Player } from './game-launch.repository.js';
import type { Accounts, MoneyContext } from './vendor-apply.js';
import { answerOf, ledgerKey, requestHash } from './vendor-request.js';
import type { VendorCredentials } from './vendor-wallet.repository.js';
import { planWins, type PlannedWin } from './win-batch-plan.js';
import {
  addWinsToRounds,
  claimWins,
  completeClaims,
  lockRounds,
  mainBalances,
  releaseClaims,
  roundKeyOf,
  transactionsByIds,
  type RoundWins,
} from './win-batch.repository.js';
import { effectiveLimits } from './win-limits.js';

/** A round another call opened while this batch was deciding: the batch is decided again from the start. */
class RoundRace extends Error {
  readonly code = '40001';
}

interface Candidate {
  index: number;
  item: VendorWinBatchItem;
  player: Player;
  accounts: Accounts;
  hash: string;
  roundKey: string;
}

export interface WinBatchContext {
  db: MoneyContext['db'];
  vendorCode: string;
  vendor: VendorCredentials;
  accounts: MoneyContext['accounts'];
}

/**
 * Many wins in one database transaction, each decided exactly as a single `win` call with the same fields: the
 * same transaction ids (a win paid by a single call or an earlier batch replays its first answer; the same id
 * with other fields is DUPLICATE_MISMATCH; a repeat inside the batch answers like the first), the same limits,
 * closed rounds and bonus-win rule. The journal postings go through the ledger's batch posting in one statement.
 * Refused wins write nothing and leave their ids free. The batch is all or nothing as a database transaction:
 * an error answers nothing and the same batch may be sent again.
 */
export async function winBatch(
  ctx: WinBatchContext,
  wins: readonly VendorWinBatchItem[],
): Promise<VendorWinBatchResult[]> {
  const results: (VendorWinBatchResult | undefined)[] = new Array(wins.length);
  const answer = (index: number, value: VendorAnswer) => {
    results[index] = { ...value, transactionId: wins[index]!.transactionId };
  };

  // Players first, outside the transaction (as a single call reads them).
  const players = new Map<string, Player | undefined>();
  for (const playerId of new Set(wins.map((w) => w.playerId))) {
    players.set(playerId, await playerOf(ctx.db, ctx.vendorCode, playerId));
  }
  const firstOf = new Map<string, number>();
  const candidates: Candidate[] = [];
  for (const [index, item] of wins.entries()) {
    const player = players.get(item.playerId);
    if (!player) answer(index, answerOf('PLAYER_NOT_FOUND', 0, item.currency));
    else if (player.currency !== item.currency)
      answer(index, answerOf('CURRENCY_MISMATCH', player.balance, player.currency));
    // A repeat inside the batch is answered after the first is decided.
    else if (firstOf.has(item.transactionId)) continue;
    else {
      firstOf.set(item.transactionId, index);
      candidates.push({
        index,
        item,
        player,
        accounts: await ctx.accounts(player, item.roundId),
        hash: requestHash('win', item),
        roundKey: roundKeyOf(ctx.vendorCode, item.roundId, player.memberId),
      });
    }
  }

  const decided = await retryTransient(
    () => ctx.db.transaction().execute((trx) => decide(trx, ctx, candidates)),
    { retryable: (err) => err instanceof RoundRace || isTransientConflict(err) },
  );
  for (const [index, value] of decided) answer(index, value);

  // Repeats inside the batch: the first's answer when the fields are the same.
  for (const [index, item] of wins.entries()) {
    if (results[index]) continue;
    const first = firstOf.get(item.transactionId)!;
    const same = requestHash('win', item) === requestHash('win', wins[first]!);
    const firstAnswer = results[first]!;
    const player = players.get(item.playerId)!;
    if (!same) answer(index, answerOf('DUPLICATE_MISMATCH', firstAnswer.balance, player.currency));
    else
      answer(index, {
        status: firstAnswer.status,
        balance: firstAnswer.balance,
        currency: firstAnswer.currency,
      });
  }
  return results as VendorWinBatchResult[];
}

async function decide(
  trx: Transaction<DB>,
  ctx: WinBatchContext,
  candidates: readonly Candidate[],
): Promise<Map<number, VendorAnswer>> {
  const out = new Map<number, VendorAnswer>();
  const claims = await claimWins(
    trx,
    ctx.vendorCode,
    candidates.map((c) => ({
      transactionId: c.item.transactionId,
      requestHash: c.hash,
      playerId: c.player.playerId,
      memberId: c.player.memberId,
      roundId: c.item.roundId,
      amount: c.item.amount,
    })),
  );
  const claimed = candidates.filter((c) => claims.has(c.item.transactionId));
  const taken = candidates.filter((c) => !claims.has(c.item.transactionId));
  const balances = await mainBalances(trx, [...new Set(candidates.map((c) => c.player.memberId))]);
  const balanceOf = (c: Candidate) => balances.get(c.player.memberId) ?? 0;

  // Ids used before: the first answer of the same request, else a mismatch.
  const earlier = await transactionsByIds(
    trx,
    ctx.vendorCode,
    taken.map((c) => c.item.transactionId),
  );
  for (const c of taken) {
    const first = earlier.get(c.item.transactionId);
    out.set(
      c.index,
      first?.answer && first.request_hash === c.hash && first.status !== 'tombstone'
        ? (first.answer as VendorAnswer)
        : answerOf('DUPLICATE_MISMATCH', balanceOf(c), c.player.currency),
    );
  }

  const rounds = await lockRounds(
    trx,
    ctx.vendorCode,
    claimed.map((c) => ({ roundId: c.item.roundId, memberId: c.player.memberId })),
  );
  const planned: PlannedWin[] = claimed.map((c) => ({
    roundKey: c.roundKey,
    amount: c.item.amount,
    limits: effectiveLimits(ctx.vendor.limits, ctx.vendor.gameLimits.get(c.item.gameCode)),
    bonusWins: ctx.vendor.bonusWins,
  }));
  const decisions = planWins(planned, rounds);

  const postings: BatchPosting[] = [];
  const posted: number[] = [];
  for (const [i, d] of decisions.entries()) {
    if (d.action !== 'post') continue;
    const c = claimed[i]!;
    posted.push(i);
    postings.push({
      merchantCode: c.player.merchantCode,
      currency: c.player.currency,
      kind: d.bonus ? 'bonus_win' : 'win',
      reference: `${ctx.vendorCode}:${c.item.roundId}`,
      idempotencyKey: ledgerKey(ctx.vendorCode, c.item.transactionId),
      actor: `vendor:${ctx.vendorCode}`,
      legs: [
        { accountId: c.accounts.main, amount: c.item.amount },
        { accountId: c.accounts.clearing, amount: -c.item.amount },
      ],
    });
  }
  const ledger = await postBatchIn(trx, postings);

  // Each claimed win's outcome, in batch order, with the member's balance right after it.
  const release: number[] = [];
  const done: { id: number; ledgerTransactionId: number | null; answer: VendorAnswer }[] = [];
  const roundWins = new Map<string, RoundWins>();
  const current = new Map(balances);
  const ledgerOf = new Map(posted.map((i, n) => [i, ledger[n]!]));
  for (const [i, c] of claimed.entries()) {
    const d = decisions[i]!;
    const claimId = claims.get(c.item.transactionId)!;
    const memberId = c.player.memberId;
    let status: VendorAnswer['status'] = 'OK';
    let ledgerTransactionId: number | null = null;
    if (d.action === 'refuse') status = d.status;
    else if (d.action === 'post') {
      const result = ledgerOf.get(i)!;
      if (result.status === 'refused') status = result.code;
      else if (result.status === 'replayed') {
        // The claim above makes a second posting under this key impossible; a replay here would be a bug.
        throw new Error(`ledger key of ${c.item.transactionId} was already used`);
      } else {
        ledgerTransactionId = result.transactionId;
        current.set(memberId, result.balances.get(c.accounts.main)!);
      }
    }
    const value = answerOf(status, current.get(memberId) ?? 0, c.player.currency);
    out.set(c.index, value);
    if (status !== 'OK') {
      release.push(claimId);
      continue;
    }
    done.push({ id: claimId, ledgerTransactionId, answer: value });
    const round = roundWins.get(c.roundKey) ?? {
      roundId: c.item.roundId,
      memberId,
      gameCode: c.item.gameCode,
      currency: c.player.currency,
      winTotal: 0,
      winCount: 0,
      bonusTotal: 0,
    };
    round.winTotal += c.item.amount;
    round.winCount += 1;
    if (d.action === 'post' && d.bonus) round.bonusTotal += c.item.amount;
    roundWins.set(c.roundKey, round);
  }

  const after = await addWinsToRounds(trx, ctx.vendorCode, [...roundWins.values()]);
  for (const [key, added] of roundWins) {
    const before = rounds.get(key) ?? { status: 'open', stakeTotal: 0, winTotal: 0 };
    const now = after.get(key);
    // Another call opened or changed a round this batch read as absent: decide again with it locked.
    if (!now || now.winTotal !== before.winTotal + added.winTotal || now.stakeTotal !== before.stakeTotal) {
      throw new RoundRace('a round changed while the batch was decided');
    }
  }
  await releaseClaims(trx, release);
  await completeClaims(trx, done);
  return out;
}
