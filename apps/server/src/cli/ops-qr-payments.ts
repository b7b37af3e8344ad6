import type { Command } from 'commander';
import { createQrReview } from '../modules/payments/index.js';
import type { Runner } from './ops.js';
import { registerReviewCommands } from './ops-review-commands.js';

/** `qr-payment:*`: QR payments a provider reported that were not credited automatically; decisions are audited. */
export function registerQrPaymentCommands(program: Command, run: Runner): void {
  registerReviewCommands(program, run, {
    prefix: 'qr-payment',
    noun: 'QR payment',
    empty: 'no QR payments waiting for review',
    descriptions: {
      review: 'list QR payments waiting for an operator (late, wrong amount, unknown reference, paid twice)',
      credit: "credit a late payment to the member's main wallet (once) and close it",
      dismiss: 'close a QR payment without crediting (say what was done, e.g. refunded by the provider)',
    },
    open: createQrReview,
    line: (n) =>
      `#${n.id} ${n.received_at.toISOString()} ${n.outcome.padEnd(17)} ${n.provider_code} txn ${n.provider_txn_id} ` +
      `ref ${n.reference} ${n.status} ${n.amount} ${n.currency_code} (minor units)` +
      (n.deposit_id === null ? '' : ` deposit ${n.deposit_id}`),
  });
}
