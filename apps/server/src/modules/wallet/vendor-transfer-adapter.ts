/** The vendor side of a transfer between the main wallet and a vendor wallet (transfer mode). */
export interface VendorTransfer {
  merchantCode: string;
  currency: string;
  memberId: number;
  vendorCode: string;
  /** 'in': main → vendor wallet; 'out': vendor wallet → main. */
  direction: 'in' | 'out';
  amount: number;
  /** The transfer's idempotency key: the vendor must apply it at most once. */
  reference: string;
}

export type VendorTransferOutcome = 'confirmed' | 'failed';

export interface VendorTransferAdapter {
  /**
   * Moves the money on the vendor's side. Called inside the ledger transaction, after the posting: 'confirmed'
   * lets it commit, 'failed' (or a throw) rolls it back. An adapter that calls a remote vendor must not hold a
   * database transaction open over the network; it needs the pending → confirmed | failed | unknown transfer
   * record that comes with the vendor integration.
   */
  settle(transfer: VendorTransfer): Promise<VendorTransferOutcome>;
}

/** Picks the adapter of a vendor. */
export type VendorTransferAdapters = (vendorCode: string) => VendorTransferAdapter;

/** Vendors whose wallets live in our own ledger (the in-house games): the posting is the whole transfer. */
export const inHouseTransferAdapter: VendorTransferAdapter = {
  settle: async () => 'confirmed',
};

export const inHouseTransferAdapters: VendorTransferAdapters = () => inHouseTransferAdapter;
