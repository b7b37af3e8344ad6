// One benchmark run on its own database: a fresh PostgreSQL database, migrated and seeded with the demo data,
// whose ledger is checked after the run and which is dropped whatever happens.
import type { Database } from '../../apps/server/src/db/database';
import { openDatabase } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { seedDemoData } from '../../apps/server/src/db/seed/seed';
import { checkLedger } from './ledger-check';
import { createScratchDatabase, postgresUnavailableReason } from './postgres-database';

/** Runs `work` on a scratch database; without PostgreSQL it says why and fails the run. */
export async function onScratchDatabase(
  seed: Parameters<typeof seedDemoData>[1],
  work: (db: Database) => Promise<void>,
): Promise<void> {
  const unavailable = await postgresUnavailableReason();
  if (unavailable !== null) {
    console.log(`Cannot run: ${unavailable}.`);
    process.exitCode = 1;
    return;
  }
  const scratch = await createScratchDatabase();
  const handle = await openDatabase({ databaseUrl: scratch.url, dataDir: null, role: 'client', poolSize: 2 });
  try {
    await migrateToLatest(handle.db);
    await seedDemoData(handle.db, seed);
    await work(handle.db);
    await checkLedger(handle.db);
  } finally {
    await handle.close();
    await scratch.drop();
  }
}
