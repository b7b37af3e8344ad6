import { sql, type Kysely } from 'kysely';
import { dbNow, type Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';

/** How long a key stays accepted after it stops being handed out, for clients still holding it. */
export const ENC_KEY_GRACE_MS = 3_600_000;

export interface CurrentEncKey {
  kid: string;
  public_key: string;
  use_until: Date;
}

export interface NewEncKey {
  kid: string;
  publicKey: string;
  privateKey: string;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The newest key still handed out to clients, if any. */
export async function findCurrentKey(db: Executor): Promise<CurrentEncKey | undefined> {
  const row = await db
    .selectFrom('enc_keys')
    .select(['kid', 'public_key', 'use_until'])
    .where('use_until', '>', dbNow())
    .orderBy('use_until', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { ...row, use_until: toDate(row.use_until) };
}

/** The private key (PKCS8 PEM) of `kid` while bodies sealed for it are still accepted. */
export async function findAcceptedKey(
  db: Executor,
  kid: string,
): Promise<{ private_key: string; accept_until: Date } | undefined> {
  const row = await db
    .selectFrom('enc_keys')
    .select(['private_key', 'accept_until'])
    .where('kid', '=', kid)
    .where('accept_until', '>', dbNow())
    .executeTakeFirst();
  return row && { ...row, accept_until: toDate(row.accept_until) };
}

/**
 * Stores `candidate` as the current key unless another node got there first; returns whichever is current.
 * The advisory lock serialises nodes that found no current key at the same moment, so only one key is made
 * per rotation. The private key column holds PEM in the clear: encrypting it at rest (disk or column
 * encryption, restricted database roles) is the operator's concern.
 */
export async function insertKeyUnlessCurrent(
  db: Kysely<DB>,
  candidate: NewEncKey,
  rotationMs: number,
): Promise<CurrentEncKey> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('suerte.enc_keys'))`.execute(trx);
    const existing = await findCurrentKey(trx);
    if (existing) return existing;
    const useUntil = sql<Date>`now() + ${`${rotationMs} milliseconds`}::interval`;
    const row = await trx
      .insertInto('enc_keys')
      .values({
        kid: candidate.kid,
        public_key: candidate.publicKey,
        private_key: candidate.privateKey,
        use_until: useUntil as never,
        accept_until: sql<Date>`${useUntil} + ${`${ENC_KEY_GRACE_MS} milliseconds`}::interval` as never,
      })
      .returning(['kid', 'public_key', 'use_until'])
      .executeTakeFirstOrThrow();
    return { ...row, use_until: toDate(row.use_until) };
  });
}
