import { createHash } from 'node:crypto';
import { CompiledQuery, type Compilable } from 'kysely';
import type pg from 'pg';
import type { Executor } from './executor.js';

/**
 * The name a statement is prepared under: derived from its text, so that each distinct text has its own name on
 * every connection (pg refuses one name for two texts) and the same text is parsed and planned once per
 * connection, however many requests run it.
 */
export function preparedName(text: string, prefix = 'suerte'): string {
  return `${prefix}_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
}

/** A statement's text, its prepared name and the values of one call, in the order of its parameters. */
export interface BoundStatement {
  sql: string;
  name: string;
  parameters: unknown[];
}

/** Fields that decide a statement's shape: absent, null, empty text or a flag. Everything else is a value. */
const isShapeField = (v: unknown) => v === undefined || v === null || v === '' || typeof v === 'boolean';

/**
 * A statement built with Kysely once per shape of its input, then only bound to new values: a hot read skips
 * building and compiling the query (and naming it) on every call. Shapes must be few (each text is prepared on
 * every connection for the connection's lifetime): never spell out lists of values in the text. `build` may branch only on whether a field
 * is absent, null, empty text or on a flag's value (that is the shape); every other field must become a
 * parameter as it is, never be computed with or branched on. Building checks this: each parameter of the
 * compiled statement must be one of the input's fields.
 */
export function statementTemplate<F extends object, R>(
  prefix: string,
  build: (db: Executor, input: F) => Compilable<R>,
) {
  const shapes = new Map<string, { sql: string; name: string; fields: (keyof F)[] }>();

  function shapeOf(input: F): { key: string; probe: F; sentinels: Map<string, keyof F> } {
    const sentinels = new Map<string, keyof F>();
    const probe: Record<string, unknown> = {};
    let key = '';
    for (const [field, value] of Object.entries(input)) {
      if (isShapeField(value)) {
        probe[field] = value;
        key += `${field}=${value === '' ? "''" : String(value)};`;
      } else {
        const sentinel = `\u0000${field}\u0000`;
        sentinels.set(sentinel, field as keyof F);
        probe[field] = sentinel;
        key += `${field};`;
      }
    }
    return { key, probe: probe as F, sentinels };
  }

  /** The statement for this input (db only compiles it, the first time its shape comes). */
  function bind(db: Executor, input: F): BoundStatement {
    const { key, probe, sentinels } = shapeOf(input);
    let shape = shapes.get(key);
    if (!shape) {
      const compiled = build(db, probe).compile();
      const fields = compiled.parameters.map((p) => {
        const field = typeof p === 'string' ? sentinels.get(p) : undefined;
        if (field === undefined) throw new Error(`${prefix}: a parameter is not one of the input's fields`);
        return field;
      });
      shape = { sql: compiled.sql, name: preparedName(compiled.sql, prefix), fields };
      shapes.set(key, shape);
    }
    return { sql: shape.sql, name: shape.name, parameters: shape.fields.map((f) => input[f]) };
  }

  return {
    bind,
    /**
     * Runs the statement: named and prepared on `pool` (PostgreSQL only: the embedded database's connections
     * share one session, where a name prepared by one connection collides with another's), else through Kysely
     * on `db`. The rows are the same either way: one pool, the same type parsers.
     */
    async execute(db: Executor, input: F, pool: pg.Pool | null): Promise<R[]> {
      const statement = bind(db, input);
      if (pool === null) {
        return (await db.executeQuery<R>(CompiledQuery.raw(statement.sql, statement.parameters))).rows;
      }
      const result = await pool.query({
        name: statement.name,
        text: statement.sql,
        values: statement.parameters,
      });
      return result.rows as R[];
    },
  };
}
