import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/database.js';
import { authPlugin } from './http/auth.js';
import { encBodyPlugin } from './http/enc-body.js';
import { registerErrorHandler } from './http/error-handler.js';
import { loggerOptions } from './http/logger.js';
import { createLimiterFactory } from './http/rate-limit.js';
import { requestContextPlugin } from './http/request-context.js';
import { registerStaticWeb } from './http/static-web.js';
import { captchaRoutes } from './modules/captcha/captcha.routes.js';
import { createCaptchaService, type CaptchaImage } from './modules/captcha/captcha.service.js';
import { contentRelays } from './modules/content/content.relays.js';
import { createContentService } from './modules/content/content.service.js';
import { encRoutes } from './modules/enc/enc.routes.js';
import { createEncKeyService } from './modules/enc/enc-keys.service.js';
import { createGameRecords } from './modules/game-records/game-records.relays.js';
import { gamesRelays } from './modules/games/games.relays.js';
import { createGamesService } from './modules/games/games.service.js';
import { createIdentity } from './modules/identity/identity.module.js';
import { createMailer } from './modules/mail/mailer.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { createMerchantService } from './modules/merchants/merchant.service.js';
import { createPayments } from './modules/payments/payments.module.js';
import { registerRelays } from './modules/relay/relay-registry.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { createSystemService } from './modules/system/system.service.js';
import { createSmsProvider } from './modules/verification/sms-provider.js';
import { createSmsRequestService } from './modules/verification/sms-request.service.js';
import { verificationRoutes } from './modules/verification/verification.routes.js';
import { createVerificationService } from './modules/verification/verification.service.js';
import { vendorWalletRoutes } from './modules/vendor-wallet/vendor-wallet.routes.js';
import { createVendorWalletService } from './modules/vendor-wallet/vendor-wallet.service.js';
import { vendorTransferAdapters } from './modules/vendor-transfer/http-transfer-adapter.js';
import type { VendorTransferAdapters } from './modules/wallet/vendor-transfer-adapter.js';
import { createWallet } from './modules/wallet/wallet.module.js';

export interface AppDeps {
  config: Config;
  db: Database;
  /** The pool under db, for the rate limiter's counters. */
  pool: pg.Pool;
  /** What serves db; PostgreSQL allows named prepared statements on the hot path. Unknown: treated as embedded. */
  databaseKind?: DatabaseHandle['kind'];
  logger?: FastifyServerOptions['logger'];
  /** Tests replace the captcha drawing to know its answer; the product always draws a random one. */
  captchaImage?: () => CaptchaImage;
  /** How transfers reach each vendor; by default over HTTP for vendors with a transfer_url, else in-house. */
  transferAdapters?: VendorTransferAdapters;
}

/** Builds the HTTP app. It never listens: server.ts does, tests use app.inject. */
export async function buildApp({
  config,
  db,
  pool,
  databaseKind,
  logger,
  captchaImage,
  transferAdapters,
}: AppDeps): Promise<FastifyInstance> {
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
  const captcha = createCaptchaService(db, limiter, { generate: captchaImage });
  const verification = createVerificationService(db, limiter, createSmsProvider(db, config.sms));
  const mailer = createMailer(db, config.mail);
  const content = createContentService(db);
  const games = createGamesService(db);
  const system = createSystemService(db, merchants, config.settingsCacheMs);
  const encKeys = createEncKeyService(db, { rotationMs: config.encKeyRotationMs });
  const identity = createIdentity({ db, config, limiter, captcha, verification, mailer });
  const wallet = createWallet({ db, limiter, adapters: transferAdapters ?? vendorTransferAdapters() });

  await app.register(requestContextPlugin, { merchants });
  await app.register(formbody);
  await app.register(encBodyPlugin, { keys: encKeys });
  await app.register(authPlugin, { sessions: identity.sessions });
  await app.register(encRoutes(encKeys));
  await app.register(systemRoutes(system, content));
  registerRelays(app, [
    ...gamesRelays(games),
    ...contentRelays(content),
    ...wallet.relays,
    ...createGameRecords(db).relays,
  ]);
  await app.register(mediaRoutes);
  await app.register(captchaRoutes(captcha));
  await app.register(identity.routes);
  await app.register(verificationRoutes(createSmsRequestService(db, verification, captcha)));
  const vendorWallet = createVendorWalletService(db, {
    cacheMs: config.settingsCacheMs,
    preparedPool: databaseKind === 'postgres' ? pool : null,
  });
  await app.register(vendorWalletRoutes(vendorWallet));
  await app.register(wallet.routes);
  await app.register(createPayments({ db, limiter }).routes);

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
