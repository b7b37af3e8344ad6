import type { Command } from 'commander';
import { AppError } from '../http/kernel/app-error.js';
import { createQrReview, type QrReviewAction } from '../modules/payments/index.js';
import type { Runner } from './ops.js';

/** `qr-payment:*`: QR payments a provider reported that were not credited automatically; decisions are audited. */
export function registerQrPaymentCommands(program: Command, run: Runner): void {
  program
    .command('qr-payment:review')
    .description(
      'list QR payments waiting for an operator (late, wrong amount, unknown reference, paid twice)',
    )
    .option('--limit <n>', 'how many', '50')
    .action((o: { limit: string }) =>
      run(async (_ops, _actor, { db }) => {
        const rows = await createQrReview(db).list(Math.max(1, Number(o.limit) || 50));
        if (rows.length === 0) console.log('no QR payments waiting for review');
        for (const n of rows) {
          console.log(
            `#${n.id} ${n.received_at.toISOString()} ${n.outcome.padEnd(17)} ${n.provider_code} txn ${n.provider_txn_id} ` +
              `ref ${n.reference} ${n.status} ${n.amount} ${n.currency_code} (minor units)` +
              (n.deposit_id === null ? '' : ` deposit ${n.deposit_id}`),
          );
        }
      }),
    );
  for (const [action, description] of [
    ['credit', "credit a late payment to the member's main wallet (once) and close it"],
    ['dismiss', 'close a QR payment without crediting (say what was done, e.g. refunded by the provider)'],
  ] as const) {
    program
      .command(`qr-payment:${action}`)
      .description(description)
      .argument('<id>')
      .requiredOption('--note <text>', 'what was checked or done (kept in the audit log)')
      .action((id: string, o: { note: string }) =>
        run(async (_ops, actor, { db }) => {
          if (!/^\d{1,15}$/.test(id)) throw new AppError('VALIDATION_FAILED', `not an id: ${id}`);
          const r = await createQrReview(db).resolve(actor, Number(id), action as QrReviewAction, o.note);
          console.log(
            r.changed
              ? `QR payment ${id} ${action === 'credit' ? `credited (ledger transaction ${r.ledgerTransactionId})` : 'dismissed'}`
              : `QR payment ${id} already reviewed (nothing changed)`,
          );
        }),
      );
  }
}
