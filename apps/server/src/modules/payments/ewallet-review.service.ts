import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB, EwalletNotificationReviewsTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';
import { AppError } from '../../http/kernel/app-error.js';
import { appendAudit } from '../audit/index.js';
import { lockEwalletDeposit } from './ewallet-deposits.repository.js';
import { creditEwalletDeposit } from './ewallet-deposits.service.js';
import { closeEwalletReport, lockEwalletReport, openEwalletReports } from './ewallet-review.repository.js';
import { lockPayout } from './payouts.repository.js';
import { refundHold } from './withdrawal-ops.service.js';
import { updateWithdrawal } from './withdrawals.repository.js';

export type EwalletReviewAction = 'credit' | 'dismiss';
export type EwalletReportRow = Selectable<EwalletNotificationReviewsTable>;

/**
 * The operator's side of e-wallet reports an aggregator sent that were not applied (`ops ewallet-payment:*`):
 * another amount or currency than the payment's, or a state contradicting its final one. Credit puts money in
 * the member's main wallet once: a deposit the aggregator reports paid after we closed it (the ledger key is the
 * aggregator's transaction id, the same as an automatic credit's), or a payout still being paid whose report did
 * not match, which then fails and returns the held amount (the key a rejection uses). Any report may be
 * dismissed with a note. Every decision is audited; deciding a decided report changes nothing.
 */
export function createEwalletReview(db: Database) {
  async function resolve(actor: string, id: number, action: EwalletReviewAction, note: string) {
    if (!note.trim()) throw new AppError('VALIDATION_FAILED', 'a note is required');
    return db.transaction().execute(async (trx) => {
      const report = await lockEwalletReport(trx, id);
      if (!report) throw new AppError('NOT_FOUND', `no e-wallet report ${id}`);
      if (report.reviewed_at) return { report, changed: false, ledgerTransactionId: null };
      let ledgerTransactionId: number | null = null;
      if (action === 'credit') {
        ledgerTransactionId =
          report.payment === 'deposit'
            ? await creditLateDeposit(trx, actor, report)
            : await returnPayout(trx, actor, report);
      }
      const after = await closeEwalletReport(trx, id, {
        decision: action,
        note: note.trim(),
        actor,
        ledgerTransactionId,
      });
      await appendAudit(trx, {
        actor,
        action: `ewallet-${report.payment}.review-${action}`,
        target:
          report.payment === 'deposit'
            ? `ewallet-deposit:${report.deposit_id}`
            : `withdrawal:${report.withdrawal_id}`,
        before: {
          report: id,
          outcome: report.outcome,
          ours: report.our_status,
          reported: report.reported_status,
        },
        after: { note: note.trim(), ledgerTransactionId },
      });
      return { report: after, changed: true, ledgerTransactionId };
    });
  }
  return { list: (limit = 50) => openEwalletReports(db, limit), resolve };
}
export type EwalletReview = ReturnType<typeof createEwalletReview>;

/** Paid at the aggregator after we closed it (failed or expired): credited now, with the payment's amount. */
async function creditLateDeposit(trx: Transaction<DB>, actor: string, r: EwalletReportRow): Promise<number> {
  const d = await lockEwalletDeposit(trx, r.deposit_id!);
  if (!d) throw new AppError('NOT_FOUND', `unknown e-wallet deposit ${r.deposit_id}`);
  const late =
    r.reported_status === 'paid' &&
    (d.status === 'failed' || d.status === 'expired') &&
    r.amount === d.amount &&
    r.currency_code === d.currency_code &&
    r.provider_code === d.provider_code &&
    r.provider_txn_id === d.provider_txn_id;
  if (!late) {
    throw new AppError(
      'CONFLICT',
      `e-wallet report ${r.id} is ${r.outcome} (${r.reported_status} for a ${d.status} deposit): only a late payment of the deposit's amount can be credited`,
    );
  }
  const paid = await creditEwalletDeposit(trx, d, {
    provider: r.provider_code,
    transactionId: r.provider_txn_id,
    actor: `operator:${actor}`,
  });
  return paid.ledger_transaction_id!;
}

/** A payout still being paid that the operator found did not arrive: it fails and the held amount comes back. */
async function returnPayout(trx: Transaction<DB>, actor: string, r: EwalletReportRow): Promise<number> {
  const w = await lockPayout(trx, r.withdrawal_id!);
  if (!w) throw new AppError('NOT_FOUND', `unknown withdrawal ${r.withdrawal_id}`);
  if (w.status !== 'paying') {
    throw new AppError(
      'CONFLICT',
      `withdrawal ${w.id} is ${w.status}: only a payout still being paid can be credited back`,
    );
  }
  const refund = await refundHold(trx, actor, w, 'operator');
  await updateWithdrawal(trx, w.id, {
    status: 'failed',
    failure_reason: 'PAYOUT_NOT_RECEIVED',
    refund_transaction_id: refund,
  });
  return refund;
}
