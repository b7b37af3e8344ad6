// The anchor of the ledger batch benchmark: what the same journal rows cost when written with plain SQL and no
// rules — one UPDATE of the members' balances and one INSERT of the journal transactions and their legs per
// chunk, in one transaction, with the balance after each payout computed by the caller.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../apps/server/src/db/database';
import type { DB } from '../../apps/server/src/db/schema';
import type { BatchPosting } from '../../apps/server/src/modules/ledger/index';

/** Writes `postings` (two legs each: the member first, the house second) as plain SQL, in a transaction. */
export async function plainWrite(
  db: Database,
  postings: readonly BatchPosting[],
  balances: Map<number, number>,
): Promise<void> {
  await db.transaction().execute((trx) => plainWriteIn(trx, postings, balances));
}

/** The same statements inside the caller's transaction; `balances` holds each member's balance before. */
export async function plainWriteIn(
  trx: Transaction<DB>,
  postings: readonly BatchPosting[],
  balances: Map<number, number>,
): Promise<void> {
  if (postings.length === 0) return;
  const totals = new Map<number, number>();
  const balanceAfter: string[] = [];
  for (const p of postings) {
    const { accountId, amount } = p.legs[0]!;
    totals.set(accountId, (totals.get(accountId) ?? 0) + amount);
    const after = (balances.get(accountId) ?? 0) + amount;
    balances.set(accountId, after);
    balanceAfter.push(String(after));
  }
  const member = postings.map((p) => p.legs[0]!.accountId);
  const house = postings.map((p) => p.legs[1]!.accountId);
  const amount = postings.map((p) => String(p.legs[0]!.amount));
  const key = postings.map((p) => p.idempotencyKey);
  const reference = postings.map((p) => p.reference ?? null);
  const first = postings[0]!;
  // As the batch API does: JIT compiling these statements costs more than running them.
  await sql`set local jit = off`.execute(trx);
  await sql`
    update ledger_accounts a set balance = a.balance + t.total
    from unnest(${[...totals.keys()]}::bigint[], ${[...totals.values()].map(String)}::bigint[]) as t(id, total)
    where a.id = t.id`.execute(trx);
  await sql`
    with p as (
      select * from unnest(${member}::bigint[], ${house}::bigint[], ${amount}::bigint[], ${key}::text[],
        ${balanceAfter}::bigint[], ${reference}::text[]) as p(member, house, amount, key, balance_after, reference)
    ), txs as (
      insert into ledger_transactions (merchant_code, currency_code, kind, reference, idempotency_key, actor)
      select ${first.merchantCode}, ${first.currency}, ${first.kind}, p.reference, p.key, ${first.actor}
      from p
      returning id, idempotency_key
    )
    insert into ledger_entries (transaction_id, account_id, amount, balance_after)
    select txs.id, p.member, p.amount, p.balance_after from txs join p on p.key = txs.idempotency_key
    union all
    select txs.id, p.house, -p.amount, null from txs join p on p.key = txs.idempotency_key`.execute(trx);
}
