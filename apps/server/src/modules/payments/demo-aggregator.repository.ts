import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DemoAggregatorTransactionsTable } from '../../db/schema.js';

export type DemoTransactionRow = Selectable<DemoAggregatorTransactionsTable>;
type Kind = DemoTransactionRow['kind'];

/** The demonstration aggregator's transaction ids: random, like a real one's (not guessable from ours). */
const newId = (kind: Kind) => `DEMO-${kind === 'payment' ? 'P' : 'O'}-${randomBytes(12).toString('hex')}`;

export function demoTransactionByReference(db: Executor, provider: string, kind: Kind, reference: string) {
  return db
    .selectFrom('demo_aggregator_transactions')
    .selectAll()
    .where('provider_code', '=', provider)
    .where('kind', '=', kind)
    .where('merchant_reference', '=', reference)
    .executeTakeFirst();
}

export function demoTransaction(db: Executor, id: string) {
  return db.selectFrom('demo_aggregator_transactions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Records a transaction once per (provider, kind, reference); a repeat returns the first. */
export async function insertDemoTransaction(
  db: Executor,
  t: Omit<DemoTransactionRow, 'id' | 'created_at' | 'decided_at'>,
): Promise<DemoTransactionRow> {
  const decided = t.status !== 'pending';
  await db
    .insertInto('demo_aggregator_transactions')
    .values({
      ...t,
      id: newId(t.kind),
      destination: t.destination === null ? null : JSON.stringify(t.destination),
      decided_at: decided ? sql<Date>`now()` : null,
    })
    .onConflict((oc) => oc.columns(['provider_code', 'kind', 'merchant_reference']).doNothing())
    .execute();
  const row = await demoTransactionByReference(db, t.provider_code, t.kind, t.merchant_reference);
  if (!row) throw new Error(`demo aggregator: ${t.kind} ${t.merchant_reference} vanished`);
  return row;
}

/**
 * The member's answer on the checkout page, taken once: a pending payment becomes paid or failed, or expired
 * when its time is up. Returns the row as it stands afterwards.
 */
export async function decideDemoPayment(db: Executor, id: string, outcome: 'paid' | 'failed') {
  await db
    .updateTable('demo_aggregator_transactions')
    .set({
      status: sql`case when expires_at <= now() then 'expired' else ${outcome} end`,
      failure_reason: sql`case when expires_at <= now() then 'EXPIRED' else ${outcome === 'failed' ? 'DECLINED' : null} end`,
      decided_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('kind', '=', 'payment')
    .where('status', '=', 'pending')
    .execute();
  return demoTransaction(db, id);
}

/** A pending payment past its time expires when anyone asks about it (as the aggregator's own sweep would). */
export async function expireDemoPayment(db: Executor, id: string) {
  await db
    .updateTable('demo_aggregator_transactions')
    .set({ status: 'expired', failure_reason: 'EXPIRED', decided_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
  return demoTransaction(db, id);
}

export async function providerSecret(db: Executor, code: string): Promise<string | null> {
  const row = await db
    .selectFrom('payment_providers')
    .select('webhook_secret')
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.webhook_secret ?? null;
}
