import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';

export type NonceClaim = 'claimed' | 'expired' | 'replayed';

/**
 * Checks a sealed body's time against the database clock and records its nonce, in one statement: of two
 * nodes opening the same envelope at once, one claims the nonce and the other finds it taken. A nonce is
 * kept until no envelope carrying it could be fresh any more (the housekeeping job then deletes it).
 */
export async function claimNonce(
  db: Executor,
  nonce: string,
  sealedAtMs: number,
  windowSeconds: number,
): Promise<NonceClaim> {
  const { rows } = await sql<{ fresh: boolean; claimed: boolean }>`
    with fresh as (
      select abs(extract(epoch from now()) * 1000 - ${sealedAtMs}::float8) <= ${windowSeconds * 1000}::float8 as ok
    ), claimed as (
      insert into enc_nonces (nonce, expires_at)
      select ${nonce}, now() + make_interval(secs => ${windowSeconds * 2}) from fresh where ok
      on conflict (nonce) do nothing
      returning nonce
    )
    select (select ok from fresh) as fresh, exists (select 1 from claimed) as claimed`.execute(db);
  const row = rows[0]!;
  if (!row.fresh) return 'expired';
  return row.claimed ? 'claimed' : 'replayed';
}

/** The database clock in ms, which sealed bodies are timed by. */
export async function databaseTimeMs(db: Executor): Promise<number> {
  const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db);
  return new Date(rows[0]!.now).getTime();
}
