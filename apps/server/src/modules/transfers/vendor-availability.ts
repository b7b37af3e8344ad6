import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import { memberWallets } from '../ledger/index.js';
import type { TransferOwner } from './transfer-parties.js';
import { offeredVendor } from './vendor-transfer.repository.js';

function unavailable(vendorCode: string, field: 'from' | 'to'): AppError {
  return new AppError('VALIDATION_FAILED', undefined, {
    reason: 'VENDOR_UNAVAILABLE',
    vendorCode,
    issues: [{ path: `body.${field}`, message: `vendor ${vendorCode} is not available` }],
  });
}

/**
 * Whether money may move into ('in') or out of ('out') a vendor's wallet. In: the merchant offers the vendor,
 * works in transfer mode and the vendor is not under maintenance. Out: the vendor is offered, or the member
 * still holds a wallet with it — money is never stuck in a vendor the merchant has since withdrawn.
 */
export async function checkVendor(
  db: Database,
  owner: TransferOwner,
  vendorCode: string,
  direction: 'in' | 'out',
): Promise<void> {
  const offered = await offeredVendor(db, owner.merchantCode, vendorCode);
  if (direction === 'in') {
    if (owner.walletMode === 'single') {
      throw new AppError('FEATURE_DISABLED', undefined, { reason: 'SINGLE_WALLET' });
    }
    if (!offered) throw unavailable(vendorCode, 'to');
    if (offered.maintenance) {
      throw new AppError('FEATURE_DISABLED', undefined, { reason: 'VENDOR_MAINTENANCE', vendorCode });
    }
    return;
  }
  if (offered) return;
  const wallets = await memberWallets(db, owner.id);
  if (!wallets.some((w) => w.kind === 'member_vendor' && w.vendorCode === vendorCode)) {
    throw unavailable(vendorCode, 'from');
  }
}
