// Builds the embedded test databases once per run: PGlite's start from an empty cluster (initdb) plus the
// migrations and the seed take 4–5 s per test file; starting from a copy of their files takes about 1 s.
// Every file still gets a database of its own, loaded from these copies (test-database.ts).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { seedDemoData } from '../../src/db/seed/seed.js';
import { TEST_SEED } from './test-seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Files of an embedded database as PGlite dumps them: migrated, and migrated then seeded with TEST_SEED. */
    pgliteSnapshots: { migrated: string; seeded: string };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'suerte-test-db-'));
  const snapshots = { migrated: path.join(dir, 'migrated.tar'), seeded: path.join(dir, 'seeded.tar') };
  const handle = await openDatabase({ databaseUrl: null, dataDir: null, role: 'server' });
  try {
    await migrateToLatest(handle.db);
    await writeFile(snapshots.migrated, await dump(handle));
    await seedDemoData(handle.db, TEST_SEED);
    await writeFile(snapshots.seeded, await dump(handle));
  } finally {
    await handle.close();
  }
  project.provide('pgliteSnapshots', snapshots);
  return () => rm(dir, { recursive: true, force: true });
}

async function dump(handle: DatabaseHandle): Promise<Uint8Array> {
  if (!handle.dumpEmbedded) throw new Error('The embedded database cannot be dumped');
  return new Uint8Array(await (await handle.dumpEmbedded()).arrayBuffer());
}
