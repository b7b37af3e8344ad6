import type { Database } from '../../db/database.js';
import { EXPIRY_RULES, type ExpiryRule } from './expired-rows.js';
import { deleteExpiredBatch } from './housekeeping.repository.js';

export interface PurgeLimits {
  /** Rows per delete statement. */
  readonly batchSize: number;
  /** Statements per table and run: what is left waits for the next run. */
  readonly maxBatches: number;
}

export const DEFAULT_PURGE_LIMITS: PurgeLimits = { batchSize: 2_000, maxBatches: 50 };

/** Deletes the expired rows of every table that only ever expires, in bounded batches; returns the counts. */
export async function purgeExpiredRows(
  db: Database,
  limits: PurgeLimits = DEFAULT_PURGE_LIMITS,
  rules: readonly ExpiryRule[] = EXPIRY_RULES,
): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const rule of rules) {
    let total = 0;
    for (let batch = 0; batch < limits.maxBatches; batch += 1) {
      const gone = await deleteExpiredBatch(db, rule, limits.batchSize);
      total += gone;
      if (gone < limits.batchSize) break;
    }
    if (total > 0) deleted[rule.table] = total;
  }
  return deleted;
}
