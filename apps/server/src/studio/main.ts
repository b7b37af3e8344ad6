// `npm run studio`: Suerte Studio as its own process, against a portal reached over HTTP. It needs only what any
// third-party studio gets from an operator: the portal's address, its vendor code and its signing secret.
//   STUDIO_PORTAL_URL      base URL of the portal (its /vendor/v1 wallet API), e.g. https://portal.example
//   STUDIO_SIGNING_SECRET  the vendor's wallet secret at the portal
//   STUDIO_VENDOR_CODE     default SUERTE
//   STUDIO_DATABASE_URL    the studio's own PostgreSQL database (sessions, seeds, rounds)
//   STUDIO_VARIANTS        certified variant per merchant, e.g. "SUERTE_TH:lucky-dragon=94,jade-temple=95"
//   STUDIO_HOST, STUDIO_PORT  where it listens (default 0.0.0.0:4100); put it behind the portal's origin at /studio
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { StudioDB } from './db/studio-schema.js';
import { createStudio, fetchTransport, parseVariants } from './index.js';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} is required (see apps/server/src/studio/main.ts)`);
    process.exit(2);
  }
  return value;
}

async function main(): Promise<void> {
  const portalUrl = required('STUDIO_PORTAL_URL');
  const signingSecret = required('STUDIO_SIGNING_SECRET');
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
  const shutdown = async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  // Rounds a previous run left between bet and win: their win, or their rollback, once.
  const report = await studio.recover('30 seconds');
  app.log.info(report, 'studio recovery pass');
  await app.listen({
    host: process.env.STUDIO_HOST ?? '0.0.0.0',
    port: Number(process.env.STUDIO_PORT ?? 4100),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
