import { sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Executor } from '../../db/executor.js';

export type Purpose = DB['verification_codes']['purpose'];

interface CodeKey {
  merchantCode: string;
  phone: string;
  purpose: Purpose;
}

const now = sql<Date>`now()`;

/** A new code replaces every earlier one for the same phone and purpose. */
export async function supersedeCodes(db: Executor, key: CodeKey): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set({ consumed_at: now as never })
    .where('merchant_code', '=', key.merchantCode)
    .where('phone', '=', key.phone)
    .where('purpose', '=', key.purpose)
    .where('consumed_at', 'is', null)
    .execute();
}

export async function insertCode(
  db: Executor,
  code: CodeKey & { id: string; codeHash: string; ttlMinutes: number; ip: string | null },
): Promise<Date> {
  const row = await db
    .insertInto('verification_codes')
    .values({
      id: code.id,
      merchant_code: code.merchantCode,
      phone: code.phone,
      purpose: code.purpose,
      code_hash: code.codeHash,
      expires_at: sql<Date>`now() + make_interval(mins => ${code.ttlMinutes})` as never,
      ip: code.ip,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  return new Date(row.expires_at);
}

/** When a code made now would expire, for an answer that sends nothing. */
export async function expiryFromNow(db: Executor, ttlMinutes: number): Promise<Date> {
  const { rows } = await sql<{
    at: Date;
  }>`select now() + make_interval(mins => ${ttlMinutes}) as at`.execute(db);
  return new Date(rows[0]!.at);
}

/** The newest code still open for this phone and purpose, and whether its time is up. */
export async function findOpenCode(db: Executor, key: CodeKey) {
  return db
    .selectFrom('verification_codes')
    .select(['id', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('merchant_code', '=', key.merchantCode)
    .where('phone', '=', key.phone)
    .where('purpose', '=', key.purpose)
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Spends one guess before the code is compared, in one statement, so parallel guesses can never try more
 * than maxAttempts codes. Null when the code is used up, consumed or expired.
 */
export async function takeAttempt(db: Executor, id: string, maxAttempts: number) {
  return db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .where('expires_at', '>', now)
    .returning(['attempts', 'code_hash'])
    .executeTakeFirst();
}

/** Closes an open code; true when this call was the one that closed it. */
export async function consumeCode(db: Executor, id: string): Promise<boolean> {
  const row = await db
    .updateTable('verification_codes')
    .set({ consumed_at: now as never })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
