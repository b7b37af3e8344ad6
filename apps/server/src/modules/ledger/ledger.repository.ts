import { MAX_BALANCE } from '@suerte/contracts';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { LedgerAccountsTable } from '../../db/schema.js';

export type AccountKind = LedgerAccountsTable['kind'];

/** A member's account of a kind (main, or a vendor's wallet), created on first use. */
export async function memberAccount(
  db: Executor,
  member: { id: number; merchantCode: string; currency: string },
  kind: 'member_main' | 'member_vendor',
  vendorCode = '',
): Promise<{ id: number; balance: number }> {
  await db
    .insertInto('ledger_accounts')
    .values({
      merchant_code: member.merchantCode,
      currency_code: member.currency,
      kind,
      member_id: member.id,
      vendor_code: vendorCode,
      balance: 0,
    })
    .onConflict((oc) =>
      oc.columns(['member_id', 'kind', 'vendor_code']).where('member_id', 'is not', null).doNothing(),
    )
    .execute();
  const row = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance'])
    .where('member_id', '=', member.id)
    .where('kind', '=', kind)
    .where('vendor_code', '=', vendorCode)
    .executeTakeFirstOrThrow();
  return { id: row.id, balance: row.balance ?? 0 };
}

/** A house-side account (no running balance), one of several shards so concurrent postings spread out. */
export async function houseAccount(
  db: Executor,
  house: {
    merchantCode: string;
    currency: string;
    kind: Exclude<AccountKind, 'member_main' | 'member_vendor'>;
  },
  vendorCode = '',
  shard = 0,
): Promise<number> {
  const found = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('member_id', 'is', null)
    .where('merchant_code', '=', house.merchantCode)
    .where('currency_code', '=', house.currency)
    .where('kind', '=', house.kind)
    .where('vendor_code', '=', vendorCode)
    .where('shard', '=', shard)
    .executeTakeFirst();
  if (found) return found.id;
  await db
    .insertInto('ledger_accounts')
    .values({
      merchant_code: house.merchantCode,
      currency_code: house.currency,
      kind: house.kind,
      vendor_code: vendorCode,
      shard,
      balance: null,
    })
    .onConflict((oc) =>
      oc
        .columns(['merchant_code', 'currency_code', 'kind', 'vendor_code', 'shard'])
        .where('member_id', 'is', null)
        .doNothing(),
    )
    .execute();
  return houseAccount(db, house, vendorCode, shard);
}

/** Inserts the transaction row unless its idempotency key was used; null means it was. */
export async function insertTransaction(
  db: Executor,
  tx: {
    merchantCode: string;
    currency: string;
    kind: string;
    reference: string | null;
    idempotencyKey: string | null;
    actor: string;
  },
): Promise<number | null> {
  const row = await db
    .insertInto('ledger_transactions')
    .values({
      merchant_code: tx.merchantCode,
      currency_code: tx.currency,
      kind: tx.kind,
      reference: tx.reference,
      idempotency_key: tx.idempotencyKey,
      actor: tx.actor,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function transactionByKey(db: Executor, idempotencyKey: string) {
  return db
    .selectFrom('ledger_transactions')
    .selectAll()
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/**
 * Moves a member balance by `amount` in one guarded statement: it never goes below zero nor above MAX_BALANCE.
 * Returns the balance after, or null when the account has too little, or too much for a credit (nothing changed).
 */
export async function applyToBalance(
  db: Executor,
  accountId: number,
  amount: number,
): Promise<number | null> {
  const row = await db
    .updateTable('ledger_accounts')
    .set({ balance: sql`balance + ${amount}::bigint` as never })
    .where('id', '=', accountId)
    .where('balance', 'is not', null)
    .where(sql<boolean>`balance + ${amount}::bigint >= 0`)
    // The ceiling: no balance comes near the largest safe integer (refused as BALANCE_LIMIT by post).
    .where(sql<boolean>`balance + ${amount}::bigint <= ${MAX_BALANCE}::bigint`)
    .returning('balance')
    .executeTakeFirst();
  return row ? row.balance : null;
}

export async function isMemberAccount(db: Executor, accountIds: number[]): Promise<Set<number>> {
  if (accountIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('id', 'in', accountIds)
    .where('balance', 'is not', null)
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function insertEntries(
  db: Executor,
  transactionId: number,
  legs: { accountId: number; amount: number; balanceAfter: number | null }[],
) {
  await db
    .insertInto('ledger_entries')
    .values(
      legs.map((leg) => ({
        transaction_id: transactionId,
        account_id: leg.accountId,
        amount: leg.amount,
        balance_after: leg.balanceAfter,
      })),
    )
    .execute();
}
