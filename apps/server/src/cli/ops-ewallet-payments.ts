import type { Command } from 'commander';
import { createEwalletReview, type EwalletReportRow } from '../modules/payments/index.js';
import type { Runner } from './ops.js';
import { registerReviewCommands } from './ops-review-commands.js';

/** One waiting report: what the aggregator said against what we hold. */
function reportLine(r: EwalletReportRow): string {
  const target = r.payment === 'deposit' ? `deposit ${r.deposit_id}` : `withdrawal ${r.withdrawal_id}`;
  return (
    `#${r.id} ${r.received_at.toISOString()} ${r.payment.padEnd(7)} ${r.outcome.padEnd(11)} ${target} is ${r.our_status}; ` +
    `${r.provider_code} txn ${r.provider_txn_id} says ${r.reported_status} ${r.amount} ${r.currency_code} (minor units)` +
    (r.reason ? ` reason ${r.reason}` : '')
  );
}

/**
 * `ewallet-payment:*`: e-wallet deposit and payout reports of an aggregator that were not applied (another
 * amount or currency, or contradicting a final state); decisions are audited, a credit happens once.
 */
export function registerEwalletPaymentCommands(program: Command, run: Runner): void {
  registerReviewCommands(program, run, {
    prefix: 'ewallet-payment',
    noun: 'e-wallet report',
    empty: 'no e-wallet reports waiting for review',
    descriptions: {
      review:
        'list e-wallet deposit and payout reports waiting for an operator (wrong amount or currency, contradicting a final state)',
      credit:
        "credit the member's main wallet once: a deposit paid after it was closed, or a payout still being paid that did not arrive (it fails and the held amount returns)",
      dismiss:
        'close a report without moving money (say what was checked or done, e.g. refunded by the provider)',
    },
    open: createEwalletReview,
    line: reportLine,
  });
}
