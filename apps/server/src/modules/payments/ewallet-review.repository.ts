import type { Transaction } from 'kysely';
import { dbNow, type Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import type { AggregatorStatus } from './aggregator-adapter.js';

/**
 * Keeps an aggregator's report on an e-wallet deposit or payout that was not applied (another amount or
 * currency, or contradicting the payment's final state) for an operator to decide. The same report again (the
 * provider retries, reconciliation asks again) is one row.
 */
export async function flagEwalletReport(
  db: Executor,
  report: {
    payment: 'deposit' | 'payout';
    provider: string;
    status: AggregatorStatus;
    outcome: 'mismatch' | 'contradicts';
    target: { deposit_id: number } | { withdrawal_id: number };
    ourStatus: string;
  },
): Promise<void> {
  await db
    .insertInto('ewallet_notification_reviews')
    .values({
      payment: report.payment,
      provider_code: report.provider,
      provider_txn_id: report.status.transactionId,
      ...report.target,
      outcome: report.outcome,
      our_status: report.ourStatus,
      reported_status: report.status.status,
      amount: report.status.amount,
      currency_code: report.status.currency,
      reason: report.status.reason,
    })
    .onConflict((oc) => oc.constraint('ewallet_notification_reviews_report_uq').doNothing())
    .execute();
}

/** Reports waiting for an operator, oldest first. */
export function openEwalletReports(db: Executor, limit: number) {
  return db
    .selectFrom('ewallet_notification_reviews')
    .selectAll()
    .where('reviewed_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function lockEwalletReport(trx: Transaction<DB>, id: number) {
  return trx
    .selectFrom('ewallet_notification_reviews')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function closeEwalletReport(
  trx: Transaction<DB>,
  id: number,
  decision: {
    decision: 'credit' | 'dismiss';
    note: string;
    actor: string;
    ledgerTransactionId: number | null;
  },
) {
  return trx
    .updateTable('ewallet_notification_reviews')
    .set({
      decision: decision.decision,
      note: decision.note,
      reviewed_by: decision.actor,
      reviewed_at: dbNow(),
      ledger_transaction_id: decision.ledgerTransactionId,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
