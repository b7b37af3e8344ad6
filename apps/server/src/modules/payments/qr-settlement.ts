import type { QrNotification } from '@suerte/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB, QrPaymentNotificationsTable } from '../../db/schema.js';
import { houseAccount, memberAccount, post } from '../ledger/index.js';
import {
  insertQrNotification,
  lockQrDepositByReference,
  qrNotificationByTxn,
  settleQrDeposit,
  type QrDepositWithClock,
} from './qr-deposits.repository.js';

export type QrOutcome = QrPaymentNotificationsTable['outcome'];

/** What a notification does to the deposit it names (pure: the deposit as locked, the database's clock). */
export function decideQrNotification(
  d: Pick<QrDepositWithClock, 'status' | 'amount' | 'currency_code' | 'due'> | undefined,
  n: Pick<QrNotification, 'status' | 'amount' | 'currency'>,
): { outcome: QrOutcome; needsReview: boolean } {
  if (!d) return { outcome: 'unknown_reference', needsReview: true };
  if (d.amount !== n.amount || d.currency_code !== n.currency) {
    return { outcome: 'amount_mismatch', needsReview: true };
  }
  // A second payment of a paid code: the payer's money arrived twice.
  if (d.status === 'paid') return { outcome: 'already_settled', needsReview: n.status === 'paid' };
  if (n.status === 'failed') return { outcome: 'failed', needsReview: false };
  // Paid after we stopped waiting: kept for the operator, never credited automatically.
  if (d.status !== 'pending' || d.due) return { outcome: 'late', needsReview: true };
  return { outcome: 'credited', needsReview: false };
}

/** Credits the deposit's amount to the member's main wallet, once per deposit (its ledger key); the posting's id. */
export async function creditQrDeposit(
  trx: Transaction<DB>,
  d: Omit<QrDepositWithClock, 'due'>,
  actor: string,
): Promise<number> {
  const house = { merchantCode: d.merchant_code, currency: d.currency_code };
  const main = await memberAccount(trx, { id: d.member_id, ...house }, 'member_main');
  const clearing = await houseAccount(trx, { ...house, kind: 'payment_clearing' });
  const posted = await post(trx, {
    ...house,
    // Play money keeps its own kind: the account record says so, and it is never withdrawable.
    kind: d.play_money ? 'deposit_demo' : 'deposit_qr',
    reference: d.reference,
    idempotencyKey: `deposit_qr:${d.id}`,
    actor,
    legs: [
      { accountId: main.id, amount: d.amount },
      { accountId: clearing, amount: -d.amount },
    ],
  });
  return posted.transactionId;
}

/**
 * Applies one verified notification, exactly once: the notification row is unique per (provider, transaction
 * id), the deposit row is locked, and the credit's ledger key is the deposit's. A replay (same transaction id)
 * answers the first outcome and changes nothing.
 */
export function settleQrNotification(
  db: Database,
  provider: string,
  n: QrNotification,
): Promise<{ outcome: QrOutcome; replayed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const deposit = await lockQrDepositByReference(trx, n.reference);
    const owned = deposit?.provider_code === provider ? deposit : undefined;
    const decision = decideQrNotification(owned, n);
    const recorded = await insertQrNotification(trx, {
      provider_code: provider,
      provider_txn_id: n.transactionId,
      reference: n.reference,
      deposit_id: owned?.id ?? null,
      status: n.status,
      amount: n.amount,
      currency_code: n.currency,
      outcome: decision.outcome,
      needs_review: decision.needsReview,
    });
    if (!recorded) {
      const first = await qrNotificationByTxn(trx, provider, n.transactionId);
      return { outcome: first!.outcome, replayed: true };
    }
    if (owned && decision.outcome === 'credited') {
      const ledgerTransactionId = await creditQrDeposit(trx, owned, `provider:${provider}`);
      await settleQrDeposit(trx, owned.id, {
        status: 'paid',
        providerTxnId: n.transactionId,
        ledgerTransactionId,
      });
    } else if (owned?.status === 'pending' && decision.outcome === 'failed') {
      await settleQrDeposit(trx, owned.id, { status: 'failed' });
    } else if (owned?.status === 'pending' && decision.outcome === 'late') {
      await settleQrDeposit(trx, owned.id, { status: 'expired' });
    }
    return { outcome: decision.outcome, replayed: false };
  });
}
