import type {
  VendorAnswer,
  VendorBetRequest,
  VendorRollbackRequest,
  VendorWinRequest,
} from '@suerte/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { retryTransient } from '../../db/db-errors.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/kernel/app-error.js';
import { post } from '../ledger/index.js';
import { mainBalance, type Player } from './game-launch.repository.js';
import { answerOf, ledgerKey, requestHash, VendorRefusal } from './vendor-request.js';
import {
  claimTransaction,
  completeTransaction,
  vendorTransaction,
} from './vendor-transactions.repository.js';
import type { VendorCredentials } from './vendor-wallet.repository.js';

type Trx = Transaction<DB>;

/** The member's main wallet and the vendor-clearing shard a money call posts to. */
export interface Accounts {
  main: number;
  clearing: number;
}

export interface MoneyContext {
  db: Database;
  vendorCode: string;
  /** The vendor's settings: win limits and whether it may pay bonus wins. */
  vendor: VendorCredentials;
  player: Player;
  /** Resolved before the database transaction starts, so a rolled-back call never caches a vanished id. */
  accounts(player: Player, shardKey: string): Promise<Accounts>;
}

export interface Applied {
  ledgerTransactionId: number | null;
  balance: number;
}

type MoneyRequest = VendorBetRequest | VendorWinRequest | VendorRollbackRequest;

/**
 * Runs one money call exactly once per (vendor, transaction id): the claim, the round, the journal posting and
 * the stored answer commit together. Refusals roll everything back, so a refused id (too little money, say)
 * stays free for a later retry, and answer with the balance as it is.
 */
export async function applyOnce(
  ctx: MoneyContext,
  action: 'bet' | 'win' | 'rollback',
  body: MoneyRequest,
  shardKey: string,
  work: (trx: Trx, accounts: Accounts) => Promise<Applied>,
): Promise<VendorAnswer> {
  const { player } = ctx;
  const hash = requestHash(action, body);
  const accounts = await ctx.accounts(player, shardKey);
  try {
    // A deadlock with a coalesced bet statement carrying the same id (each waits for a row the other wrote) cancels
    // one of the two; tried again, this call sees the committed claim and replays its answer.
    return await retryTransient(() =>
      ctx.db.transaction().execute(async (trx) => {
        const claimId = await claimTransaction(trx, {
          vendor_code: ctx.vendorCode,
          transaction_id: body.transactionId,
          action,
          request_hash: hash,
          player_id: player.playerId,
          member_id: player.memberId,
          round_id: 'roundId' in body ? body.roundId : null,
          reference_transaction_id: 'referenceTransactionId' in body ? body.referenceTransactionId : null,
          amount: 'amount' in body ? body.amount : null,
          status: 'applied',
        });
        if (claimId === null) return replay(trx, ctx.vendorCode, action, body.transactionId, hash);
        const applied = await work(trx, accounts);
        const answer = answerOf('OK', applied.balance, player.currency);
        await completeTransaction(trx, claimId, applied.ledgerTransactionId, answer);
        return answer;
      }),
    );
  } catch (err) {
    const status =
      err instanceof VendorRefusal
        ? err.status
        : err instanceof AppError && (err.code === 'INSUFFICIENT_FUNDS' || err.code === 'BALANCE_LIMIT')
          ? err.code
          : null;
    if (!status) throw err;
    return answerOf(status, await mainBalance(ctx.db, player.memberId), player.currency);
  }
}

/** The id was used before: the same request gets its first answer; anything else is refused. */
async function replay(
  trx: Trx,
  vendorCode: string,
  action: string,
  transactionId: string,
  hash: string,
): Promise<VendorAnswer> {
  const first = await vendorTransaction(trx, vendorCode, transactionId);
  if (first?.status === 'tombstone' && action === 'bet') throw new VendorRefusal('BET_ALREADY_ROLLED_BACK');
  if (!first?.answer || first.request_hash !== hash) throw new VendorRefusal('DUPLICATE_MISMATCH');
  return first.answer as VendorAnswer;
}

/** Posts the member's side (`memberDelta`) against the vendor-clearing shard in one journal transaction. */
export async function postMove(
  trx: Trx,
  ctx: MoneyContext,
  accounts: Accounts,
  posting: {
    /** bonus_win: a win paid on a round where the player has no bet. */
    kind: 'bet' | 'win' | 'bonus_win' | 'rollback';
    transactionId: string;
    reference: string;
    memberDelta: number;
  },
): Promise<Applied> {
  const result = await post(trx, {
    merchantCode: ctx.player.merchantCode,
    currency: ctx.player.currency,
    kind: posting.kind,
    reference: `${ctx.vendorCode}:${posting.reference}`,
    idempotencyKey: ledgerKey(ctx.vendorCode, posting.transactionId),
    actor: `vendor:${ctx.vendorCode}`,
    legs: [
      { accountId: accounts.main, amount: posting.memberDelta },
      { accountId: accounts.clearing, amount: -posting.memberDelta },
    ],
  });
  // The claim above makes a second posting under this key impossible; a replay here would be a bug.
  if (result.replayed) throw new Error(`ledger key of ${posting.transactionId} was already used`);
  return { ledgerTransactionId: result.transactionId, balance: result.balances.get(accounts.main)! };
}
