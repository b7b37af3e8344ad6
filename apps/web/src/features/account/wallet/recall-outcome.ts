import type { RecallFailureReason, WalletTransferResult } from '@suerte/contracts';
import { MAIN_WALLET } from '@suerte/contracts/core';
import { stillOnItsWay } from './wallet-api';

/** Keys (namespace wallet) of why a recall left money at a game provider. */
export type RecallReasonKey =
  | 'recall.reasons.refused'
  | 'recall.reasons.notApplied'
  | 'recall.reasons.unreachable'
  | 'recall.reasons.open'
  | 'recall.reasons.insufficient'
  | 'recall.reasons.other';

const REASON_KEY: Record<RecallFailureReason, RecallReasonKey> = {
  VENDOR_REFUSED: 'recall.reasons.refused',
  VENDOR_NOT_APPLIED: 'recall.reasons.notApplied',
  VENDOR_UNREACHABLE: 'recall.reasons.unreachable',
  TRANSFER_OPEN: 'recall.reasons.open',
  INSUFFICIENT_FUNDS: 'recall.reasons.insufficient',
};

/** The message key of a failed movement's reason; a reason this version does not know reads as a plain failure. */
export function recallReasonKey(reason: string | undefined): RecallReasonKey {
  return (reason && REASON_KEY[reason as RecallFailureReason]) || 'recall.reasons.other';
}

/** A game wallet whose money a recall could not bring back: it stays there. */
export interface RecallFailure {
  vendorCode: string;
  amount: number;
  reasonKey: RecallReasonKey;
}

/** What a recall came to, for the member. */
export interface RecallOutcome {
  /** Minor units now in the main wallet: in-house movements (no status) and confirmed remote ones. */
  returned: number;
  /** Some money is still on its way (pending or unknown): the server completes or returns it by itself. */
  onItsWay: boolean;
  /** Movements that left their money at the game provider, with why. */
  failures: RecallFailure[];
  /** Nothing came back and something failed: the recall as a whole failed. */
  failed: boolean;
}

/** Sorts a recall's answer into money back, money on its way and money left behind. */
export function recallOutcome(result: Pick<WalletTransferResult, 'status' | 'transfers'>): RecallOutcome {
  const back = result.transfers.filter((move) => move.to === MAIN_WALLET);
  const returned = back
    .filter((move) => move.status === undefined || move.status === 'confirmed')
    .reduce((sum, move) => sum + move.amount, 0);
  const onItsWay =
    stillOnItsWay(result) || back.some((move) => move.status === 'pending' || move.status === 'unknown');
  const failures = back
    .filter((move) => move.status === 'failed')
    .map((move) => ({ vendorCode: move.from, amount: move.amount, reasonKey: recallReasonKey(move.reason) }));
  const failed = result.status === 'failed' || (failures.length > 0 && returned === 0 && !onItsWay);
  return { returned, onItsWay, failures, failed };
}
