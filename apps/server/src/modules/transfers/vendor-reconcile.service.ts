import type { Database } from '../../db/database.js';
import { houseAccount, memberAccount, post } from '../ledger/index.js';
import type { VendorTransferAdapter, VendorTransferAdapters } from './vendor-transfer-adapter.js';
import { decideSettlement, SETTLEMENT_KIND, settlementKey, type SkipReason } from './vendor-reconcile.js';
import { CLEARING_SHARDS, type TransferMember } from './transfer-parties.js';
import { lockVendorWallet, remoteVendorWallets, walletMark } from './transfer-wallets.repository.js';

/** What one reconcile did; `balance` is the member's vendor wallet in our ledger afterwards. */
export type ReconcileOutcome =
  | { status: 'settled'; amount: number; balance: number; transactionId: number }
  | { status: 'in_agreement'; balance: number }
  /** Not comparable now (a transfer is open, or our side moved while the vendor was asked): try later. */
  | { status: 'skipped'; reason: SkipReason; balance: number }
  /** No trustworthy balance from the vendor. */
  | { status: 'unreachable'; error: string; balance: number }
  /** An in-house vendor: its wallet is our ledger already. */
  | { status: 'not_remote' };

/**
 * Brings the member's wallet at a remote vendor in line with the vendor's balance: the wins and losses made
 * there are posted as one settlement between the wallet and vendor clearing.
 *
 * Race handling (see vendor-reconcile.ts): our side is marked, the vendor is asked outside any database
 * transaction, then under the wallet's row lock our side is marked again and the settlement is posted only if
 * nothing moved. The lock serialises settlements with each other and with every posting on the wallet; a
 * transfer in, whose hold does not touch the wallet, shows in the mark's transfer count. A transfer that commits
 * after the second mark calls the vendor only after that, so the vendor's figure cannot include it, and its
 * postings are relative to ours. The idempotency key is the state settled, so a retry posts at most once.
 */
export async function reconcileVendorWallet(
  db: Database,
  adapter: VendorTransferAdapter,
  member: TransferMember,
  vendorCode: string,
): Promise<ReconcileOutcome> {
  if (!adapter.remote) return { status: 'not_remote' };
  const before = await walletMark(db, member.id, vendorCode);
  if (before.open > 0) return { status: 'skipped', reason: 'TRANSFER_OPEN', balance: before.balance };
  const answer = await adapter
    .balance({
      merchantCode: member.merchantCode,
      currency: member.currency,
      memberId: member.id,
      vendorCode,
    })
    .catch((error: unknown) => ({ state: 'unknown' as const, error: String(error) }));
  if (answer.state === 'unknown') {
    return { status: 'unreachable', error: answer.error, balance: before.balance };
  }
  return db.transaction().execute(async (trx): Promise<ReconcileOutcome> => {
    await lockVendorWallet(trx, member.id, vendorCode);
    const now = await walletMark(trx, member.id, vendorCode);
    const decision = decideSettlement(before, now, answer.balance);
    if (decision.action === 'skip')
      return { status: 'skipped', reason: decision.reason, balance: now.balance };
    if (decision.action === 'none') return { status: 'in_agreement', balance: now.balance };
    const wallet = await memberAccount(trx, member, 'member_vendor', vendorCode);
    const clearing = await houseAccount(
      trx,
      { merchantCode: member.merchantCode, currency: member.currency, kind: 'vendor_clearing' },
      vendorCode,
      member.id % CLEARING_SHARDS,
    );
    const posted = await post(trx, {
      merchantCode: member.merchantCode,
      currency: member.currency,
      kind: SETTLEMENT_KIND,
      // The wallet's balance after the entry is the vendor's figure; nothing else needs recording.
      reference: null,
      idempotencyKey: settlementKey(member.id, vendorCode, now),
      actor: `vendor:${vendorCode}`,
      legs: [
        { accountId: wallet.id, amount: decision.amount },
        { accountId: clearing, amount: -decision.amount },
      ],
    });
    // Another reconcile settled this very state first.
    if (posted.replayed) return { status: 'skipped', reason: 'MOVED', balance: now.balance };
    return {
      status: 'settled',
      amount: decision.amount,
      balance: posted.balances.get(wallet.id)!,
      transactionId: posted.transactionId,
    };
  });
}

export interface WalletReconcile {
  memberId: number;
  vendorCode: string;
  outcome: ReconcileOutcome;
}

/**
 * Reconciles members' wallets at remote vendors: one member's (its vendors at once), one vendor's, or all
 * (one after another, so a large run does not flood the vendors).
 */
export async function reconcileWallets(
  db: Database,
  adapters: VendorTransferAdapters,
  filter: { memberId?: number; vendorCode?: string } = {},
): Promise<WalletReconcile[]> {
  const wallets = await remoteVendorWallets(db, filter);
  const reconcileOne = async (w: (typeof wallets)[number]): Promise<WalletReconcile> => ({
    memberId: w.memberId,
    vendorCode: w.endpoint.code,
    outcome: await reconcileVendorWallet(
      db,
      adapters(w.endpoint),
      { id: w.memberId, merchantCode: w.merchantCode, currency: w.currency },
      w.endpoint.code,
    ),
  });
  if (filter.memberId !== undefined) return Promise.all(wallets.map(reconcileOne));
  const done: WalletReconcile[] = [];
  for (const w of wallets) done.push(await reconcileOne(w));
  return done;
}
