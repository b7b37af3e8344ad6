import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { registerErrorHandler } from './http/error-handler.js';
import { loggerOptions } from './http/logger.js';
import { createLimiterFactory } from './http/rate-limit.js';
import { requestContextPlugin } from './http/request-context.js';
import { registerStaticWeb } from './http/static-web.js';
import { contentRelays } from './modules/content/content.relays.js';
import { createContentService } from './modules/content/content.service.js';
import { gamesRelays } from './modules/games/games.relays.js';
import { createGamesService } from './modules/games/games.service.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { createMerchantService } from './modules/merchants/merchant.service.js';
import { registerRelays } from './modules/relay/relay-registry.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { createSystemService } from './modules/system/system.service.js';

export interface AppDeps {
  config: Config;
  db: Database;
  /** The pool under db, for the rate limiter's counters. */
  pool: pg.Pool;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the HTTP app. It never listens: server.ts does, tests use app.inject. */
export async function buildApp({ config, db, pool, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustedProxies.length > 0 ? [...config.trustedProxies] : false,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Suerte API',
        version: '1.0.0',
        description: 'Player portal API (envelope on every response)',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(helmet, {
    // Everything the portal shows comes from its own origin: no CDN, font or image from elsewhere.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  registerErrorHandler(app);

  const merchants = createMerchantService(db, {
    cacheMs: config.settingsCacheMs,
    defaultMerchant: config.defaultMerchant,
  });
  const limiter = createLimiterFactory(pool);
  const content = createContentService(db);
  const games = createGamesService(db);
  const system = createSystemService(db, merchants, config.settingsCacheMs);

  await app.register(requestContextPlugin, { merchants });
  await app.register(systemRoutes(system, content));
  registerRelays(app, [...gamesRelays(games), ...contentRelays(content)]);
  await app.register(mediaRoutes);

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });
  app.get('/docs/json', { schema: { hide: true } }, async () => app.swagger());

  await registerStaticWeb(app, config.webDistDir);
  return app;
}
