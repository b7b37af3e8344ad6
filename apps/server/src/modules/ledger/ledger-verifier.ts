import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { GENESIS_HASH, chainHash } from './chain-hash.js';
import { loadForChain } from './ledger-seal.js';

export interface LedgerReport {
  ok: boolean;
  problems: string[];
  transactions: number;
  sealed: number;
}

/**
 * Checks the ledger's invariants: legs sum to zero, every member balance equals the sum of its entries, no
 * negative balance, each idempotency key used once, every transaction has legs, and the hash chain is intact.
 */
export async function verifyLedger(db: Database): Promise<LedgerReport> {
  const problems: string[] = [];
  const unbalanced = await sql<{ transaction_id: number; total: string }>`
    select transaction_id, sum(amount)::text as total from ledger_entries group by transaction_id having sum(amount) <> 0`.execute(
    db,
  );
  for (const r of unbalanced.rows) problems.push(`transaction ${r.transaction_id} legs sum to ${r.total}`);

  const legless = await sql<{ id: number }>`
    select t.id from ledger_transactions t where not exists (select 1 from ledger_entries e where e.transaction_id = t.id)`.execute(
    db,
  );
  for (const r of legless.rows) problems.push(`transaction ${r.id} has no legs`);

  const drift = await sql<{ id: number; balance: string; total: string }>`
    select a.id, a.balance::text as balance, coalesce(e.total, 0)::text as total
    from ledger_accounts a
    left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e on e.account_id = a.id
    where a.balance is not null and a.balance <> coalesce(e.total, 0)`.execute(db);
  for (const r of drift.rows)
    problems.push(`account ${r.id} balance ${r.balance} but entries sum to ${r.total}`);

  const negative = await sql<{ id: number }>`select id from ledger_accounts where balance < 0`.execute(db);
  for (const r of negative.rows) problems.push(`account ${r.id} is negative`);

  const repeated = await sql<{ idempotency_key: string }>`
    select idempotency_key from ledger_transactions where idempotency_key is not null
    group by idempotency_key having count(*) > 1`.execute(db);
  for (const r of repeated.rows) problems.push(`idempotency key ${r.idempotency_key} applied more than once`);

  const counts = await sql<{ transactions: number; sealed: number }>`
    select count(*)::int as transactions, count(seal_seq)::int as sealed from ledger_transactions`.execute(
    db,
  );
  problems.push(...(await verifyChain(db)));
  const { transactions, sealed } = counts.rows[0]!;
  return { ok: problems.length === 0, problems, transactions, sealed };
}

async function verifyChain(db: Database): Promise<string[]> {
  const problems: string[] = [];
  let previous = GENESIS_HASH;
  let expectedSeq = 1;
  for (;;) {
    const batch = await db
      .selectFrom('ledger_transactions')
      .select(['id', 'seal_seq', 'chain_hash'])
      .where('seal_seq', '>=', expectedSeq)
      .orderBy('seal_seq')
      .limit(1000)
      .execute();
    if (batch.length === 0) return problems;
    const loaded = new Map(
      (
        await loadForChain(
          db,
          batch.map((b) => b.id),
        )
      ).map((t) => [t.id, t]),
    );
    for (const row of batch) {
      if (row.seal_seq !== expectedSeq) {
        problems.push(`hash chain has a gap before seal ${row.seal_seq}`);
        return problems;
      }
      const hash = chainHash(previous, expectedSeq, loaded.get(row.id)!);
      if (hash !== row.chain_hash) {
        problems.push(`hash chain broken at transaction ${row.id} (seal ${row.seal_seq})`);
        return problems;
      }
      previous = hash;
      expectedSeq += 1;
    }
  }
}
