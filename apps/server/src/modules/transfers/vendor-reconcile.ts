/**
 * Reconciling a member's wallet at a remote vendor, pure (no I/O). The member plays at the vendor, so the
 * vendor's balance drifts from the member_vendor account in our ledger; the difference is posted as one
 * settlement between that account and vendor clearing.
 *
 * The two sides can only be compared when no transfer between them is under way, and the vendor's balance is
 * read over HTTP, outside any database transaction. So our side is marked before the vendor is asked and
 * marked again, under the wallet's row lock, just before posting: if anything moved in between (a transfer
 * opened or finished, another settlement, any posting on the wallet) the figures are not comparable and
 * nothing is posted; a later reconcile tries again.
 */

/** Our side of one member's wallet at one vendor, read in one statement. */
export interface WalletMark {
  /** The member_vendor account's balance (0 before the account exists). */
  balance: number;
  /**
   * Id of the newest entry on that account (0: none). Entries of a member account are inserted while its row
   * is locked, so on one account this id only grows, in commit order: any new posting changes it.
   */
  lastEntryId: number;
  /** Transfers ever made between the member and the vendor (rows are never deleted: a new one changes it). */
  transfers: number;
  /** Of those, the ones still pending or unknown: the vendor may have applied them and we may not. */
  open: number;
}

export type SkipReason = 'TRANSFER_OPEN' | 'MOVED';

export type SettlementDecision =
  /** Post `amount` (signed: positive credits the member's vendor wallet, negative debits it). */
  { action: 'settle'; amount: number } | { action: 'none' } | { action: 'skip'; reason: SkipReason };

/** What to post, given our side before asking the vendor, our side now (locked), and the vendor's answer. */
export function decideSettlement(
  before: WalletMark,
  now: WalletMark,
  vendorBalance: number,
): SettlementDecision {
  if (before.open > 0 || now.open > 0) return { action: 'skip', reason: 'TRANSFER_OPEN' };
  if (before.lastEntryId !== now.lastEntryId || before.transfers !== now.transfers) {
    return { action: 'skip', reason: 'MOVED' };
  }
  const amount = vendorBalance - now.balance;
  return amount === 0 ? { action: 'none' } : { action: 'settle', amount };
}

/**
 * The settlement's idempotency key: one settlement per state of our side. Two reconciles that saw the same
 * state (or a retry of one that crashed after posting) make the same key, so only one of them posts.
 */
export function settlementKey(memberId: number, vendorCode: string, mark: WalletMark): string {
  return `vendor-settlement:${memberId}:${vendorCode}:${mark.lastEntryId}:${mark.transfers}`;
}

/** Ledger kind of a settlement; the account record shows it as 'vendor' (its first word). */
export const SETTLEMENT_KIND = 'vendor_settlement';
