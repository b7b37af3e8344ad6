import { sql } from 'kysely';
import { dbNow, type Executor } from '../../db/executor.js';

export async function insertResetToken(db: Executor, memberId: number, tokenHash: string, ttlMs: number) {
  await db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: tokenHash,
      member_id: memberId,
      expires_at: sql<Date>`now() + ${`${ttlMs} milliseconds`}::interval` as never,
    })
    .execute();
}

/** Uses a reset token once: returns its member, or nothing when it is unknown, used or expired. */
export async function consumeResetToken(db: Executor, tokenHash: string): Promise<number | null> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: dbNow() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', dbNow())
    .returning('member_id')
    .executeTakeFirst();
  return row?.member_id ?? null;
}
