/**
 * The state machine of a transfer with a remote vendor, pure (no I/O).
 *
 *   pending ──vendor_confirmed──▶ confirmed   (ledger: settle)
 *   pending ──vendor_refused────▶ failed      (ledger: reverse)
 *   pending ──vendor_unreachable / stale──▶ unknown
 *   unknown ──status_applied───▶ confirmed   (ledger: settle)
 *   unknown ──status_not_found─▶ failed      (ledger: reverse; last_error VENDOR_NOT_APPLIED)
 *   unknown ──status_unreachable──▶ unknown  (one more attempt, nothing posted)
 *   unknown ──operator_applied──▶ confirmed   (ledger: settle)
 *   unknown ──operator_not_applied──▶ failed  (ledger: reverse)
 *
 * confirmed and failed are final. An unknown transfer is only resolved by what the vendor's status query says,
 * or by an operator who checked with the vendor; never by a late answer to the original call. The hold is
 * posted when the row is created (pending).
 */
import type { RecallFailureReason } from '@suerte/contracts';

export type TransferStatus = 'pending' | 'confirmed' | 'failed' | 'unknown';
export type TransferDirection = 'in' | 'out';

export type TransferEvent =
  /** Answers to the transfer call itself. */
  | 'vendor_confirmed'
  | 'vendor_refused'
  | 'vendor_unreachable'
  /** A pending transfer nobody finished (the process died during the call): it must be asked about. */
  | 'stale'
  /** Answers to the status query. */
  | 'status_applied'
  | 'status_not_found'
  | 'status_unreachable'
  /** An operator's decision after checking with the vendor (for transfers the resolver gave up on). */
  | 'operator_applied'
  | 'operator_not_applied';

/** A ledger step of a transfer; each is posted at most once (its idempotency key is per transfer and step). */
export type LedgerStep = 'hold' | 'settle' | 'reverse';

export interface Transition {
  status: TransferStatus;
  /** The ledger step this transition posts, if any. */
  step: Exclude<LedgerStep, 'hold'> | null;
  /** True when the attempt counter goes up (a vendor call or query that gave no usable answer). */
  attempt: boolean;
}

const TABLE: Record<TransferStatus, Partial<Record<TransferEvent, Transition>>> = {
  pending: {
    vendor_confirmed: { status: 'confirmed', step: 'settle', attempt: false },
    vendor_refused: { status: 'failed', step: 'reverse', attempt: false },
    vendor_unreachable: { status: 'unknown', step: null, attempt: true },
    stale: { status: 'unknown', step: null, attempt: false },
  },
  unknown: {
    status_applied: { status: 'confirmed', step: 'settle', attempt: false },
    status_not_found: { status: 'failed', step: 'reverse', attempt: false },
    status_unreachable: { status: 'unknown', step: null, attempt: true },
    operator_applied: { status: 'confirmed', step: 'settle', attempt: false },
    operator_not_applied: { status: 'failed', step: 'reverse', attempt: false },
  },
  confirmed: {},
  failed: {},
};

/** The transition an event causes, or null when the event does not apply in this status (nothing changes). */
export function transition(status: TransferStatus, event: TransferEvent): Transition | null {
  return TABLE[status][event] ?? null;
}

export function isFinal(status: TransferStatus): boolean {
  return status === 'confirmed' || status === 'failed';
}

/** The last_error a transfer keeps once the vendor's status query said not_found: it never applied it. */
export const NOT_APPLIED = 'VENDOR_NOT_APPLIED';

/**
 * Why a failed transfer failed, as the member is told: the vendor refused the call itself (VENDOR_REFUSED), or
 * the call got no answer and the transfer was later found never applied, by the vendor's status query or by an
 * operator who checked with the vendor (VENDOR_NOT_APPLIED).
 */
export function failureReason(row: {
  last_error: string | null;
  resolved_by: string | null;
}): Extract<RecallFailureReason, 'VENDOR_REFUSED' | 'VENDOR_NOT_APPLIED'> {
  return row.resolved_by !== null || row.last_error === NOT_APPLIED ? 'VENDOR_NOT_APPLIED' : 'VENDOR_REFUSED';
}

/** Status queries the resolver makes for one transfer before leaving it to an operator. */
export const DEFAULT_MAX_ATTEMPTS = 20;

/** Whether the resolver stops asking about a transfer: still unknown after `maxAttempts` tries. */
export function needsReview(row: { status: TransferStatus; attempts: number }, maxAttempts: number): boolean {
  return row.status === 'unknown' && row.attempts >= maxAttempts;
}

/** The idempotency key of one ledger step of one transfer. */
export function ledgerKey(transferId: number, step: LedgerStep): string {
  return `vendor-transfer:${transferId}:${step}`;
}

/** Ledger kinds of the steps; the account record shows them all as 'transfer' (the first word). */
export function ledgerKind(step: LedgerStep): string {
  return `transfer_${step}`;
}

export type TransferAccount = 'main' | 'vendor' | 'clearing';

/**
 * Where each step moves the amount. In (main → vendor): the hold takes it from main into vendor clearing, the
 * settle puts it in the member's vendor wallet, a reverse gives it back to main. Out mirrors it: the hold takes
 * it from the vendor wallet, the settle credits main, a reverse gives it back to the vendor wallet.
 */
export function stepMove(
  direction: TransferDirection,
  step: LedgerStep,
): { from: TransferAccount; to: TransferAccount } {
  const source: TransferAccount = direction === 'in' ? 'main' : 'vendor';
  const target: TransferAccount = direction === 'in' ? 'vendor' : 'main';
  switch (step) {
    case 'hold':
      return { from: source, to: 'clearing' };
    case 'settle':
      return { from: 'clearing', to: target };
    case 'reverse':
      return { from: 'clearing', to: source };
  }
}

/** The reference the vendor knows a transfer by: unique across merchants of one deployment. */
export function vendorReference(merchantCode: string, transferId: number): string {
  return `${merchantCode}-VT${transferId}`;
}
