import { createHash } from 'node:crypto';
import type { Compilable } from 'kysely';
import type pg from 'pg';

/**
 * The name a statement is prepared under: derived from its text, so that each distinct text has its own name on
 * every connection (pg refuses one name for two texts) and the same text is parsed and planned once per
 * connection, however many requests run it.
 */
export function preparedName(text: string, prefix = 'suerte'): string {
  return `${prefix}_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
}

/**
 * Runs a Kysely query as a named prepared statement on `pool` (PostgreSQL only: the embedded database's
 * connections share one session, where a name prepared by one connection collides with another's), or through
 * Kysely when `pool` is null. The rows are those Kysely would give: the same pool, the same type parsers.
 *
 * Statements whose text varies with the data (lists of values spelled out) must not come here: every text keeps
 * its own prepared statement on every connection for the connection's lifetime.
 */
export async function executePrepared<R>(
  query: Compilable<R> & { execute(): Promise<R[]> },
  pool: pg.Pool | null,
  prefix?: string,
): Promise<R[]> {
  if (pool === null) return query.execute();
  const compiled = query.compile();
  const result = await pool.query({
    name: preparedName(compiled.sql, prefix),
    text: compiled.sql,
    values: [...compiled.parameters],
  });
  return result.rows as R[];
}
