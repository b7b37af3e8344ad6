import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from './schema.js';

/**
 * What a repository function runs its SQL on: the database itself, or the transaction its service opened.
 * Functions that must run inside a transaction (row locks, several writes that stand or fall together) take
 * `Transaction<DB>` instead.
 */
export type Executor = Kysely<DB> | Transaction<DB>;

/**
 * The database's clock, `now()`, as a value for a timestamp column or a comparison: anything that decides money,
 * expiry or a lock uses the one clock of the database rather than the node's (ARCHITECTURE §6). Within a
 * transaction it is the transaction's start time.
 */
export function dbNow(): RawBuilder<Date> {
  return sql<Date>`now()`;
}
