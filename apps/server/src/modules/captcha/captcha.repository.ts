import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { dbNow } from '../../db/executor.js';

export async function insertChallenge(
  db: Database,
  challenge: { id: string; answerHash: string; ip: string | null; ttlSeconds: number },
): Promise<void> {
  await db
    .insertInto('captcha_challenges')
    .values({
      id: challenge.id,
      answer_hash: challenge.answerHash,
      ip: challenge.ip,
      // The database clock decides expiry, so every node agrees.
      expires_at: sql<Date>`now() + make_interval(secs => ${challenge.ttlSeconds})` as never,
    })
    .execute();
}

/**
 * Marks a live challenge used and returns its answer hash, in one statement: whoever checks first burns it,
 * so an answer can be tried once. Null when unknown, expired or already used.
 */
export async function consumeChallenge(db: Database, id: string): Promise<string | null> {
  const row = await db
    .updateTable('captcha_challenges')
    .set({ used_at: dbNow() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', dbNow())
    .returning('answer_hash')
    .executeTakeFirst();
  return row?.answer_hash ?? null;
}
