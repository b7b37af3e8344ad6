import { sql, type Transaction } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import type { WalletMark } from './vendor-reconcile.js';
import type { VendorEndpoint } from './vendor-transfer-adapter.js';

// The member's wallets as transfers read them (accounts and journal rows the ledger wrote); transfers never
// write them here: every movement is a ledger posting. Reads other modules share live in the ledger's face.

/** The member's main wallet and wallet at one vendor, now (0 for one not opened yet). */
export async function transferWalletBalances(
  db: Executor,
  memberId: number,
  vendorCode: string,
): Promise<{ main: number; vendor: number }> {
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['kind', 'balance'])
    .where('member_id', '=', memberId)
    .where((eb) =>
      eb.or([
        eb('kind', '=', 'member_main'),
        eb.and([eb('kind', '=', 'member_vendor'), eb('vendor_code', '=', vendorCode)]),
      ]),
    )
    .execute();
  const balanceOf = (kind: string) => accounts.find((a) => a.kind === kind)?.balance ?? 0;
  return { main: balanceOf('member_main'), vendor: balanceOf('member_vendor') };
}

/**
 * Serialises the recalls of one member until the transaction ends. Taken before anything else, so it never
 * waits in a circle with the account rows that transfers lock.
 */
export async function lockMemberRecall(trx: Transaction<DB>, memberId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`wallet-recall:${memberId}`}, 0))`.execute(trx);
}

/**
 * Our side of a member's wallet at a vendor, in one statement so every figure comes from the same snapshot.
 * See vendor-reconcile.ts for why these figures.
 */
export async function walletMark(db: Executor, memberId: number, vendorCode: string): Promise<WalletMark> {
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
  db: Executor,
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
