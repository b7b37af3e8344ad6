import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, VendorTransfersTable } from '../../db/schema.js';
import type { VendorEndpoint } from '../wallet/vendor-transfer-adapter.js';
import type { TransferStatus } from './transfer-state.js';
import type { WalletMark } from './vendor-reconcile.js';

type Db = Kysely<DB> | Transaction<DB>;
type TransferRow = Selectable<VendorTransfersTable>;

/**
 * Our side of a member's wallet at a vendor, in one statement so every figure comes from the same snapshot.
 * See vendor-reconcile.ts for why these figures.
 */
export async function walletMark(db: Db, memberId: number, vendorCode: string): Promise<WalletMark> {
  const { rows } = await sql<WalletMark>`
    select
      coalesce((select a.balance from ledger_accounts a
        where a.member_id = ${memberId} and a.kind = 'member_vendor' and a.vendor_code = ${vendorCode}), 0)
        as "balance",
      coalesce((select max(e.id) from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where a.member_id = ${memberId} and a.kind = 'member_vendor' and a.vendor_code = ${vendorCode}), 0)
        as "lastEntryId",
      (select count(*) from vendor_transfers t
        where t.member_id = ${memberId} and t.vendor_code = ${vendorCode})::int as "transfers",
      (select count(*) from vendor_transfers t
        where t.member_id = ${memberId} and t.vendor_code = ${vendorCode} and t.status in ('pending', 'unknown'))::int
        as "open"`.execute(db);
  return rows[0]!;
}

/** Locks the member's wallet at the vendor until the transaction ends (nothing when it does not exist yet). */
export async function lockVendorWallet(trx: Transaction<DB>, memberId: number, vendorCode: string) {
  await trx
    .selectFrom('ledger_accounts')
    .select('id')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'member_vendor')
    .where('vendor_code', '=', vendorCode)
    .forUpdate()
    .execute();
}

export interface RemoteVendorWallet {
  memberId: number;
  merchantCode: string;
  currency: string;
  endpoint: VendorEndpoint;
}

/** Members' wallets at vendors with a transfer API (optionally one member's, or one vendor's), in a stable order. */
export async function remoteVendorWallets(
  db: Db,
  filter: { memberId?: number; vendorCode?: string } = {},
): Promise<RemoteVendorWallet[]> {
  let query = db
    .selectFrom('ledger_accounts as a')
    .innerJoin('vendors as v', 'v.code', 'a.vendor_code')
    .select([
      'a.member_id',
      'a.merchant_code',
      'a.currency_code',
      'v.code',
      'v.transfer_url',
      'v.wallet_secret',
    ])
    .where('a.kind', '=', 'member_vendor')
    .where('v.transfer_url', 'is not', null)
    .orderBy('a.member_id')
    .orderBy('v.code');
  if (filter.memberId !== undefined) query = query.where('a.member_id', '=', filter.memberId);
  if (filter.vendorCode !== undefined) query = query.where('v.code', '=', filter.vendorCode);
  return (await query.execute()).map((r) => ({
    memberId: r.member_id!,
    merchantCode: r.merchant_code,
    currency: r.currency_code,
    endpoint: { code: r.code, transferUrl: r.transfer_url, secret: r.wallet_secret },
  }));
}

/** The transfers a recall made, one per remote vendor: their request ids are `{requestId}#{vendorCode}`. */
export function recallRequestId(requestId: string, vendorCode: string): string {
  // '#' is not allowed in a client's requestId, so these never collide with a transfer the member asked for.
  return `${requestId}#${vendorCode}`;
}

export async function recallTransfers(db: Db, memberId: number, requestId: string): Promise<TransferRow[]> {
  return db
    .selectFrom('vendor_transfers')
    .selectAll()
    .where('member_id', '=', memberId)
    .where(sql<boolean>`starts_with(request_id, ${`${requestId}#`})`)
    .orderBy('vendor_code')
    .execute();
}

export async function transferById(db: Db, id: number): Promise<TransferRow | undefined> {
  return db.selectFrom('vendor_transfers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Transfers for an operator, newest first. */
export async function listTransfers(
  db: Db,
  filter: { status?: TransferStatus; memberId?: number; needsReview?: boolean; limit: number },
): Promise<TransferRow[]> {
  let query = db.selectFrom('vendor_transfers').selectAll().orderBy('id', 'desc').limit(filter.limit);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.memberId !== undefined) query = query.where('member_id', '=', filter.memberId);
  if (filter.needsReview !== undefined) query = query.where('needs_review', '=', filter.needsReview);
  return query.execute();
}

/** Leaves an unknown transfer to an operator: the resolver stops asking about it. */
export async function markNeedsReview(db: Db, transferId: number): Promise<TransferRow | undefined> {
  return db
    .updateTable('vendor_transfers')
    .set({ needs_review: true, updated_at: sql<Date>`now()` as never })
    .where('id', '=', transferId)
    .where('status', '=', 'unknown')
    .returningAll()
    .executeTakeFirst();
}
