import type { Command } from 'commander';
import { AppError } from '../http/kernel/app-error.js';
import {
  createEwalletReview,
  type EwalletReportRow,
  type EwalletReviewAction,
} from '../modules/payments/index.js';
import type { Runner } from './ops.js';

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
  program
    .command('ewallet-payment:review')
    .description(
      'list e-wallet deposit and payout reports waiting for an operator (wrong amount or currency, contradicting a final state)',
    )
    .option('--limit <n>', 'how many', '50')
    .action((o: { limit: string }) =>
      run(async (_ops, _actor, { db }) => {
        const rows = await createEwalletReview(db).list(Math.max(1, Number(o.limit) || 50));
        if (rows.length === 0) console.log('no e-wallet reports waiting for review');
        for (const r of rows) console.log(reportLine(r));
      }),
    );
  for (const [action, description] of [
    [
      'credit',
      "credit the member's main wallet once: a deposit paid after it was closed, or a payout still being paid that did not arrive (it fails and the held amount returns)",
    ],
    [
      'dismiss',
      'close a report without moving money (say what was checked or done, e.g. refunded by the provider)',
    ],
  ] as const) {
    program
      .command(`ewallet-payment:${action}`)
      .description(description)
      .argument('<id>')
      .requiredOption('--note <text>', 'what was checked or done (kept in the audit log)')
      .action((id: string, o: { note: string }) =>
        run(async (_ops, actor, { db }) => {
          if (!/^\d{1,15}$/.test(id)) throw new AppError('VALIDATION_FAILED', `not an id: ${id}`);
          const r = await createEwalletReview(db).resolve(
            actor,
            Number(id),
            action as EwalletReviewAction,
            o.note,
          );
          console.log(
            r.changed
              ? `e-wallet report ${id} ${action === 'credit' ? `credited (ledger transaction ${r.ledgerTransactionId})` : 'dismissed'}`
              : `e-wallet report ${id} already reviewed (nothing changed)`,
          );
        }),
      );
  }
}
