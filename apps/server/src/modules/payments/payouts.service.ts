import type { Database } from '../../db/database.js';
import { dbNow } from '../../db/executor.js';
import { appendAudit } from '../audit/index.js';
import { houseAccount, post } from '../ledger/index.js';
import type { AggregatorAdapters, AggregatorStatus } from './aggregator-adapter.js';
import {
  claimApprovedPayouts,
  lockPayout,
  recordPayoutReference,
  stalePayingPayouts,
} from './payouts.repository.js';
import { flagEwalletReport } from './ewallet-review.repository.js';
import { refundHold } from './withdrawal-ops.service.js';
import { updateWithdrawal, type WithdrawalRow } from './withdrawals.repository.js';

/** Our reference of a withdrawal's payout at the provider. */
export const payoutReference = (id: number) => `withdrawal:${id}`;
const withdrawalIdOf = (reference: string) => {
  const match = /^withdrawal:(\d{1,15})$/.exec(reference);
  return match ? Number(match[1]) : null;
};

export type PayoutOutcome = 'paid' | 'failed' | 'unchanged' | 'mismatch' | 'contradicts' | 'unknown';

/**
 * Applies what the provider says about a payout (its notification, its answer when sent or asked). Under the
 * row's lock, paying → paid takes the fee into the house (once, keyed by the withdrawal), paying → failed
 * returns the whole held amount to the member (once, the same key an operator's rejection uses). The amount
 * must be what was sent (amount − fee); anything else, or a contradicting final state, changes nothing and is
 * audited.
 */
export async function settlePayout(
  db: Database,
  provider: string,
  status: AggregatorStatus,
): Promise<{ outcome: PayoutOutcome; withdrawal: WithdrawalRow | null }> {
  const id = withdrawalIdOf(status.reference);
  const result = await db.transaction().execute(async (trx) => {
    const w = id === null ? undefined : await lockPayout(trx, id);
    if (!w || w.provider_code !== provider) return { outcome: 'unknown' as const, withdrawal: null };
    if (status.amount !== w.amount - w.fee || status.currency !== w.currency_code)
      return { outcome: 'mismatch' as const, withdrawal: w };
    if (status.status === w.status || status.status === 'pending')
      return { outcome: 'unchanged' as const, withdrawal: w };
    if (w.status !== 'paying' || status.status === 'expired')
      return { outcome: 'contradicts' as const, withdrawal: w };
    const reference = w.payout_reference ?? status.transactionId;
    if (status.status === 'failed') {
      const refund = await refundHold(trx, provider, w, 'provider');
      const failed = await updateWithdrawal(trx, w.id, {
        status: 'failed',
        failure_reason: status.reason ?? 'PAYOUT_FAILED',
        refund_transaction_id: refund,
        payout_reference: reference,
      });
      return { outcome: 'failed' as const, withdrawal: failed };
    }
    const feeTransaction = w.fee > 0 ? await takeFee(trx, provider, w) : null;
    const paid = await updateWithdrawal(trx, w.id, {
      status: 'paid',
      paid_at: dbNow(),
      fee_transaction_id: feeTransaction,
      payout_reference: reference,
    });
    return { outcome: 'paid' as const, withdrawal: paid };
  });
  if (result.withdrawal && (result.outcome === 'mismatch' || result.outcome === 'contradicts')) {
    await appendAudit(db, {
      actor: `provider:${provider}`,
      action: `withdrawal.payout-${result.outcome}`,
      target: `withdrawal:${result.withdrawal.id}`,
      before: { status: result.withdrawal.status, sent: result.withdrawal.amount - result.withdrawal.fee },
      after: { status: status.status, amount: status.amount, currency: status.currency },
    });
    // Left for an operator to decide (ops ewallet-payment:*).
    await flagEwalletReport(db, {
      payment: 'payout',
      provider,
      status,
      outcome: result.outcome,
      target: { withdrawal_id: result.withdrawal.id },
      ourStatus: result.withdrawal.status,
    });
  }
  return result;
}

/** The fee stays with the house: from payment clearing (where the hold is) to the house account. */
async function takeFee(trx: Parameters<typeof refundHold>[0], provider: string, w: WithdrawalRow) {
  const house = { merchantCode: w.merchant_code, currency: w.currency_code };
  const clearing = await houseAccount(trx, { ...house, kind: 'payment_clearing' });
  const income = await houseAccount(trx, { ...house, kind: 'house' });
  const posted = await post(trx, {
    ...house,
    kind: 'withdrawal_fee',
    reference: `withdrawal:${w.id}`,
    idempotencyKey: `withdrawal_fee:${w.id}`,
    actor: `provider:${provider}`,
    legs: [
      { accountId: income, amount: w.fee },
      { accountId: clearing, amount: -w.fee },
    ],
  });
  return posted.transactionId;
}

/** Sends one paying withdrawal to its provider (again, if asked: the provider keys on our reference). */
async function sendPayout(db: Database, adapters: AggregatorAdapters, w: WithdrawalRow) {
  const adapter = w.provider_code ? adapters.get(w.provider_code) : undefined;
  if (!adapter) return 'unknown' as const;
  const status = await adapter.createPayout({
    reference: payoutReference(w.id),
    amount: w.amount - w.fee,
    currency: w.currency_code,
    method: w.method,
    destination: {
      bankName: w.destination_type === 'bank' ? w.bank_name : null,
      accountName: w.account_name,
      accountNumber: w.account_number,
    },
  });
  await recordPayoutReference(db, w.id, status.transactionId);
  return (await settlePayout(db, adapter.providerCode, status)).outcome;
}

export interface PayoutRunReport {
  sent: number;
  checked: number;
  outcomes: Partial<Record<PayoutOutcome, number>>;
  errors: number;
}

/**
 * The payout job's run: sends the withdrawals operators approved, then asks about payouts still paying after
 * `staleSeconds` (their notification was lost, or the sending node died before an answer). Safe to run on
 * several nodes at once and again: claims are row-locked, settlements keyed.
 */
export async function runPayouts(
  db: Database,
  adapters: AggregatorAdapters,
  options: { staleSeconds: number; limit: number; onError?: (err: unknown, id: number) => void },
): Promise<PayoutRunReport> {
  const report: PayoutRunReport = { sent: 0, checked: 0, outcomes: {}, errors: 0 };
  const count = (outcome: PayoutOutcome) => (report.outcomes[outcome] = (report.outcomes[outcome] ?? 0) + 1);
  for (const w of await claimApprovedPayouts(db, options.limit)) {
    report.sent += 1;
    await sendPayout(db, adapters, w).then(count, (err) => {
      report.errors += 1;
      options.onError?.(err, w.id);
    });
  }
  for (const w of await stalePayingPayouts(db, options.staleSeconds, options.limit)) {
    report.checked += 1;
    const adapter = w.provider_code ? adapters.get(w.provider_code) : undefined;
    if (!adapter) continue;
    const ask = async () => {
      const status = await adapter.queryPayout(payoutReference(w.id));
      return status
        ? (await settlePayout(db, adapter.providerCode, status)).outcome
        : sendPayout(db, adapters, w);
    };
    await ask().then(count, (err) => {
      report.errors += 1;
      options.onError?.(err, w.id);
    });
  }
  return report;
}
