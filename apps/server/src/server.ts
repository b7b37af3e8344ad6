import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoData } from './db/seed/seed.js';
import { warmGeoDatabase } from './lib/geo.js';
import { startLedgerSealer } from './modules/ledger/ledger-seal.js';
import { startWithdrawalJobs } from './modules/payments/withdrawal-ops.service.js';
import { vendorTransferAdapters } from './modules/vendor-transfer/http-transfer-adapter.js';
import { startVendorTransferJobs } from './modules/vendor-transfer/vendor-transfer.service.js';

/** Reads config, opens and migrates the database, listens, and shuts down gracefully on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    role: 'server',
  });
  await migrateToLatest(database.db);
  if (config.seedDemoData) await seedDemoData(database.db);
  warmGeoDatabase();

  const app = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    databaseKind: database.kind,
  });
  const sealer = startLedgerSealer(database.db, 5000, (err) =>
    app.log.error({ err }, 'ledger sealing failed'),
  );
  const withdrawalJobs = startWithdrawalJobs(database.db, 60_000, (err) =>
    app.log.error({ err }, 'withdrawal jobs failed'),
  );
  const transferJobs = startVendorTransferJobs(database.db, vendorTransferAdapters(), {
    intervalMs: 15_000,
    // Well above the vendor call's timeout, so a transfer still in flight is not taken for a stuck one.
    staleAfterMs: 120_000,
    maxAttempts: config.vendorTransferMaxAttempts,
    onNeedsReview: (row) =>
      app.log.warn(
        { transferId: row.id, memberId: row.member_id, vendorCode: row.vendor_code, attempts: row.attempts },
        'vendor transfer still unknown after the last attempt: left for an operator (ops transfer:resolve)',
      ),
    onError: (err) => app.log.error({ err }, 'vendor transfer resolver failed'),
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await sealer.stop();
      await withdrawalJobs.stop();
      await transferJobs.stop();
      await app.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(`Suerte is running at http://localhost:${config.port} (${where})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
