// The embedded test databases are loaded from copies the run's global setup made once. A copy that missed a
// migration or part of the seed would quietly change what every test file starts from: this file checks that a
// loaded copy holds exactly what migrating and seeding a new database gives.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoData } from '../src/db/seed/seed.js';
import { TEST_SEED, testDatabaseKinds } from './support/test-database.js';

/** Every table of the public schema with its number of rows. */
async function rowCounts(handle: DatabaseHandle): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(handle.db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(name)}`.execute(
      handle.db,
    );
    counts[name] = Number(rows[0]!.n);
  }
  return counts;
}

describe('embedded test databases loaded from the run’s copies', () => {
  const pglite = testDatabaseKinds().find((kind) => kind.name === 'pglite')!;
  let built: DatabaseHandle;
  let builtMigratedOnly: DatabaseHandle;
  beforeAll(async () => {
    built = await openDatabase({ databaseUrl: null, dataDir: null, role: 'server' });
    await migrateToLatest(built.db);
    await seedDemoData(built.db, TEST_SEED);
    builtMigratedOnly = await openDatabase({ databaseUrl: null, dataDir: null, role: 'server' });
    await migrateToLatest(builtMigratedOnly.db);
  });
  afterAll(async () => {
    await built?.close();
    await builtMigratedOnly?.close();
  });

  it('a seeded copy has every migration and the same rows in every table as a database built now', async () => {
    const loaded = await pglite.open();
    try {
      expect(await migrateToLatest(loaded.db)).toEqual([]);
      const counts = await rowCounts(loaded);
      expect(counts).toEqual(await rowCounts(built));
      expect(counts.games).toBeGreaterThan(TEST_SEED.demoCatalogueGames);
    } finally {
      await loaded.close();
    }
  });

  it('an unseeded copy has every migration and no seeded rows', async () => {
    const loaded = await pglite.open({ seed: false });
    try {
      expect(await migrateToLatest(loaded.db)).toEqual([]);
      expect(await rowCounts(loaded)).toEqual(await rowCounts(builtMigratedOnly));
    } finally {
      await loaded.close();
    }
  });

  it('each file’s copy is its own: a change in one is not seen by the next', async () => {
    const first = await pglite.open();
    const second = await pglite.open();
    try {
      await sql`delete from announcements`.execute(first.db);
      const { rows } = await sql<{ n: string }>`select count(*) as n from announcements`.execute(second.db);
      expect(Number(rows[0]!.n)).toBeGreaterThan(0);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
