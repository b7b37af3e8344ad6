import { MAIN_WALLET, type RecallFailureReason, type WalletTransferResult } from '@suerte/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { memberAccount, transactionByKey } from '../ledger/ledger.repository.js';
import { post } from '../ledger/ledger.service.js';
import { failureReason } from '../vendor-transfer/transfer-state.js';
import { reconcileVendorWallet } from '../vendor-transfer/vendor-reconcile.service.js';
import {
  recallRequestId,
  recallTransfers,
  remoteVendorWallets,
  type RemoteVendorWallet,
} from '../vendor-transfer/vendor-transfer.repository.js';
import {
  findTransfer,
  runTransfer,
  sameOrder,
  transferAnswer,
  vendorEndpoint,
  type VendorTransferRow,
} from '../vendor-transfer/vendor-transfer.service.js';
import { checkVendor } from './vendor-availability.js';
import {
  inHouseTransferAdapter,
  type VendorTransferAdapter,
  type VendorTransferAdapters,
} from './vendor-transfer-adapter.js';
import { ledgerMember, type WalletOwner } from './wallet-owner.js';
import { legsOf, lockMemberRecall, memberWallets, postingKindOf } from './wallet.repository.js';
import {
  RECALL_KIND,
  recallResult,
  sameTransfer,
  TRANSFER_KIND,
  transferResult,
  walletOf,
  type RemoteRecall,
  type TransferRequest,
  type WalletLeg,
} from './wallet-transfers.js';

export interface TransferService {
  /** Main ↔ one vendor wallet; one ledger posting, idempotent by requestId. */
  transfer(
    owner: WalletOwner,
    body: { from: string; to: string; amount: number; requestId: string },
  ): Promise<WalletTransferResult>;
  /**
   * Every vendor wallet with money back to main, idempotent by requestId: in-house wallets in one posting,
   * each remote vendor's through a transfer out (after reconciling it), each reported with its status.
   */
  recallAll(owner: WalletOwner, requestId: string): Promise<WalletTransferResult>;
}

type Outcome = { legs: WalletLeg[] } | { replayedId: number };

/**
 * A recall reads the vendor balances, then posts them. Recalls of one member take turns; a bet or transfer that
 * lowers a vendor wallet in between makes the guarded posting fail, and the recall is tried again.
 */
const RECALL_ATTEMPTS = 3;

export function createTransferService(db: Database, adapters: VendorTransferAdapters): TransferService {
  const keyOf = (owner: WalletOwner, requestId: string) => `transfer:${owner.id}:${requestId}`;
  const reused = (requestId: string) =>
    new AppError('CONFLICT', undefined, { reason: 'REQUEST_ID_REUSED', requestId });

  /** The member's legs of an earlier posting, provided it was this same request. */
  async function earlierLegs(
    owner: WalletOwner,
    transactionId: number,
    requestId: string,
    request: TransferRequest,
  ): Promise<WalletLeg[]> {
    const legs = (await legsOf(db, transactionId))
      .filter((leg) => leg.memberId === owner.id)
      .map((leg) => ({
        wallet: walletOf(leg.kind, leg.vendorCode),
        amount: leg.amount,
        balanceAfter: leg.balanceAfter ?? 0,
      }));
    if (!sameTransfer(legs, request, await postingKindOf(db, transactionId))) throw reused(requestId);
    return legs;
  }

  async function replayResult(
    owner: WalletOwner,
    transactionId: number,
    requestId: string,
    request: TransferRequest,
  ): Promise<WalletTransferResult> {
    return transferResult(requestId, true, await earlierLegs(owner, transactionId, requestId, request));
  }

  async function earlierResult(owner: WalletOwner, requestId: string, request: TransferRequest) {
    const first = await transactionByKey(db, keyOf(owner, requestId));
    return first ? replayResult(owner, first.id, requestId, request) : null;
  }

  async function adapterOf(vendorCode: string): Promise<VendorTransferAdapter> {
    const endpoint = await vendorEndpoint(db, vendorCode);
    return endpoint ? adapters(endpoint) : inHouseTransferAdapter;
  }

  /** In-house vendors only: the adapter answers at once, inside the posting's transaction. */
  async function settle(
    owner: WalletOwner,
    adapter: VendorTransferAdapter,
    vendorCode: string,
    direction: 'in' | 'out',
    amount: number,
    reference: string,
  ) {
    const call = {
      merchantCode: owner.merchantCode,
      currency: owner.currency,
      memberId: owner.id,
      vendorCode,
      amount,
      reference,
    };
    const { outcome } = await (direction === 'in' ? adapter.transferIn(call) : adapter.transferOut(call));
    if (outcome !== 'confirmed') {
      throw new AppError('CONFLICT', undefined, { reason: 'VENDOR_REFUSED', vendorCode });
    }
  }

  async function postTransfer(
    owner: WalletOwner,
    adapter: VendorTransferAdapter,
    vendorCode: string,
    direction: 'in' | 'out',
    amount: number,
    requestId: string,
  ): Promise<Outcome> {
    const key = keyOf(owner, requestId);
    const signed = direction === 'in' ? amount : -amount;
    return db.transaction().execute(async (trx) => {
      // Main before vendor, as everywhere, so two first-time transfers never wait on each other in a circle.
      const main = await memberAccount(trx, ledgerMember(owner), 'member_main');
      const vendor = await memberAccount(trx, ledgerMember(owner), 'member_vendor', vendorCode);
      const posted = await post(trx, {
        merchantCode: owner.merchantCode,
        currency: owner.currency,
        kind: TRANSFER_KIND,
        reference: requestId,
        idempotencyKey: key,
        actor: `member:${owner.id}`,
        legs: [
          { accountId: main.id, amount: -signed },
          { accountId: vendor.id, amount: signed },
        ],
      });
      if (posted.replayed) return { replayedId: posted.transactionId };
      await settle(owner, adapter, vendorCode, direction, amount, key);
      return {
        legs: [
          { wallet: MAIN_WALLET, amount: -signed, balanceAfter: posted.balances.get(main.id)! },
          { wallet: vendorCode, amount: signed, balanceAfter: posted.balances.get(vendor.id)! },
        ],
      };
    });
  }

  /** Vendors whose wallets are remote: the in-house recall posting leaves them to the vendor_transfers flow. */
  async function remoteVendors(): Promise<Set<string>> {
    const rows = await db
      .selectFrom('vendors')
      .select(['code', 'transfer_url', 'wallet_secret'])
      .where('transfer_url', 'is not', null)
      .execute();
    const remote = rows.filter(
      (r) => adapters({ code: r.code, transferUrl: r.transfer_url, secret: r.wallet_secret }).remote,
    );
    return new Set(remote.map((r) => r.code));
  }

  async function recallInHouse(owner: WalletOwner, requestId: string): Promise<Outcome> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await recallOnce(owner, requestId);
      } catch (error) {
        const lowered = error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS';
        if (!lowered || attempt >= RECALL_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * One remote vendor's part of a recall: reconcile (so the member's wins there come back too), then a transfer
   * out of the whole balance under the recall's own request id for that vendor. Nothing to bring back: null.
   */
  async function recallRemote(
    owner: WalletOwner,
    requestId: string,
    wallet: RemoteVendorWallet,
  ): Promise<RemoteRecall | null> {
    const adapter = adapters(wallet.endpoint);
    const vendorCode = wallet.endpoint.code;
    const reconciled = await reconcileVendorWallet(db, adapter, ledgerMember(owner), vendorCode);
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
    if (reconciled.status === 'skipped' && reconciled.reason === 'TRANSFER_OPEN') {
      return notTried('TRANSFER_OPEN');
    }
    try {
      const { row, created } = await runTransfer(db, adapter, ledgerMember(owner), {
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
    owner: WalletOwner,
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

  async function recallOnce(owner: WalletOwner, requestId: string): Promise<Outcome> {
    const key = keyOf(owner, requestId);
    const remote = await remoteVendors();
    return db.transaction().execute(async (trx: Transaction<DB>) => {
      await lockMemberRecall(trx, owner.id);
      const main = await memberAccount(trx, ledgerMember(owner), 'member_main');
      const held = (await memberWallets(trx, owner.id)).filter(
        (w) => w.kind === 'member_vendor' && w.balance > 0 && !remote.has(w.vendorCode),
      );
      if (held.length === 0)
        return { legs: [{ wallet: MAIN_WALLET, amount: 0, balanceAfter: main.balance }] };
      const total = held.reduce((sum, w) => sum + w.balance, 0);
      const posted = await post(trx, {
        merchantCode: owner.merchantCode,
        currency: owner.currency,
        kind: RECALL_KIND,
        reference: requestId,
        idempotencyKey: key,
        actor: `member:${owner.id}`,
        legs: [
          { accountId: main.id, amount: total },
          ...held.map((w) => ({ accountId: w.id, amount: -w.balance })),
        ],
      });
      if (posted.replayed) return { replayedId: posted.transactionId };
      for (const w of held) await settle(owner, inHouseTransferAdapter, w.vendorCode, 'out', w.balance, key);
      return {
        legs: [
          { wallet: MAIN_WALLET, amount: total, balanceAfter: posted.balances.get(main.id)! },
          ...held.map((w) => ({ wallet: w.vendorCode, amount: -w.balance, balanceAfter: 0 })),
        ],
      };
    });
  }

  return {
    async transfer(owner, body) {
      const request = { from: body.from, to: body.to, amount: body.amount };
      const direction = body.from === MAIN_WALLET ? 'in' : 'out';
      const vendorCode = direction === 'in' ? body.to : body.from;
      const order = { vendorCode, direction, amount: body.amount } as const;
      // A transfer with a remote vendor under this requestId: its state as it stands (pending, unknown...).
      const remoteEarlier = await findTransfer(db, owner.id, body.requestId);
      if (remoteEarlier) {
        if (!sameOrder(remoteEarlier, order)) throw reused(body.requestId);
        return transferAnswer(db, remoteEarlier, true);
      }
      if ((await recallTransfers(db, owner.id, body.requestId)).length > 0) throw reused(body.requestId);
      const earlier = await earlierResult(owner, body.requestId, request);
      if (earlier) return earlier;
      await checkVendor(db, owner, vendorCode, direction);
      const adapter = await adapterOf(vendorCode);
      const insufficient = (error: unknown): never => {
        if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
          throw new AppError('INSUFFICIENT_FUNDS', undefined, { wallet: body.from });
        }
        throw error;
      };
      if (adapter.remote) {
        // The vendor's figure includes what the member won there: settle it first so the transfer may take it.
        if (direction === 'out') await reconcileVendorWallet(db, adapter, ledgerMember(owner), vendorCode);
        const { row, created } = await runTransfer(db, adapter, ledgerMember(owner), {
          ...order,
          requestId: body.requestId,
        }).catch(insufficient);
        if (!created && !sameOrder(row, order)) throw reused(body.requestId);
        return transferAnswer(db, row, !created);
      }
      const outcome = await postTransfer(
        owner,
        adapter,
        vendorCode,
        direction,
        body.amount,
        body.requestId,
      ).catch(insufficient);
      if ('replayedId' in outcome) return replayResult(owner, outcome.replayedId, body.requestId, request);
      return transferResult(body.requestId, false, outcome.legs);
    },

    async recallAll(owner, requestId) {
      if (await findTransfer(db, owner.id, requestId)) throw reused(requestId);
      const inHouseEarlier = await transactionByKey(db, keyOf(owner, requestId));
      const remoteEarlier = await recallTransfers(db, owner.id, requestId);
      if (remoteEarlier.length > 0) {
        const legs = inHouseEarlier
          ? await earlierLegs(owner, inHouseEarlier.id, requestId, 'recallAll')
          : [];
        const remote = remoteEarlier.map((row) => ({ ...remoteRecallOf(row), created: false }));
        return recallAnswer(owner, requestId, true, legs, remote);
      }
      if (inHouseEarlier) return replayResult(owner, inHouseEarlier.id, requestId, 'recallAll');

      const inHouse = await recallInHouse(owner, requestId);
      const wallets = await remoteVendorWallets(db, { memberId: owner.id });
      const remote = (await Promise.all(wallets.map((w) => recallRemote(owner, requestId, w)))).filter(
        (r): r is RemoteRecall => r !== null,
      );
      const inHouseReplayed = 'replayedId' in inHouse;
      if (remote.length === 0) {
        if (inHouseReplayed) return replayResult(owner, inHouse.replayedId, requestId, 'recallAll');
        return transferResult(requestId, false, inHouse.legs);
      }
      const legs = inHouseReplayed
        ? await earlierLegs(owner, inHouse.replayedId, requestId, 'recallAll')
        : inHouse.legs;
      // A concurrent call with the same requestId made part of it first: this answer is that recall's.
      const replayed = inHouseReplayed || remote.some((r) => !r.created);
      return recallAnswer(owner, requestId, replayed, legs, remote);
    },
  };
}

/**
 * A recall's transfer out of a remote vendor, as the answer reports it; a failed one says whether the vendor
 * refused it or never applied it (it went unanswered, then was found not applied).
 */
function remoteRecallOf(row: VendorTransferRow): Omit<RemoteRecall, 'created'> {
  return {
    vendorCode: row.vendor_code,
    amount: row.amount,
    status: row.status,
    ...(row.status === 'failed' ? { reason: failureReason(row) } : {}),
  };
}
