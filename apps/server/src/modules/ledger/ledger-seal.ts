import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { GENESIS_HASH, chainHash, type SealedTransaction } from './chain-hash.js';

/** Loads transactions with their entries, as the chain hashes them. */
export async function loadForChain(db: Database, ids: number[]): Promise<SealedTransaction[]> {
  if (ids.length === 0) return [];
  const [txs, entries] = await Promise.all([
    db
      .selectFrom('ledger_transactions')
      .selectAll()
      .where(sql<boolean>`id = any(${ids}::bigint[])`)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('ledger_entries')
      .select(['transaction_id', 'account_id', 'amount', 'balance_after'])
      .where(sql<boolean>`transaction_id = any(${ids}::bigint[])`)
      .execute(),
  ]);
  const legs = new Map<number, SealedTransaction['entries']>();
  for (const e of entries) {
    const list = legs.get(e.transaction_id) ?? [];
    list.push({ accountId: e.account_id, amount: e.amount, balanceAfter: e.balance_after });
    legs.set(e.transaction_id, list);
  }
  return txs.map((t) => ({
    id: t.id,
    merchantCode: t.merchant_code,
    currency: t.currency_code,
    kind: t.kind,
    reference: t.reference,
    idempotencyKey: t.idempotency_key,
    actor: t.actor,
    createdAt: new Date(t.created_at).toISOString(),
    entries: legs.get(t.id) ?? [],
  }));
}

/**
 * Seals committed transactions into the hash chain, in id order, one sealer at a time (an advisory lock), off the
 * hot path: posting money never waits for the chain. Returns how many were sealed.
 */
export async function sealPending(db: Database, limit = 2000): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('suerte.ledger.seal'))`.execute(trx);
    const last = await trx
      .selectFrom('ledger_transactions')
      .select(['seal_seq', 'chain_hash'])
      .where('seal_seq', 'is not', null)
      .orderBy('seal_seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    const pending = await trx
      .selectFrom('ledger_transactions')
      .select('id')
      .where('seal_seq', 'is', null)
      .orderBy('id')
      .limit(limit)
      .execute();
    let seq = last?.seal_seq ?? 0;
    let previous = last?.chain_hash ?? GENESIS_HASH;
    const ids: number[] = [];
    const seqs: number[] = [];
    const hashes: string[] = [];
    for (const tx of await loadForChain(
      trx as unknown as Database,
      pending.map((p) => p.id),
    )) {
      seq += 1;
      previous = chainHash(previous, seq, tx);
      ids.push(tx.id);
      seqs.push(seq);
      hashes.push(previous);
    }
    // One statement for the whole batch: sealing runs beside the bets and must cost them little.
    if (ids.length > 0) {
      await sql`
        update ledger_transactions t set seal_seq = s.seq, chain_hash = s.hash
        from unnest(${ids}::bigint[], ${seqs}::bigint[], ${hashes}::text[]) as s(id, seq, hash)
        where t.id = s.id`.execute(trx);
    }
    return pending.length;
  });
}

/**
 * Seals the backlog in full batches for up to `forMs` (the scheduled job's period), so the chain keeps up with heavy
 * play while a run stays short enough for a shutdown to wait for it. Several nodes may run it: the lock keeps them
 * in turn. Returns how many were sealed.
 */
export async function sealBacklog(db: Database, forMs: number, batch = 2000): Promise<number> {
  const until = Date.now() + forMs;
  let total = 0;
  for (;;) {
    const sealed = await sealPending(db, batch);
    total += sealed;
    if (sealed < batch || Date.now() >= until) return total;
  }
}
