import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { seedDemoData } from '../../src/db/seed/seed.js';
import { TEST_SEED } from './test-seed.js';

export { TEST_SEED };

/**
 * The databases API tests run on: always embedded PGlite (in memory); also a real PostgreSQL server when
 * TEST_DATABASE_URL is set (CI sets it). Each test file gets a fresh, migrated and seeded database of its own.
 */

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  open(options?: { seed?: boolean }): Promise<DatabaseHandle>;
}

const pgliteKind: TestDatabaseKind = {
  name: 'pglite',
  async open({ seed = true } = {}) {
    // Loaded from the copy the run's global setup made (the same migrations and seed, done once).
    const snapshot = await pgliteSnapshot(seed ? 'seeded' : 'migrated');
    return openDatabase({ databaseUrl: null, dataDir: null, role: 'server', embeddedSnapshot: snapshot });
  },
};

const snapshots = new Map<'migrated' | 'seeded', Promise<Blob>>();
function pgliteSnapshot(which: 'migrated' | 'seeded'): Promise<Blob> {
  let snapshot = snapshots.get(which);
  if (!snapshot) {
    snapshot = readFile(inject('pgliteSnapshots')[which]).then((bytes) => new Blob([bytes]));
    snapshots.set(which, snapshot);
  }
  return snapshot;
}

export interface ScratchDatabase {
  /** The connection URL of the new database. */
  url: string;
  /** Drops the database, ending any connection still open to it. */
  drop(): Promise<void>;
}

async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database (`suerte_<label>_<random>`) on the server adminUrl points at. */
export async function scratchDatabase(adminUrl: string, label: string): Promise<ScratchDatabase> {
  const name = `suerte_${label}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

function postgresKind(adminUrl: string): TestDatabaseKind {
  return {
    name: 'postgres',
    async open({ seed = true } = {}) {
      const scratch = await scratchDatabase(adminUrl, 'test');
      const handle = await openDatabase({
        databaseUrl: scratch.url,
        dataDir: null,
        role: 'server',
        poolSize: 5,
      });
      // Dropping the database with (force) ends connections the pool may still be closing; that is expected.
      handle.pool.on('error', () => undefined);
      await migrateToLatest(handle.db);
      if (seed) await seedDemoData(handle.db, TEST_SEED);
      return {
        ...handle,
        async close() {
          await handle.close();
          await scratch.drop();
        },
      };
    },
  };
}

export function testDatabaseKinds(): TestDatabaseKind[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pgliteKind, postgresKind(url)] : [pgliteKind];
}
