import { sql, type Transaction } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { CHANNELS } from './notification-channels.js';

/** Each merchant's maintenance switch, for the embedded database's watch (its CLI commits notify nobody here). */
export async function maintenanceStates(db: Executor) {
  return db
    .selectFrom('merchants')
    .select([
      'code',
      'maintenance_enabled as enabled',
      'maintenance_message as message',
      'maintenance_until as until',
    ])
    .execute();
}

/** True when this transaction holds the balance relay's turn (one node relays at a time, until it commits). */
export async function takeRelayTurn(trx: Transaction<DB>): Promise<boolean> {
  const { rows } = await sql<{ taken: boolean }>`
    select pg_try_advisory_xact_lock(hashtext('suerte.member_balance_relay')) as taken`.execute(trx);
  return rows[0]?.taken === true;
}

/**
 * Deletes up to `limit` of the oldest queued balance events and returns their member ids. A DELETE sees only
 * committed rows: a posting still open keeps its row until it commits, and is taken by a later round.
 */
export async function takeBalanceEvents(trx: Transaction<DB>, limit: number): Promise<number[][]> {
  const rows = await trx
    .deleteFrom('member_balance_events')
    .where('id', 'in', (eb) => eb.selectFrom('member_balance_events').select('id').orderBy('id').limit(limit))
    .returning('member_ids')
    .execute();
  // int8[] arrives as text elements (only scalar int8 has the project's parser).
  return rows.map((row) => row.member_ids.map(Number));
}

/** NOTIFY on the balance channel; delivered to every listening node when the transaction commits. */
export async function notifyBalances(trx: Transaction<DB>, payload: string): Promise<void> {
  await sql`select pg_notify(${CHANNELS.balance}, ${payload})`.execute(trx);
}
