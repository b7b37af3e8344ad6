import { sql } from 'kysely';
import type { Database } from './database.js';

/**
 * True when the database answers a trivial query within `timeoutMs`. Bounded so that a readiness probe answers
 * "not ready" while the database is out of reach, instead of waiting for a connection that is not coming.
 */
export async function databaseAnswers(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
