import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { seedDemoData } from '../../src/db/seed/seed.js';

/**
 * The databases API tests run on: always embedded PGlite (in memory); also a real PostgreSQL server when
 * TEST_DATABASE_URL is set (CI sets it). Each test file gets a fresh, migrated and seeded database.
 */
export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  open(options?: { seed?: boolean }): Promise<DatabaseHandle>;
}

const pgliteKind: TestDatabaseKind = {
  name: 'pglite',
  async open({ seed = true } = {}) {
    const handle = await openDatabase({ databaseUrl: null, dataDir: null, role: 'server' });
    await migrateToLatest(handle.db);
    if (seed) await seedDemoData(handle.db);
    return handle;
  },
};

function postgresKind(adminUrl: string): TestDatabaseKind {
  return {
    name: 'postgres',
    async open({ seed = true } = {}) {
      const name = `suerte_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({
        databaseUrl: url.toString(),
        dataDir: null,
        role: 'server',
        poolSize: 5,
      });
      // Dropping the database with (force) ends connections the pool may still be closing; that is expected.
      handle.pool.on('error', () => undefined);
      await migrateToLatest(handle.db);
      if (seed) await seedDemoData(handle.db);
      return {
        ...handle,
        async close() {
          await handle.close();
          const cleanup = new pg.Client({ connectionString: adminUrl });
          await cleanup.connect();
          await cleanup.query(`drop database if exists ${name} with (force)`);
          await cleanup.end();
        },
      };
    },
  };
}

export function testDatabaseKinds(): TestDatabaseKind[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pgliteKind, postgresKind(url)] : [pgliteKind];
}
