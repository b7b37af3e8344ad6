import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AggregatorAdapters } from './aggregator-adapter.js';
import { stalePendingDeposits } from './ewallet-deposits.repository.js';
import { settleEwalletDeposit, type SettleOutcome } from './ewallet-deposits.service.js';

export interface ReconcileReport {
  examined: number;
  outcomes: Partial<Record<SettleOutcome | 'expired_unsent', number>>;
  errors: number;
}

/**
 * Settles e-wallet payments whose notification never came: each payment pending for longer than `graceSeconds`
 * is asked about at its aggregator and its answer applied as a notification would be (settleEwalletDeposit:
 * credited once, whatever runs at the same time). A payment the aggregator never heard of (our call to create
 * it failed) expires with its time.
 */
export async function reconcileEwalletDeposits(
  db: Database,
  adapters: AggregatorAdapters,
  options: { graceSeconds: number; limit: number; onError?: (err: unknown, id: number) => void },
): Promise<ReconcileReport> {
  const report: ReconcileReport = { examined: 0, outcomes: {}, errors: 0 };
  const count = (outcome: keyof ReconcileReport['outcomes']) =>
    (report.outcomes[outcome] = (report.outcomes[outcome] ?? 0) + 1);
  for (const d of await stalePendingDeposits(db, options.graceSeconds, options.limit)) {
    report.examined += 1;
    try {
      const adapter = adapters.get(d.provider_code);
      const status = d.provider_txn_id && adapter ? await adapter.queryPayment(d.provider_txn_id) : null;
      if (status) count((await settleEwalletDeposit(db, d.provider_code, status)).outcome);
      else if (await expireUnsent(db, d.id)) count('expired_unsent');
    } catch (err) {
      report.errors += 1;
      options.onError?.(err, d.id);
    }
  }
  return report;
}

/** A payment the aggregator has no record of, past its time: expired (a conditional update, once). */
async function expireUnsent(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .updateTable('ewallet_deposits')
    .set({ status: 'expired', failure_reason: 'NOT_CREATED', settled_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expires_at', '<=', sql<Date>`now()`)
    .returning('id')
    .execute();
  return rows.length > 0;
}
