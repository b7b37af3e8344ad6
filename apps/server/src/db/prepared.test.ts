import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from './schema.js';
import { preparedName, statementTemplate } from './prepared.js';

// Compiles only: no database behind it.
const db = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

interface Filter {
  vendor?: string;
  name: string | null;
  maxBet?: number;
  limit: number;
}

function build(k: Kysely<DB>, f: Filter) {
  let q = k.selectFrom('games as g').select('g.node_id').where('g.enabled', '=', sql.lit(true));
  if (f.vendor) q = q.where('g.vendor_code', '=', f.vendor);
  if (f.name !== null) q = q.where('g.search_text', 'like', f.name).where('g.node_name', 'like', f.name);
  if (f.maxBet !== undefined) q = q.where('g.min_bet', '<=', f.maxBet);
  return q.limit(f.limit);
}

describe('statementTemplate', () => {
  it('binds the text Kysely compiles for the same input, with its parameters in order', () => {
    const template = statementTemplate('t', build);
    for (const f of [
      { vendor: 'A', name: '%x%', maxBet: 0, limit: 10 },
      { vendor: 'B', name: '%yy%', maxBet: 500, limit: 20 },
      { vendor: '', name: null, limit: 5 },
      { name: '%z%', limit: 0 },
      { vendor: 'C', name: null, maxBet: 7, limit: 1 },
    ] satisfies Filter[]) {
      const compiled = build(db, f).compile();
      const bound = template.bind(db, f);
      expect(bound.sql).toBe(compiled.sql);
      expect(bound.parameters).toEqual(compiled.parameters);
      expect(bound.name).toBe(preparedName(compiled.sql, 't'));
    }
  });

  it('keeps one text per shape: absent, null and empty fields decide it, values do not', () => {
    const template = statementTemplate('t', build);
    const a = template.bind(db, { vendor: 'A', name: '%a%', limit: 10 });
    const b = template.bind(db, { vendor: 'B', name: '%bb%', limit: 99 });
    expect(b.sql).toBe(a.sql);
    expect(b.parameters).toEqual(['B', '%bb%', '%bb%', 99]);
    expect(template.bind(db, { vendor: '', name: '%a%', limit: 10 }).sql).not.toBe(a.sql);
    expect(template.bind(db, { vendor: 'A', name: null, limit: 10 }).sql).not.toBe(a.sql);
    expect(template.bind(db, { vendor: 'A', name: '%a%', maxBet: 1, limit: 10 }).sql).not.toBe(a.sql);
  });

  it('refuses a builder that computes with a value instead of passing it on', () => {
    const template = statementTemplate('t', (k, f: { page: number }) =>
      k
        .selectFrom('games')
        .select('node_id')
        .offset((f.page - 1) * 10),
    );
    expect(() => template.bind(db, { page: 2 })).toThrow(/not one of the input's fields/);
  });
});
