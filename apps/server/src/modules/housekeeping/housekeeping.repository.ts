import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { ExpiryRule } from './expired-rows.js';

/**
 * Deletes up to `limit` expired rows of one table in one short statement; rows another transaction holds are
 * passed over (the next run takes them). Returns how many went.
 */
export async function deleteExpiredBatch(db: Executor, rule: ExpiryRule, limit: number): Promise<number> {
  const key = sql.ref(rule.key);
  const table = sql.table(rule.table);
  const result = await sql`
    delete from ${table} where ${key} in (
      select ${key} from ${table} where ${rule.expired} limit ${limit} for update skip locked)`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
