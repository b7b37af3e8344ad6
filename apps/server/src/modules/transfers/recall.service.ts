import type { RecallFailureReason, WalletTransferResult } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import { memberWallets, transactionByKey } from '../ledger/index.js';
import { postInHouseRecall, type InHouseOutcome } from './in-house-transfer.service.js';
import { memberOf, type TransferDeps, type TransferMember } from './transfer-parties.js';
import { earlierLegs, replayResult, requestIdReused, transferKey } from './transfer-replays.service.js';
import { remoteVendorWallets, type RemoteVendorWallet } from './transfer-wallets.repository.js';
import { reconcileVendorWallet } from './vendor-reconcile.service.js';
import {
  findTransfer,
  recallRequestId,
  recallTransfers,
  vendorsWithTransferUrl,
} from './vendor-transfer.repository.js';
import { runTransfer } from './vendor-transfer.service.js';
import {
  recallResult,
  remoteRecallOf,
  transferResult,
  walletOf,
  type RemoteRecall,
  type WalletLeg,
} from './wallet-transfers.js';

/**
 * A recall reads the vendor balances, then posts them. Recalls of one member take turns; a bet or transfer that
 * lowers a vendor wallet in between makes the guarded posting fail, and the recall is tried again.
 */
const RECALL_ATTEMPTS = 3;

/**
 * Every vendor wallet with money back to main, idempotent by requestId: in-house wallets in one posting, each
 * remote vendor's through a transfer out (after reconciling it), each reported with its status.
 */
export async function recallAll(
  deps: TransferDeps,
  owner: TransferMember,
  requestId: string,
): Promise<WalletTransferResult> {
  const { db } = deps;
  if (await findTransfer(db, owner.id, requestId)) throw requestIdReused(requestId);
  const earlier = await earlierRecall(db, owner, requestId);
  if (earlier) return earlier;

  const inHouse = await recallInHouse(deps, owner, requestId);
  const wallets = await remoteVendorWallets(db, { memberId: owner.id });
  const remote = (await Promise.all(wallets.map((w) => recallRemote(deps, owner, requestId, w)))).filter(
    (r): r is RemoteRecall => r !== null,
  );
  const inHouseReplayed = 'replayedId' in inHouse;
  if (remote.length === 0) {
    if (inHouseReplayed) return replayResult(db, owner, inHouse.replayedId, requestId, 'recallAll');
    return transferResult(requestId, false, inHouse.legs);
  }
  const legs = inHouseReplayed
    ? await earlierLegs(db, owner, inHouse.replayedId, requestId, 'recallAll')
    : inHouse.legs;
  // A concurrent call with the same requestId made part of it first: this answer is that recall's.
  const replayed = inHouseReplayed || remote.some((r) => !r.created);
  return recallAnswer(db, owner, requestId, replayed, legs, remote);
}

/** The answer of a recall this requestId made already (in-house posting, remote transfers or both), or null. */
async function earlierRecall(
  db: Database,
  owner: TransferMember,
  requestId: string,
): Promise<WalletTransferResult | null> {
  const inHouseEarlier = await transactionByKey(db, transferKey(owner, requestId));
  const remoteEarlier = await recallTransfers(db, owner.id, requestId);
  if (remoteEarlier.length > 0) {
    const legs = inHouseEarlier
      ? await earlierLegs(db, owner, inHouseEarlier.id, requestId, 'recallAll')
      : [];
    const remote = remoteEarlier.map((row) => ({ ...remoteRecallOf(row), created: false }));
    return recallAnswer(db, owner, requestId, true, legs, remote);
  }
  return inHouseEarlier ? replayResult(db, owner, inHouseEarlier.id, requestId, 'recallAll') : null;
}

async function recallInHouse(
  deps: TransferDeps,
  owner: TransferMember,
  requestId: string,
): Promise<InHouseOutcome> {
  const remote = await remoteVendorCodes(deps);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await postInHouseRecall(deps.db, owner, requestId, remote);
    } catch (error) {
      const lowered = error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS';
      if (!lowered || attempt >= RECALL_ATTEMPTS) throw error;
    }
  }
}

/** Vendors whose wallets are remote: the in-house recall posting leaves them to the vendor_transfers flow. */
async function remoteVendorCodes(deps: TransferDeps): Promise<Set<string>> {
  const vendors = await vendorsWithTransferUrl(deps.db);
  return new Set(vendors.filter((v) => deps.adapters(v).remote).map((v) => v.code));
}

/**
 * One remote vendor's part of a recall: reconcile (so the member's wins there come back too), then a transfer
 * out of the whole balance under the recall's own request id for that vendor. Nothing to bring back: null.
 */
async function recallRemote(
  deps: TransferDeps,
  owner: TransferMember,
  requestId: string,
  wallet: RemoteVendorWallet,
): Promise<RemoteRecall | null> {
  const adapter = deps.adapters(wallet.endpoint);
  const vendorCode = wallet.endpoint.code;
  const reconciled = await reconcileVendorWallet(deps.db, adapter, memberOf(owner), vendorCode);
  if (reconciled.status === 'not_remote' || reconciled.balance === 0) return null;
  const notTried = (reason: RecallFailureReason): RemoteRecall => ({
    vendorCode,
    amount: reconciled.balance,
    status: 'failed',
    reason,
    created: true,
  });
  // Not without knowing the vendor's side: a transfer out would likely end unknown, holding the money.
  if (reconciled.status === 'unreachable') return notTried('VENDOR_UNREACHABLE');
  if (reconciled.status === 'skipped' && reconciled.reason === 'TRANSFER_OPEN')
    return notTried('TRANSFER_OPEN');
  try {
    const { row, created } = await runTransfer(deps.db, adapter, memberOf(owner), {
      vendorCode,
      direction: 'out',
      amount: reconciled.balance,
      requestId: recallRequestId(requestId, vendorCode),
    });
    return { ...remoteRecallOf(row), created };
  } catch (error) {
    // The wallet went down meanwhile (a bet or another transfer out): nothing was written.
    if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS')
      return notTried('INSUFFICIENT_FUNDS');
    throw error;
  }
}

/** The recall's answer once a remote vendor is involved: balances as they are now. */
async function recallAnswer(
  db: Database,
  owner: TransferMember,
  requestId: string,
  replayed: boolean,
  inHouse: WalletLeg[],
  remote: RemoteRecall[],
): Promise<WalletTransferResult> {
  const balances = new Map(
    (await memberWallets(db, owner.id)).map((w) => [walletOf(w.kind, w.vendorCode), w.balance]),
  );
  return recallResult(requestId, replayed, inHouse, remote, balances);
}
