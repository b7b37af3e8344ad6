import {
  MAIN_WALLET,
  minorUnits,
  type RecallFailureReason,
  type WalletTransferResult,
} from '@suerte/contracts';
import type { TransferOrder } from './transfer-parties.js';
import { failureReason } from './transfer-state.js';
import type { VendorTransferRow } from './vendor-transfer.repository.js';

/** One leg of a transfer on one of the member's wallets ('MAIN' or a vendor code). */
export interface WalletLeg {
  wallet: string;
  amount: number;
  balanceAfter: number;
}

export type TransferRequest = { from: string; to: string; amount: number } | 'recallAll';

export function walletOf(kind: string, vendorCode: string): string {
  return kind === 'member_main' ? MAIN_WALLET : vendorCode;
}

/** The answer to a transfer, built from its legs: the same for the first call and for every repeat. */
export function transferResult(
  requestId: string,
  replayed: boolean,
  legs: WalletLeg[],
): WalletTransferResult {
  const ordered = [...legs].sort(
    (a, b) => Number(b.wallet === MAIN_WALLET) - Number(a.wallet === MAIN_WALLET),
  );
  return {
    requestId,
    replayed,
    transfers: ordered
      .filter((leg) => leg.wallet !== MAIN_WALLET)
      .map((leg) =>
        leg.amount > 0
          ? { from: MAIN_WALLET, to: leg.wallet, amount: minorUnits(leg.amount) }
          : { from: leg.wallet, to: MAIN_WALLET, amount: minorUnits(-leg.amount) },
      ),
    wallets: ordered.map((leg) => ({ vendorCode: leg.wallet, balance: minorUnits(leg.balanceAfter) })),
  };
}

/** A recall's movement out of one remote vendor: its transfer's status, or why none was made. */
export interface RemoteRecall {
  vendorCode: string;
  amount: number;
  status: 'pending' | 'confirmed' | 'unknown' | 'failed';
  /** With status 'failed' only. */
  reason?: RecallFailureReason;
  /** False when the transfer existed already (a repeat of the recall): the answer is a replay. */
  created: boolean;
}

/**
 * The overall status of a recall that involved a remote vendor: the least settled of its movements ('unknown',
 * then 'pending'); once none is open, 'failed' if nothing came back at all (no in-house movement and no remote
 * one confirmed, at least one failed), else 'confirmed' (each failed movement says so itself).
 */
export function recallStatus(
  inHouseMoved: boolean,
  remote: readonly Pick<RemoteRecall, 'status'>[],
): NonNullable<WalletTransferResult['status']> {
  if (remote.some((r) => r.status === 'unknown')) return 'unknown';
  if (remote.some((r) => r.status === 'pending')) return 'pending';
  const anyBack = inHouseMoved || remote.some((r) => r.status === 'confirmed');
  return !anyBack && remote.some((r) => r.status === 'failed') ? 'failed' : 'confirmed';
}

/**
 * The answer to a recall that involved a remote vendor: the in-house movements (complete), then each remote
 * vendor's with its status, and every wallet involved at its balance now. The overall status is recallStatus; a
 * failed movement keeps its money at the vendor and says why.
 */
export function recallResult(
  requestId: string,
  replayed: boolean,
  inHouseLegs: WalletLeg[],
  remote: RemoteRecall[],
  balances: ReadonlyMap<string, number>,
): WalletTransferResult {
  const inHouse = inHouseLegs.filter((leg) => leg.wallet !== MAIN_WALLET && leg.amount < 0);
  const ordered = [...remote].sort((a, b) => a.vendorCode.localeCompare(b.vendorCode));
  const status = recallStatus(inHouse.length > 0, ordered);
  const balanceOf = (wallet: string) => minorUnits(balances.get(wallet) ?? 0);
  return {
    requestId,
    replayed,
    status,
    transfers: [
      ...inHouse.map((leg) => ({ from: leg.wallet, to: MAIN_WALLET, amount: minorUnits(-leg.amount) })),
      ...ordered.map((r) => ({
        from: r.vendorCode,
        to: MAIN_WALLET,
        amount: minorUnits(r.amount),
        status: r.status,
        ...(r.reason ? { reason: r.reason } : {}),
      })),
    ],
    wallets: [MAIN_WALLET, ...inHouse.map((leg) => leg.wallet), ...ordered.map((r) => r.vendorCode)].map(
      (wallet) => ({ vendorCode: wallet, balance: balanceOf(wallet) }),
    ),
  };
}

/** Ledger kinds of the two transfer requests (the account record shows both as 'transfer'). */
export const TRANSFER_KIND = 'transfer';
export const RECALL_KIND = 'transfer_recall';

/**
 * Whether the first posting made under a requestId was this same request. A requestId reused for a different
 * transfer is refused rather than answered with a result the client did not ask for.
 */

export function sameTransfer(legs: WalletLeg[], request: TransferRequest, postingKind: string): boolean {
  const main = legs.filter((leg) => leg.wallet === MAIN_WALLET);
  const vendors = legs.filter((leg) => leg.wallet !== MAIN_WALLET);
  if (main.length !== 1 || vendors.length === 0) return false;
  // A recall and a single transfer back to main can have the same legs; the posting's kind tells them apart.
  if (request === 'recallAll') return postingKind === RECALL_KIND && vendors.every((leg) => leg.amount < 0);
  if (postingKind !== TRANSFER_KIND) return false;
  if (vendors.length !== 1) return false;
  const [vendor] = vendors;
  const inward = request.from === MAIN_WALLET;
  return (
    vendor!.wallet === (inward ? request.to : request.from) &&
    vendor!.amount === (inward ? request.amount : -request.amount)
  );
}

/** Whether a requestId's transfer with a remote vendor is the transfer now asked for. */
export function sameOrder(row: VendorTransferRow, order: Omit<TransferOrder, 'requestId'>): boolean {
  return (
    row.vendor_code === order.vendorCode && row.direction === order.direction && row.amount === order.amount
  );
}

/**
 * The member's answer for a transfer with a remote vendor that did not fail: the movement, its status (pending
 * and unknown say the money is on its way), and the two wallets' balances now.
 */
export function remoteTransferResult(
  row: VendorTransferRow,
  replayed: boolean,
  balances: { main: number; vendor: number },
): WalletTransferResult {
  const amount = minorUnits(row.amount);
  return {
    requestId: row.request_id,
    replayed,
    status: row.status,
    transfers: [
      row.direction === 'in'
        ? { from: MAIN_WALLET, to: row.vendor_code, amount }
        : { from: row.vendor_code, to: MAIN_WALLET, amount },
    ],
    wallets: [
      { vendorCode: MAIN_WALLET, balance: minorUnits(balances.main) },
      { vendorCode: row.vendor_code, balance: minorUnits(balances.vendor) },
    ],
  };
}

/**
 * A recall's transfer out of a remote vendor, as the answer reports it; a failed one says whether the vendor
 * refused it or never applied it (it went unanswered, then was found not applied).
 */
export function remoteRecallOf(row: VendorTransferRow): Omit<RemoteRecall, 'created'> {
  return {
    vendorCode: row.vendor_code,
    amount: row.amount,
    status: row.status,
    ...(row.status === 'failed' ? { reason: failureReason(row) } : {}),
  };
}
