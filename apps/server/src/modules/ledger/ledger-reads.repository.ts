import type { Executor } from '../../db/executor.js';

// Small reads of accounts and journal rows that other modules (wallet, transfers) make through the ledger's
// public face rather than querying `ledger_*` themselves.

export interface MemberWalletRow {
  id: number;
  kind: 'member_main' | 'member_vendor';
  vendorCode: string;
  balance: number;
}

/** The member's own accounts (main and vendor wallets), lowest id first. */
export async function memberWallets(db: Executor, memberId: number): Promise<MemberWalletRow[]> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'vendor_code', 'balance'])
    .where('member_id', '=', memberId)
    .where('kind', 'in', ['member_main', 'member_vendor'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as MemberWalletRow['kind'],
    vendorCode: row.vendor_code,
    balance: row.balance ?? 0,
  }));
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
export async function legsOf(db: Executor, transactionId: number): Promise<PostedLeg[]> {
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

/** The kind of a journal transaction (e.g. transfer or transfer_recall), to tell a repeated request from another. */
export async function postingKindOf(db: Executor, transactionId: number): Promise<string> {
  const row = await db
    .selectFrom('ledger_transactions')
    .select('kind')
    .where('id', '=', transactionId)
    .executeTakeFirstOrThrow();
  return row.kind;
}
