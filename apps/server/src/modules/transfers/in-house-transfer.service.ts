import { MAIN_WALLET } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import { memberAccount, memberWallets, post } from '../ledger/index.js';
import { memberOf, type TransferMember, type TransferOrder } from './transfer-parties.js';
import { lockMemberRecall } from './transfer-wallets.repository.js';
import { transferKey } from './transfer-replays.service.js';
import { inHouseTransferAdapter, type VendorTransferAdapter } from './vendor-transfer-adapter.js';
import { RECALL_KIND, TRANSFER_KIND, type WalletLeg } from './wallet-transfers.js';

// Transfers with in-house vendors (their wallets live in our ledger): the ledger posting is the whole transfer.

/** What a posting did: its legs, or the first posting's id when the requestId had posted already. */
export type InHouseOutcome = { legs: WalletLeg[] } | { replayedId: number };

/** In-house vendors only: the adapter answers at once, inside the posting's transaction. */
async function settleInHouse(
  owner: TransferMember,
  adapter: VendorTransferAdapter,
  order: Omit<TransferOrder, 'requestId'>,
  reference: string,
): Promise<void> {
  const call = { ...memberCall(owner), vendorCode: order.vendorCode, amount: order.amount, reference };
  const { outcome } = await (order.direction === 'in' ? adapter.transferIn(call) : adapter.transferOut(call));
  if (outcome !== 'confirmed') {
    throw new AppError('CONFLICT', undefined, { reason: 'VENDOR_REFUSED', vendorCode: order.vendorCode });
  }
}

function memberCall(owner: TransferMember) {
  return { merchantCode: owner.merchantCode, currency: owner.currency, memberId: owner.id };
}

/** Main ↔ one in-house vendor wallet: one ledger posting, idempotent by requestId. */
export async function postInHouseTransfer(
  db: Database,
  owner: TransferMember,
  adapter: VendorTransferAdapter,
  order: TransferOrder,
): Promise<InHouseOutcome> {
  const key = transferKey(owner, order.requestId);
  const signed = order.direction === 'in' ? order.amount : -order.amount;
  return db.transaction().execute(async (trx) => {
    // Main before vendor, as everywhere, so two first-time transfers never wait on each other in a circle.
    const main = await memberAccount(trx, memberOf(owner), 'member_main');
    const vendor = await memberAccount(trx, memberOf(owner), 'member_vendor', order.vendorCode);
    const posted = await post(trx, {
      merchantCode: owner.merchantCode,
      currency: owner.currency,
      kind: TRANSFER_KIND,
      reference: order.requestId,
      idempotencyKey: key,
      actor: `member:${owner.id}`,
      legs: [
        { accountId: main.id, amount: -signed },
        { accountId: vendor.id, amount: signed },
      ],
    });
    if (posted.replayed) return { replayedId: posted.transactionId };
    await settleInHouse(owner, adapter, order, key);
    return {
      legs: [
        { wallet: MAIN_WALLET, amount: -signed, balanceAfter: posted.balances.get(main.id)! },
        { wallet: order.vendorCode, amount: signed, balanceAfter: posted.balances.get(vendor.id)! },
      ],
    };
  });
}

/**
 * Every in-house vendor wallet with money back to main in one posting (wallets at `remote` vendors are left to
 * their own transfers). Recalls of one member take turns.
 */
export async function postInHouseRecall(
  db: Database,
  owner: TransferMember,
  requestId: string,
  remote: ReadonlySet<string>,
): Promise<InHouseOutcome> {
  const key = transferKey(owner, requestId);
  return db.transaction().execute(async (trx) => {
    await lockMemberRecall(trx, owner.id);
    const main = await memberAccount(trx, memberOf(owner), 'member_main');
    const held = (await memberWallets(trx, owner.id)).filter(
      (w) => w.kind === 'member_vendor' && w.balance > 0 && !remote.has(w.vendorCode),
    );
    if (held.length === 0) return { legs: [{ wallet: MAIN_WALLET, amount: 0, balanceAfter: main.balance }] };
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
    for (const w of held) {
      const order = { vendorCode: w.vendorCode, direction: 'out', amount: w.balance } as const;
      await settleInHouse(owner, inHouseTransferAdapter, order, key);
    }
    return {
      legs: [
        { wallet: MAIN_WALLET, amount: total, balanceAfter: posted.balances.get(main.id)! },
        ...held.map((w) => ({ wallet: w.vendorCode, amount: -w.balance, balanceAfter: 0 })),
      ],
    };
  });
}
