import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { dbNow } from '../../db/executor.js';
import { AppError } from '../../http/kernel/app-error.js';
import { appendAudit } from '../audit/index.js';
import {
  qrNotificationsForReview,
  settleQrDeposit,
  type QrNotificationRow,
} from './qr-deposits.repository.js';
import { creditQrDeposit } from './qr-settlement.js';

export type QrReviewAction = 'credit' | 'dismiss';

/**
 * The operator's side of QR payments that were not credited automatically (`ops qr-payment:*`): late payments,
 * amounts that did not match, unknown references and second payments of a paid code. A late payment may be
 * credited (once: the deposit's ledger key); any flagged notification may be closed with a note. Audited.
 */
export function createQrReview(db: Database) {
  async function resolve(actor: string, id: number, action: QrReviewAction, note: string) {
    if (!note.trim()) throw new AppError('VALIDATION_FAILED', 'a note is required');
    return db.transaction().execute(async (trx) => {
      const n = await trx
        .selectFrom('qr_payment_notifications')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!n?.needs_review) throw new AppError('NOT_FOUND', `no QR payment ${id} waits for review`);
      if (n.reviewed_at) return { notification: n, changed: false, ledgerTransactionId: null };
      let ledgerTransactionId: number | null = null;
      if (action === 'credit') ledgerTransactionId = await creditLate(trx, actor, n);
      const after = await trx
        .updateTable('qr_payment_notifications')
        .set({ reviewed_by: actor, reviewed_at: dbNow() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await appendAudit(trx, {
        actor,
        action: action === 'credit' ? 'qr_payment.credit_late' : 'qr_payment.dismiss',
        target: `qr_payment:${id}`,
        before: { outcome: n.outcome, depositId: n.deposit_id },
        after: { note: note.trim(), ledgerTransactionId },
      });
      return { notification: after, changed: true, ledgerTransactionId };
    });
  }
  return {
    list: (limit = 50) => qrNotificationsForReview(db, limit),
    resolve,
  };
}
export type QrReview = ReturnType<typeof createQrReview>;

/** Only a late payment of an unpaid code is credited by hand: the amount was checked when it arrived. */
async function creditLate(trx: Transaction<DB>, actor: string, n: QrNotificationRow): Promise<number> {
  if (n.outcome !== 'late' || n.deposit_id === null) {
    throw new AppError('CONFLICT', `QR payment ${n.id} is ${n.outcome}: only a late payment can be credited`);
  }
  const deposit = await trx
    .selectFrom('qr_deposits')
    .selectAll()
    .where('id', '=', n.deposit_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (deposit.status === 'paid') throw new AppError('CONFLICT', `deposit ${deposit.id} is already paid`);
  const ledgerTransactionId = await creditQrDeposit(trx, deposit, `operator:${actor}`);
  await settleQrDeposit(trx, deposit.id, {
    status: 'paid',
    providerTxnId: n.provider_txn_id,
    ledgerTransactionId,
  });
  return ledgerTransactionId;
}
