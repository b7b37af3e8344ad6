// `npm run studio`: Suerte Studio as its own process, against a portal reached over HTTP. It needs only what any
// third-party studio gets from an operator: the portal's address, its vendor code and its signing secret. The
// studio's code (studio/) imports nothing of the portal; this entry composes it with an HTTP server and the job
// engine (jobs/), which runs the studio's recovery on the studio's own database.
//   STUDIO_PORTAL_URL      base URL of the portal (its /vendor/v1 wallet API), e.g. https://portal.example
//   STUDIO_SIGNING_SECRET  the vendor's wallet secret at the portal
//   STUDIO_VENDOR_CODE     default SUERTE
//   STUDIO_DATABASE_URL    the studio's own PostgreSQL database (sessions, seeds, rounds, its job runs)
//   STUDIO_VARIANTS        certified variant per merchant, e.g. "SUERTE_TH:lucky-dragon=94,jade-temple=95"
//   STUDIO_HOST, STUDIO_PORT  where it listens (default 0.0.0.0:4100); put it behind the portal's origin at /studio
//   STUDIO_RECOVERY_EVERY  how often the recovery job runs (default 1m; 30s, 5m…)
//   STUDIO_RECOVERY_AFTER  how old an unfinished round must be before recovery takes it (default 1 minute)
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './db/database.js';
// The engine's own files, not the portal's job registry (jobs/index.ts), which brings the portal's modules.
import { migrateJobEngine } from './jobs/engine-tables.js';
import { startJobRunner } from './jobs/job-runner.js';
import { studioBingoJob, studioEventsJob, studioRecoveryJob } from './jobs/studio-jobs.js';
import { parseSchedule } from './lib/schedule.js';
import type { StudioDB } from './studio/db/studio-schema.js';
import { createStudio, fetchTransport, parseVariants } from './studio/index.js';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} is required (see apps/server/src/studio-server.ts)`);
    process.exit(2);
  }
  return value;
}

async function main(): Promise<void> {
  const portalUrl = required('STUDIO_PORTAL_URL');
  const signingSecret = required('STUDIO_SIGNING_SECRET');
  const recoveryEvery = parseSchedule(process.env.STUDIO_RECOVERY_EVERY ?? '1m');
  const recoveryAfter = process.env.STUDIO_RECOVERY_AFTER ?? '1 minute';
  const pool = new pg.Pool({ connectionString: required('STUDIO_DATABASE_URL'), max: 10 });
  const db = new Kysely<StudioDB>({ dialect: new PostgresDialect({ pool }) });
  const studio = await createStudio(
    db,
    {
      vendorCode: process.env.STUDIO_VENDOR_CODE ?? 'SUERTE',
      signingSecret,
      variants: parseVariants(process.env.STUDIO_VARIANTS),
    },
    fetchTransport(portalUrl),
  );
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, trustProxy: true });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(studio.routes);
  app.get('/healthz', async () => ({ status: 'ok' }));

  // Rounds a previous run left between bet and win: their win, or their rollback, once. One pass at start for
  // rounds left a while ago, then the job engine's periodic pass, beside bingo's rooms, on the studio's own
  // database (job runs there are the studio's; two studio processes on one database run each period once).
  const report = await studio.recover('30 seconds');
  app.log.info(report, 'studio recovery pass');
  await migrateJobEngine(db);
  const jobs = await startJobRunner({
    db: db as unknown as Database,
    definitions: [
      studioRecoveryJob(() => studio.recover(recoveryAfter), recoveryEvery),
      studioBingoJob(() => studio.bingoTick()),
      studioEventsJob(() => studio.events.tick()),
    ],
    log: app.log.child({ component: 'jobs' }),
  });

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await jobs.stop();
      await app.close();
      await db.destroy();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  await app.listen({
    host: process.env.STUDIO_HOST ?? '0.0.0.0',
    port: Number(process.env.STUDIO_PORT ?? 4100),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
