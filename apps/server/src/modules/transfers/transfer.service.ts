import { MAIN_WALLET, type WalletTransferResult } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import { postInHouseTransfer } from './in-house-transfer.service.js';
import { recallAll } from './recall.service.js';
import { memberOf, type TransferDeps, type TransferOrder, type TransferOwner } from './transfer-parties.js';
import { earlierResult, replayResult, requestIdReused } from './transfer-replays.service.js';
import { transferWalletBalances } from './transfer-wallets.repository.js';
import { checkVendor } from './vendor-availability.js';
import { reconcileVendorWallet } from './vendor-reconcile.service.js';
import { failureReason } from './transfer-state.js';
import { inHouseTransferAdapter, type VendorTransferAdapter } from './vendor-transfer-adapter.js';
import {
  findTransfer,
  recallTransfers,
  vendorEndpoint,
  type VendorTransferRow,
} from './vendor-transfer.repository.js';
import { runTransfer } from './vendor-transfer.service.js';
import { remoteTransferResult, sameOrder, transferResult } from './wallet-transfers.js';

export interface TransferService {
  /** Main ↔ one vendor wallet; one ledger posting, idempotent by requestId. */
  transfer(
    owner: TransferOwner,
    body: { from: string; to: string; amount: number; requestId: string },
  ): Promise<WalletTransferResult>;
  /**
   * Every vendor wallet with money back to main, idempotent by requestId: in-house wallets in one posting,
   * each remote vendor's through a transfer out (after reconciling it), each reported with its status.
   */
  recallAll(owner: TransferOwner, requestId: string): Promise<WalletTransferResult>;
}

/** The member's transfers, on the database and the vendors' adapters. */
export function createTransferService(deps: TransferDeps): TransferService {
  return {
    transfer: (owner, body) => transfer(deps, owner, body),
    recallAll: (owner, requestId) => recallAll(deps, owner, requestId),
  };
}

/**
 * Main ↔ one vendor wallet, idempotent by requestId. An in-house vendor: one ledger posting. A remote vendor:
 * a transfer through the vendor_transfers state machine, answered with its status as it stands.
 */
export async function transfer(
  deps: TransferDeps,
  owner: TransferOwner,
  body: { from: string; to: string; amount: number; requestId: string },
): Promise<WalletTransferResult> {
  const { db } = deps;
  const request = { from: body.from, to: body.to, amount: body.amount };
  const direction = body.from === MAIN_WALLET ? 'in' : 'out';
  const order: TransferOrder = {
    vendorCode: direction === 'in' ? body.to : body.from,
    direction,
    amount: body.amount,
    requestId: body.requestId,
  };
  // A transfer with a remote vendor under this requestId: its state as it stands (pending, unknown...).
  const remoteEarlier = await findTransfer(db, owner.id, body.requestId);
  if (remoteEarlier) {
    if (!sameOrder(remoteEarlier, order)) throw requestIdReused(body.requestId);
    return transferAnswer(db, remoteEarlier, true);
  }
  if ((await recallTransfers(db, owner.id, body.requestId)).length > 0) throw requestIdReused(body.requestId);
  const earlier = await earlierResult(db, owner, body.requestId, request);
  if (earlier) return earlier;
  await checkVendor(db, owner, order.vendorCode, direction);
  const adapter = await adapterOf(deps, order.vendorCode);
  if (adapter.remote) return remoteTransfer(db, adapter, owner, order);
  const outcome = await postInHouseTransfer(db, owner, adapter, order).catch(insufficientIn(body.from));
  if ('replayedId' in outcome) return replayResult(db, owner, outcome.replayedId, body.requestId, request);
  return transferResult(body.requestId, false, outcome.legs);
}

async function remoteTransfer(
  db: Database,
  adapter: VendorTransferAdapter,
  owner: TransferOwner,
  order: TransferOrder,
): Promise<WalletTransferResult> {
  // The vendor's figure includes what the member won there: settle it first so the transfer may take it.
  if (order.direction === 'out') await reconcileVendorWallet(db, adapter, memberOf(owner), order.vendorCode);
  const { row, created } = await runTransfer(db, adapter, memberOf(owner), order).catch(
    insufficientIn(order.direction === 'in' ? MAIN_WALLET : order.vendorCode),
  );
  if (!created && !sameOrder(row, order)) throw requestIdReused(order.requestId);
  return transferAnswer(db, row, !created);
}

/** A refusal for lack of money names the wallet it lacked in. */
function insufficientIn(wallet: string) {
  return (error: unknown): never => {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
      throw new AppError('INSUFFICIENT_FUNDS', undefined, { wallet });
    }
    throw error;
  };
}

async function adapterOf(deps: TransferDeps, vendorCode: string): Promise<VendorTransferAdapter> {
  const endpoint = await vendorEndpoint(deps.db, vendorCode);
  return endpoint ? deps.adapters(endpoint) : inHouseTransferAdapter;
}

/**
 * The member's answer for a transfer with a remote vendor. A failed transfer is refused (its hold was reversed),
 * saying whether the vendor refused it or never applied it.
 */
async function transferAnswer(
  db: Database,
  row: VendorTransferRow,
  replayed: boolean,
): Promise<WalletTransferResult> {
  if (row.status === 'failed') {
    throw new AppError('CONFLICT', undefined, {
      reason: failureReason(row),
      vendorCode: row.vendor_code,
      requestId: row.request_id,
      status: 'failed',
    });
  }
  return remoteTransferResult(
    row,
    replayed,
    await transferWalletBalances(db, row.member_id, row.vendor_code),
  );
}
