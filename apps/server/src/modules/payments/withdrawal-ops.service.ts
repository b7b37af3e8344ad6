import { dbNow } from '../../db/executor.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/kernel/app-error.js';
import { appendAudit } from '../audit/index.js';
import { houseAccount, memberAccount, post } from '../ledger/index.js';
import {
  autoConfirmDue,
  findWithdrawal,
  lockWithdrawal,
  updateWithdrawal,
  withdrawalProofs,
  withdrawalsByStatus,
  type WithdrawalRow,
} from './withdrawals.repository.js';

type Status = WithdrawalRow['status'];

/** Where each operator action may start from. not_received waits here for the operator's review. */
const FROM: Record<'approve' | 'reject' | 'disburse', readonly Status[]> = {
  approve: ['pending'],
  reject: ['pending', 'approved', 'not_received'],
  disburse: ['approved', 'not_received'],
};
const TO: Record<keyof typeof FROM, Status> = {
  approve: 'approved',
  reject: 'rejected',
  disburse: 'disbursed',
};

/** What the operator's withdrawal functions work with. */
export interface WithdrawalOpsDeps {
  db: Database;
}

/**
 * Operator decisions on withdrawals; each commits with its audit entry. A rejection returns the held funds by
 * a reversing posting keyed by the withdrawal (once, whatever happens). A disbursement only records that the
 * payout left: the hold stays in payment clearing, which is where the money went.
 */
export function createWithdrawalOpsService(db: Database) {
  const deps: WithdrawalOpsDeps = { db };
  return {
    approve: (actor: string, id: number) => decideWithdrawal(deps, actor, id, 'approve'),
    reject: (actor: string, id: number, reason: string) =>
      decideWithdrawal(deps, actor, id, 'reject', reason),
    disburse: (actor: string, id: number) => decideWithdrawal(deps, actor, id, 'disburse'),
    byStatus: (status: Status | undefined, limit = 50) => withdrawalsByStatus(db, status, limit),
    proofs: (actor: string, id: number) => readWithdrawalProofs(deps, actor, id),
  };
}
export type WithdrawalOpsService = ReturnType<typeof createWithdrawalOpsService>;

/** Moves a withdrawal on by an operator's action; repeating the action changes nothing and says so. */
export async function decideWithdrawal(
  deps: WithdrawalOpsDeps,
  actor: string,
  id: number,
  action: keyof typeof FROM,
  reason?: string,
) {
  if (action === 'reject' && !reason?.trim()) throw new AppError('VALIDATION_FAILED', 'a reason is required');
  return deps.db.transaction().execute(async (trx) => {
    const w = await lockWithdrawal(trx, id);
    if (!w) throw new AppError('NOT_FOUND', `unknown withdrawal ${id}`);
    if (w.status === TO[action]) return { withdrawal: w, changed: false };
    if (!FROM[action].includes(w.status)) throw new AppError('CONFLICT', `withdrawal ${id} is ${w.status}`);
    // A provider pays these out itself once approved (payouts.service.ts): there is no hand disbursement.
    if (action === 'disburse' && w.provider_code)
      throw new AppError('CONFLICT', `withdrawal ${id} is paid out by ${w.provider_code}, not by hand`);
    const refund = action === 'reject' ? await refundHold(trx, actor, w) : null;
    const now = dbNow();
    const after = await updateWithdrawal(trx, id, {
      status: TO[action],
      decided_by: actor,
      ...(action === 'approve' ? { approved_at: now } : {}),
      ...(action === 'disburse' ? { disbursed_at: now, confirmed_at: null } : {}),
      ...(action === 'reject' ? { reason: reason!.trim(), refund_transaction_id: refund } : {}),
    });
    await appendAudit(trx, {
      actor,
      action: `withdrawal.${action}`,
      target: `withdrawal:${id}`,
      before: { status: w.status },
      after: {
        status: after.status,
        ...(refund ? { refundTransactionId: refund, reason: after.reason } : {}),
      },
    });
    return { withdrawal: after, changed: true };
  });
}

/**
 * Returns the held amount from payment clearing to the member's main wallet; the posting's id. One key per
 * withdrawal (an operator's rejection or a failed payout): the money goes back once, whichever comes.
 */
export async function refundHold(
  trx: Transaction<DB>,
  actor: string,
  w: WithdrawalRow,
  by: 'operator' | 'provider' = 'operator',
): Promise<number> {
  const house = { merchantCode: w.merchant_code, currency: w.currency_code };
  const main = await memberAccount(trx, { id: w.member_id, ...house }, 'member_main');
  const clearing = await houseAccount(trx, { ...house, kind: 'payment_clearing' });
  const posted = await post(trx, {
    ...house,
    kind: 'withdrawal_refund',
    reference: `withdrawal:${w.id}`,
    idempotencyKey: `withdrawal_refund:${w.id}`,
    actor: `${by}:${actor}`,
    legs: [
      { accountId: main.id, amount: w.amount },
      { accountId: clearing, amount: -w.amount },
    ],
  });
  return posted.transactionId;
}

/** A withdrawal's proof images. They are the member's bank documents, so who took them is logged. */
export async function readWithdrawalProofs(deps: WithdrawalOpsDeps, actor: string, id: number) {
  const withdrawal = await findWithdrawal(deps.db, id);
  if (!withdrawal) throw new AppError('NOT_FOUND', `unknown withdrawal ${id}`);
  const proofs = await withdrawalProofs(deps.db, id);
  if (proofs.length > 0) {
    await appendAudit(deps.db, {
      actor,
      action: 'withdrawal.proofs-read',
      target: `withdrawal:${id}`,
      before: undefined,
      after: { proofIds: proofs.map((p) => p.id) },
    });
  }
  return { withdrawal, proofs };
}

/**
 * Counts as received every disbursed withdrawal the member left unanswered for the merchant's
 * autoConfirmMinutes (default 60). `now` defaults to the database's clock; tests pass a later time. Idempotent:
 * each withdrawal changes once, a second run finds nothing. Returns the ids it confirmed.
 */
export function autoConfirmWithdrawals(db: Database, now?: Date): Promise<number[]> {
  return autoConfirmDue(db, now ?? null);
}
