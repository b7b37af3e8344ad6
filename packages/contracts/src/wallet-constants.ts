/** The zod-free constants of the wallet payloads (wallet.ts), shared with the web's first load. */

/** The member's main wallet; any other wallet is named by its vendor's code. */
export const MAIN_WALLET = 'MAIN';

/**
 * Types of the account record (relay ODSFE2_MemTransDet); a movement's type is the first word of its ledger
 * kind (deposit_demo → deposit).
 */
export const ACCOUNT_RECORD_TYPES = [
  'deposit',
  'withdrawal',
  'transfer',
  'bet',
  'win',
  'rollback',
  'adjustment',
  'promotion',
  /** Wins a vendor paid on a round where the member had no bet (free spins, vendor promotions). */
  'bonus',
  /** Wins and losses at a remote vendor, settled into its wallet when we reconcile with the vendor. */
  'vendor',
] as const;
export type AccountRecordType = (typeof ACCOUNT_RECORD_TYPES)[number];

/**
 * What a movement of the account record was, for a sentence a member can read instead of an internal id
 * ("Transfer to <wallet>", "Deposit #<number>", "Bet on <game>"); the entry's `detail` carries the names.
 */
export const ACCOUNT_RECORD_DETAIL_KINDS = [
  'transferTo',
  'transferFrom',
  /** A transfer a remote vendor did not take: the money came back. */
  'transferReturned',
  /** Recall all: every in-house game wallet back to the main wallet. */
  'recall',
  'deposit',
  'depositDemo',
  'withdrawal',
  'withdrawalRefund',
  'bet',
  'win',
  'bonus',
  'rollback',
  'vendorSettlement',
  'other',
] as const;
export type AccountRecordDetailKind = (typeof ACCOUNT_RECORD_DETAIL_KINDS)[number];

/**
 * Why a recall's movement out of a remote vendor failed, the money staying at the vendor (relay
 * GCS_walletTransfer, a movement's `reason` with status 'failed'):
 * - VENDOR_REFUSED: the vendor refused the transfer when it was made;
 * - VENDOR_NOT_APPLIED: the transfer got no answer at first, and the vendor (or an operator who checked with
 *   it) later said it was never applied;
 * - VENDOR_UNREACHABLE: the vendor's balance could not be read, so nothing was tried;
 * - TRANSFER_OPEN: another transfer with that vendor is still being settled, so nothing was tried;
 * - INSUFFICIENT_FUNDS: the vendor wallet went down meanwhile (a bet or another transfer), nothing moved.
 * Clients show any other value as a plain failure: more reasons may come.
 */
export const RECALL_FAILURE_REASONS = [
  'VENDOR_REFUSED',
  'VENDOR_NOT_APPLIED',
  'VENDOR_UNREACHABLE',
  'TRANSFER_OPEN',
  'INSUFFICIENT_FUNDS',
] as const;
export type RecallFailureReason = (typeof RECALL_FAILURE_REASONS)[number];
