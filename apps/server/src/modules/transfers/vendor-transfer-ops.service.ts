import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import { appendAudit } from '../audit/index.js';
import type { VendorTransferAdapters } from './vendor-transfer-adapter.js';
import { isFinal, type TransferStatus } from './transfer-state.js';
import { reconcileWallets, type WalletReconcile } from './vendor-reconcile.service.js';
import { askAbout } from './transfer-resolver.service.js';
import {
  listTransfers,
  lockTransfer,
  transferById,
  type VendorTransferRow,
} from './vendor-transfer.repository.js';
import { applyToLocked } from './vendor-transfer.service.js';

/**
 * Operator work on transfers with remote vendors: list them, ask a vendor again, decide one the resolver gave
 * up on (after checking with the vendor), and reconcile wallets. A decision goes through the state machine like
 * the vendor's own answers, so its ledger step is keyed per transfer and can never be posted twice.
 */
export function createTransferOpsService(db: Database, adapters: VendorTransferAdapters) {
  async function existing(id: number): Promise<VendorTransferRow> {
    const row = await transferById(db, id);
    if (!row) throw new AppError('NOT_FOUND', `no vendor transfer ${id}`);
    return row;
  }

  return {
    list(filter: { status?: TransferStatus; memberId?: number; needsReview?: boolean; limit: number }) {
      return listTransfers(db, filter);
    },

    /** Asks the vendor about an open transfer now, whatever its attempts; a final one is returned as it is. */
    async retry(id: number): Promise<{ before: VendorTransferRow; after: VendorTransferRow }> {
      const before = await existing(id);
      return { before, after: await askAbout(db, adapters, before) };
    },

    /**
     * Decides an unknown transfer: `applied` settles it, otherwise its hold is reversed. A final transfer is
     * refused, and so is a pending one (its call may still be answered: retry it first).
     */
    async resolve(actor: string, id: number, applied: boolean, reason: string): Promise<VendorTransferRow> {
      const note = reason.trim();
      if (!note) throw new AppError('VALIDATION_FAILED', 'a reason is required (what the vendor said)');
      await existing(id);
      return db.transaction().execute(async (trx) => {
        const row = await lockTransfer(trx, id);
        if (isFinal(row.status)) {
          throw new AppError('CONFLICT', `transfer ${id} is already ${row.status}; nothing was changed`);
        }
        if (row.status !== 'unknown') {
          throw new AppError('CONFLICT', `transfer ${id} is still ${row.status}; run transfer:retry first`);
        }
        const after = await applyToLocked(
          trx,
          row,
          applied ? 'operator_applied' : 'operator_not_applied',
          null,
          { actor, note },
        );
        await appendAudit(trx, {
          actor,
          action: 'vendor_transfer.resolve',
          target: `vendor_transfer:${id}`,
          before: { status: row.status, attempts: row.attempts, needsReview: row.needs_review },
          after: {
            status: after.status,
            applied,
            reason: note,
            transactionId: applied ? after.settle_transaction_id : after.reverse_transaction_id,
          },
        });
        return after;
      });
    },

    reconcile(filter: { memberId?: number; vendorCode?: string }): Promise<WalletReconcile[]> {
      return reconcileWallets(db, adapters, filter);
    },
  };
}
