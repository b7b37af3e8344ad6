import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/database.js';
import { isDatabaseError } from './db/db-errors.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoData } from './db/seed/seed.js';
import { importStudioCatalogue } from './db/seed/studio-catalogue-seed.js';
import { warmGeoDatabase } from './lib/geo.js';
import { installProcessSafetyNet } from './lib/process-safety-net.js';
import { startServerJobs, studioBingoJob, studioEventsJob, studioRecoveryJob } from './jobs/index.js';

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
  // The database's own log, and the net under everything: a database blip must not end the process.
  const log = pino({ level: config.logLevel }).child({ component: 'database' });
  installProcessSafetyNet({ survivable: isDatabaseError, log, exit: (code) => process.exit(code) });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    role: 'server',
    onConnectionFault: (fault) =>
      log.warn(fault, 'database connection lost; the pool replaces it on next use'),
  });
  await migrateToLatest(database.db);
  if (config.seedDemoData) await seedDemoData(database.db);
  // The studio's games as its code has them now, also in a database made before they were added.
  const studioGames = await importStudioCatalogue(database.db);
  warmGeoDatabase();

  const app = await buildApp({
    config,
    db: database.db,
    pool: database.pool,
    databaseKind: database.kind,
  });
  if (studioGames && studioGames.added + studioGames.changed + studioGames.disabled > 0)
    app.log.info(studioGames, 'studio games imported into the catalogue');
  const { studio } = app;
  const composedJobs = studio
    ? [
        studioRecoveryJob(() => studio.recover('1 minute')),
        studioBingoJob(() => studio.bingoTick()),
        studioEventsJob(() => studio.events.tick()),
      ]
    : [];
  const jobs = await startServerJobs(config, database.db, app.log.child({ component: 'jobs' }), composedJobs);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      // Waits for the job runs in progress; one cut short is taken over by another node (or after restart).
      await jobs?.stop();
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
