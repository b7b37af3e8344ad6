import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

export interface CurrencyRow {
  code: string;
  symbol: string;
  exponent: number;
}

export async function currencyOf(db: Db, code: string): Promise<CurrencyRow> {
  return db
    .selectFrom('currencies')
    .select(['code', 'symbol', 'exponent'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
}

export interface MemberWalletRow {
  id: number;
  kind: 'member_main' | 'member_vendor';
  vendorCode: string;
  balance: number;
}

/** The member's own accounts (main and vendor wallets), lowest id first. */
export async function memberWallets(db: Db, memberId: number): Promise<MemberWalletRow[]> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'vendor_code', 'balance'])
    .where('member_id', '=', memberId)
    .where('kind', 'in', ['member_main', 'member_vendor'])
    .orderBy('id')
    .execute();
  return rows.map(toWallet);
}

/**
 * Serialises the recalls of one member until the transaction ends. Taken before anything else, so it never
 * waits in a circle with the account rows that transfers lock.
 */
export async function lockMemberRecall(trx: Transaction<DB>, memberId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`wallet-recall:${memberId}`}, 0))`.execute(trx);
}

function toWallet(row: { id: number; kind: string; vendor_code: string; balance: number | null }) {
  return {
    id: row.id,
    kind: row.kind as MemberWalletRow['kind'],
    vendorCode: row.vendor_code,
    balance: row.balance ?? 0,
  };
}

export interface MerchantVendorRow {
  code: string;
  name: string;
  maintenance: boolean;
}

/** Vendors the merchant offers in at least one enabled category, by code (a stable order for the list). */
export async function enabledVendors(db: Db, merchantCode: string, vendorCode?: string) {
  let query = db
    .selectFrom('merchant_vendors as mv')
    .innerJoin('vendors as v', 'v.code', 'mv.vendor_code')
    .select(['v.code', 'v.name', 'v.maintenance'])
    .where('mv.merchant_code', '=', merchantCode)
    .where('mv.enabled', '=', true)
    .groupBy(['v.code', 'v.name', 'v.maintenance'])
    .orderBy('v.code');
  if (vendorCode !== undefined) query = query.where('v.code', '=', vendorCode);
  return (await query.execute()) as MerchantVendorRow[];
}

export async function vendorNames(db: Db, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db.selectFrom('vendors').select(['code', 'name']).where('code', 'in', codes).execute();
  return new Map(rows.map((r) => [r.code, r.name]));
}

export interface PostedLeg {
  accountId: number;
  memberId: number | null;
  kind: string;
  vendorCode: string;
  amount: number;
  balanceAfter: number | null;
}

/** The legs of one journal transaction with their accounts, to answer a repeated request as the first time. */
export async function legsOf(db: Db, transactionId: number): Promise<PostedLeg[]> {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['e.account_id', 'a.member_id', 'a.kind', 'a.vendor_code', 'e.amount', 'e.balance_after'])
    .where('e.transaction_id', '=', transactionId)
    .orderBy('e.id')
    .execute();
  return rows.map((r) => ({
    accountId: r.account_id,
    memberId: r.member_id,
    kind: r.kind,
    vendorCode: r.vendor_code,
    amount: r.amount,
    balanceAfter: r.balance_after,
  }));
}

/** The kind of a journal transaction (transfer or transfer_recall), to tell a repeated request from another. */
export async function postingKindOf(db: Db, transactionId: number): Promise<string> {
  const row = await db
    .selectFrom('ledger_transactions')
    .select('kind')
    .where('id', '=', transactionId)
    .executeTakeFirstOrThrow();
  return row.kind;
}
