import type { WithdrawalBody, WithdrawalConfirmBody } from '@suerte/contracts';
import { dbNow } from '../../db/executor.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { LimiterFactory } from '../../http/kernel/rate-limit.js';
import { AppError } from '../../http/kernel/app-error.js';
import { houseAccount, memberAccount, post } from '../ledger/index.js';
import type { WalletOwner } from '../wallet/index.js';
import { firstCalls } from './first-call.js';
import type { PaymentPasswordService } from './payment-password.service.js';
import { withdrawalView } from './payment-views.js';
import { decodeProofImage } from './proof-images.js';
import type { AggregatorAdapters } from './aggregator-adapter.js';
import type { PaymentChannelService } from './payment-channels.service.js';
import { checkAmount, destinationNumber, payoutPlan, type PayoutPlan } from './withdrawal-terms.js';
import {
  insertProofs,
  insertWithdrawal,
  lockMember,
  lockWithdrawal,
  memberWithdrawals,
  proofCounts,
  updateWithdrawal,
  withdrawalByRequestId,
  withdrawalsToday,
  type WithdrawalRow,
} from './withdrawals.repository.js';

/** States the member may confirm from: a payout sent, or one reported as partly arrived. */
const CONFIRMABLE: readonly WithdrawalRow['status'][] = ['disbursed', 'partially_received'];

/** What the withdrawal functions work with. */
export interface WithdrawalDeps {
  db: Database;
  passwords: PaymentPasswordService;
  /** Lets only the first of the requests sharing a requestId decide (first-call.ts). */
  once: ReturnType<typeof firstCalls>;
  channels: PaymentChannelService;
  adapters: AggregatorAdapters;
}

/**
 * The member's withdrawals: a request holds the funds at once (main wallet → payment clearing, guarded, so
 * it cannot overdraw); the member confirms the payout after the operator disbursed it (spec §4).
 */
export function createWithdrawalService(
  db: Database,
  passwords: PaymentPasswordService,
  limiter: LimiterFactory,
  money: { channels: PaymentChannelService; adapters: AggregatorAdapters },
) {
  const deps: WithdrawalDeps = { db, passwords, once: firstCalls(limiter, 'withdrawal-request'), ...money };
  return {
    request: (owner: WalletOwner, body: WithdrawalBody) => requestWithdrawal(deps, owner, body),
    list: (memberId: number, page: Page) => listWithdrawals(deps, memberId, page),
    confirm: (memberId: number, id: number, body: WithdrawalConfirmBody) =>
      confirmWithdrawal(deps, memberId, id, body),
  };
}
export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

type Page = { pageNo: number; pageSize: number };

function replayOf(first: WithdrawalRow, body: WithdrawalBody) {
  if (first.amount !== body.amount || first.account_number !== destinationNumber(body)) {
    throw new AppError('CONFLICT', undefined, { reason: 'REQUEST_ID_REUSED', requestId: body.requestId });
  }
  return { ...withdrawalView(first), replayed: true, balance: null };
}

/**
 * Holds the funds of a new request; a repeat (same requestId) answers the first result without counting a
 * payment-password attempt, also while the first is still being decided.
 */
export function requestWithdrawal(deps: WithdrawalDeps, owner: WalletOwner, body: WithdrawalBody) {
  return deps.once({
    key: `${owner.id}:${body.requestId}`,
    earlier: async () => {
      const earlier = await withdrawalByRequestId(deps.db, owner.id, body.requestId);
      return earlier && replayOf(earlier, body);
    },
    decide: () => decideWithdrawal(deps, owner, body),
  });
}

/** Checks the password, that the money is real and the merchant's limits, then records the request and holds its funds. */
async function decideWithdrawal(deps: WithdrawalDeps, owner: WalletOwner, body: WithdrawalBody) {
  await deps.passwords.verify(owner.id, body.paymentPassword);
  // Demo merchants run on play money (free top-ups): none of it may leave as a payout (payoutPlan refuses).
  const plan = await payoutPlan(deps, owner, body);
  const { fee } = checkAmount(plan, body);
  const { limits } = plan;
  return deps.db.transaction().execute(async (trx) => {
    await lockMember(trx, owner.id);
    const first = await withdrawalByRequestId(trx, owner.id, body.requestId);
    if (first) return replayOf(first, body);
    if ((await withdrawalsToday(trx, owner.id)) >= limits.dailyWithdrawals) {
      throw new AppError('WITHDRAWAL_LIMIT', undefined, {
        reason: 'DAILY_COUNT',
        max: limits.dailyWithdrawals,
      });
    }
    return holdWithdrawal(trx, owner, body, { plan, fee });
  });
}

/** Records the request and moves its amount from the main wallet to payment clearing. */
async function holdWithdrawal(
  trx: Transaction<DB>,
  owner: WalletOwner,
  body: WithdrawalBody,
  payout: { plan: PayoutPlan; fee: number },
) {
  const house = { merchantCode: owner.merchantCode, currency: owner.currency };
  const row = await insertWithdrawal(trx, {
    merchant_code: owner.merchantCode,
    member_id: owner.id,
    currency_code: owner.currency,
    request_id: body.requestId,
    amount: body.amount,
    bank_name: body.destinationType === 'bank' ? (body.bankName ?? '') : payout.plan.method,
    account_name: body.accountName,
    account_number: destinationNumber(body),
    destination_type: body.destinationType,
    method: payout.plan.method,
    fee: payout.fee,
    provider_code: payout.plan.providerCode,
  });
  const main = await memberAccount(trx, { id: owner.id, ...house }, 'member_main');
  const clearing = await houseAccount(trx, { ...house, kind: 'payment_clearing' });
  // Throws INSUFFICIENT_FUNDS when the main wallet has too little: the request row rolls back with it.
  const posted = await post(trx, {
    ...house,
    kind: 'withdrawal_hold',
    reference: `withdrawal:${row.id}`,
    idempotencyKey: `withdrawal_hold:${row.id}`,
    actor: `member:${owner.id}`,
    legs: [
      { accountId: main.id, amount: -body.amount },
      { accountId: clearing, amount: body.amount },
    ],
  });
  const held = await updateWithdrawal(trx, row.id, { hold_transaction_id: posted.transactionId });
  return { ...withdrawalView(held), replayed: false, balance: posted.balances.get(main.id) ?? null };
}

export async function listWithdrawals(deps: Pick<WithdrawalDeps, 'db'>, memberId: number, page: Page) {
  const { rows, total } = await memberWithdrawals(deps.db, memberId, page);
  const counts = await proofCounts(
    deps.db,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => withdrawalView(r, counts.get(r.id) ?? 0)), total, ...page };
}

/**
 * The member's answer to a disbursed payout. not_received needs 1–3 proof images and stays for operator
 * review (the hold is neither refunded nor released until the operator decides).
 */
export async function confirmWithdrawal(
  deps: Pick<WithdrawalDeps, 'db'>,
  memberId: number,
  id: number,
  body: WithdrawalConfirmBody,
) {
  const proofs = (body.proofs ?? []).map((p, i) => decodeProofImage(p, i));
  if (body.outcome === 'not_received' && proofs.length === 0) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      issues: [{ path: 'body.proofs', message: 'proof images are required when not received' }],
    });
  }
  if (proofs.length > 0 && !['not_received', 'partially_received'].includes(body.outcome)) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      issues: [{ path: 'body.proofs', message: 'proof images go with not or partially received' }],
    });
  }
  return deps.db.transaction().execute(async (trx) => {
    const w = await lockWithdrawal(trx, id);
    if (!w || w.member_id !== memberId) throw new AppError('NOT_FOUND');
    if (!CONFIRMABLE.includes(w.status)) {
      throw new AppError('CONFLICT', undefined, { reason: 'NOT_CONFIRMABLE', status: w.status });
    }
    const after = await updateWithdrawal(trx, id, {
      status: body.outcome,
      note: body.note ?? w.note,
      confirmed_at: dbNow(),
    });
    await insertProofs(trx, id, proofs);
    const counts = await proofCounts(trx, [id]);
    return withdrawalView(after, counts.get(id) ?? 0);
  });
}
