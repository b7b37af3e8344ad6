import type { Database } from '../../db/database.js';
import type { TransferDirection } from './transfer-state.js';
import type { VendorTransferAdapters } from './vendor-transfer-adapter.js';

/** The member a transfer moves money for, as the ledger keys its accounts. */
export interface TransferMember {
  id: number;
  merchantCode: string;
  currency: string;
}

/** The caller of a member transfer: the member and its merchant's wallet mode (the wallet's owner is one). */
export interface TransferOwner extends TransferMember {
  walletMode: 'single' | 'transfer';
}

/** The ledger's view of an owner: exactly the keys of its accounts. */
export function memberOf(owner: TransferMember): TransferMember {
  return { id: owner.id, merchantCode: owner.merchantCode, currency: owner.currency };
}

export interface TransferOrder {
  vendorCode: string;
  direction: TransferDirection;
  amount: number;
  requestId: string;
}

/** What the transfer services run on: the database and the way to reach each vendor. */
export interface TransferDeps {
  db: Database;
  adapters: VendorTransferAdapters;
}

/** Vendor clearing is a house account without a running balance; shards spread concurrent postings. */
export const CLEARING_SHARDS = 8;
