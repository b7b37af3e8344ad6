import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedSocketDir, openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { parseInt8 } from '../src/db/type-parsers.js';

describe('embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suerte-data-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('is shared with other local processes through its socket, and never opened twice', async () => {
    const server = await openDatabase({ databaseUrl: null, dataDir, role: 'server' });
    expect(server.ownsEmbedded).toBe(true);
    try {
      await migrateToLatest(server.db);
      await expect(openDatabase({ databaseUrl: null, dataDir, role: 'server' })).rejects.toThrow(
        /already in use/,
      );
      const client = await openDatabase({ databaseUrl: null, dataDir, role: 'client' });
      expect(client.ownsEmbedded).toBe(false);
      await sql`insert into currencies values ('EUR', '€', 2)`.execute(client.db);
      await client.close();
      const row = await server.db
        .selectFrom('currencies')
        .selectAll()
        .where('code', '=', 'EUR')
        .executeTakeFirst();
      expect(row).toEqual({ code: 'EUR', symbol: '€', exponent: 2 });
    } finally {
      await server.close();
    }
    expect(fs.existsSync(embeddedSocketDir(dataDir))).toBe(false);
  });

  it('answers many concurrent queries and transactions without mixing them up', async () => {
    const db = await openDatabase({ databaseUrl: null, dataDir: null, role: 'server' });
    try {
      await sql`create table counters (id int primary key, n int not null)`.execute(db.db);
      await sql`insert into counters values (1, 0)`.execute(db.db);
      const work = Array.from({ length: 60 }, (_, i) =>
        i % 2 === 0
          ? db.db.transaction().execute(async (trx) => {
              await sql`update counters set n = n + ${1} where id = ${1}`.execute(trx);
              return sql<{ n: number }>`select n from counters where id = ${1}`.execute(trx);
            })
          : sql<{ n: number }>`select n, ${i}::int as i from counters where id = ${1}`.execute(db.db),
      );
      const results = await Promise.allSettled(work);
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      const final = await sql<{ n: number }>`select n from counters`.execute(db.db);
      expect(final.rows[0]!.n).toBe(30);
    } finally {
      await db.close();
    }
  });

  it('keeps its data on disk across restarts', async () => {
    const again = await openDatabase({ databaseUrl: null, dataDir, role: 'server' });
    const row = await again.db
      .selectFrom('currencies')
      .select('code')
      .where('code', '=', 'EUR')
      .executeTakeFirst();
    await again.close();
    expect(row?.code).toBe('EUR');
  });
});

describe('int8 parsing', () => {
  it('parses safe integers and refuses larger ones', () => {
    expect(parseInt8('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseInt8('-42')).toBe(-42);
    expect(() => parseInt8('9007199254740993')).toThrow(RangeError);
  });
});
