/** One move of money on a vendor's side (transfer mode). */
export interface VendorTransferCall {
  merchantCode: string;
  currency: string;
  memberId: number;
  vendorCode: string;
  amount: number;
  /** The transfer's reference: the vendor must apply it at most once and answer `status` for it. */
  reference: string;
}

/**
 * What the vendor answered. 'confirmed': applied. 'failed': a definite refusal (nothing applied, and the vendor
 * will never apply this reference). 'unknown': no usable answer (timeout, network error, 5xx): it may or may not
 * have been applied, and only a `status` query can tell.
 */
export type VendorCallOutcome =
  { outcome: 'confirmed' } | { outcome: 'failed'; reason: string } | { outcome: 'unknown'; error: string };

/**
 * The vendor's knowledge of a reference. 'not_found' must be final: after answering it the vendor refuses that
 * reference forever (so a late, delayed transfer call cannot apply after we reversed our side).
 */
export type VendorTransferStatus =
  | { state: 'applied'; direction: 'in' | 'out'; amount: number }
  | { state: 'not_found' }
  | { state: 'unknown'; error: string };

/**
 * The player's balance on the vendor's side, now. 'unknown': no trustworthy answer (unreachable, unsigned,
 * malformed, another currency); nothing may be settled from it.
 */
export type VendorBalance = { state: 'known'; balance: number } | { state: 'unknown'; error: string };

export interface VendorBalanceCall {
  merchantCode: string;
  currency: string;
  memberId: number;
  vendorCode: string;
}

export interface VendorTransferAdapter {
  /**
   * True when the vendor's wallet lives outside our ledger: transfers then go through the vendor_transfers state
   * machine and the vendor is called outside any database transaction. False (in-house): the ledger posting is
   * the whole transfer and the adapter answers at once.
   */
  readonly remote: boolean;
  /** Main → vendor: credit the player on the vendor's side. */
  transferIn(call: VendorTransferCall): Promise<VendorCallOutcome>;
  /** Vendor → main: debit the player on the vendor's side. */
  transferOut(call: VendorTransferCall): Promise<VendorCallOutcome>;
  status(call: { vendorCode: string; reference: string }): Promise<VendorTransferStatus>;
  /** The player's balance at the vendor, to settle the wins and losses made there into our ledger. */
  balance(call: VendorBalanceCall): Promise<VendorBalance>;
}

/** How we reach a vendor: its row in `vendors`. */
export interface VendorEndpoint {
  code: string;
  /** Base URL of its transfer API; null: in-house. */
  transferUrl: string | null;
  secret: string;
}

/** Picks the adapter of a vendor. */
export type VendorTransferAdapters = (vendor: VendorEndpoint) => VendorTransferAdapter;

/** Vendors whose wallets live in our own ledger (the in-house games): the posting is the whole transfer. */
export const inHouseTransferAdapter: VendorTransferAdapter = {
  remote: false,
  transferIn: async () => ({ outcome: 'confirmed' }),
  transferOut: async () => ({ outcome: 'confirmed' }),
  status: async () => ({ state: 'unknown', error: 'IN_HOUSE' }),
  // Play at an in-house vendor is posted to its wallet as it happens: there is nothing to reconcile.
  balance: async () => ({ state: 'unknown', error: 'IN_HOUSE' }),
};

export const inHouseTransferAdapters: VendorTransferAdapters = () => inHouseTransferAdapter;
