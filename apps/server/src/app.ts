import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Config } from './config.js';
import { foreground } from './lib/foreground.js';
import type { Database, DatabaseHandle } from './db/database.js';
import { databaseAnswers } from './db/db-health.js';
import { authPlugin } from './http/hooks/auth.js';
import { encBodyPlugin } from './http/hooks/enc-body.js';
import { registerErrorHandler } from './http/kernel/error-handler.js';
import { checkedValidatorCompiler, inputChecksPlugin } from './http/kernel/input-checks.js';
import { loggerOptions } from './http/kernel/logger.js';
import { createLimiterFactory } from './http/kernel/rate-limit.js';
import { securityHeadersPlugin } from './http/kernel/security-headers.js';
import { requestContextPlugin } from './http/hooks/request-context.js';
import { registerStaticWeb } from './http/hooks/static-web.js';
import { type CaptchaImage, captchaRoutes, createCaptchaService } from './modules/captcha/index.js';
import { contentRelays, contentRoutes, createContentService } from './modules/content/index.js';
import { createEncKeyService, encRoutes } from './modules/enc/index.js';
import { createGameRecords } from './modules/game-records/index.js';
import { createGamesService, gamesRelays } from './modules/games/index.js';
import { createIdentity } from './modules/identity/index.js';
import { createLaunchService, launchRoutes } from './modules/launch/index.js';
import { createLotteryReads, lotteryRoutes } from './modules/lottery/index.js';
import { createMailer } from './modules/mail/index.js';
import { mediaRoutes } from './modules/media/index.js';
import { createMemberEvents, type MemberEventTimings } from './modules/member-events/index.js';
import { createMerchantService } from './modules/merchants/index.js';
import { createPayments, defaultAggregatorAdapters } from './modules/payments/index.js';
import { registerRelays } from './modules/relay/index.js';
import { createSystemService, systemRoutes } from './modules/system/index.js';
import {
  createSmsProvider,
  createSmsRequestService,
  createVerificationService,
  verificationRoutes,
} from './modules/verification/index.js';
import { createVendorWalletService, vendorWalletRoutes } from './modules/vendor-wallet/index.js';
import { vendorTransferAdapters, type VendorTransferAdapters } from './modules/transfers/index.js';
import { createWallet } from './modules/wallet/index.js';
import { createStudio, injectTransport, parseVariants, type Studio } from './studio/index.js';

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
  /** Tests shorten the member socket's heartbeat and checks. */
  memberEventTimings?: Partial<MemberEventTimings>;
  /** Tests only: treat the database as fit (or unfit) for real money, whatever it is. */
  realMoneyOverride?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Suerte Studio when it runs in this process (null when the SUERTE vendor does not exist). */
    studio: Studio | null;
  }
}

/** The in-house studio's vendor code. */
const STUDIO_VENDOR = 'SUERTE';

/** How long /readyz waits for the database before it answers not ready. */
const READY_PROBE_TIMEOUT_MS = 2_000;

/** Builds the HTTP app. It never listens: server.ts does, tests use app.inject. */
export async function buildApp({
  config,
  db,
  pool,
  databaseKind,
  logger,
  captchaImage,
  transferAdapters,
  memberEventTimings,
  realMoneyOverride,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustedProxies.length > 0 ? [...config.trustedProxies] : false,
    bodyLimit: 1024 * 1024,
  });
  // Jobs in this process take smaller steps while requests arrive (lib/foreground.ts).
  app.addHook('onRequest', (_request, _reply, done) => {
    foreground.noteRequest();
    done();
  });
  app.setValidatorCompiler(checkedValidatorCompiler);
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
  await app.register(securityHeadersPlugin, {
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
  await app.register(inputChecksPlugin);

  const merchants = createMerchantService(db, {
    cacheMs: config.settingsCacheMs,
    defaultMerchant: config.defaultMerchant,
  });
  const limiter = createLimiterFactory(pool);
  const captcha = createCaptchaService(db, limiter, { generate: captchaImage });
  const verification = createVerificationService(db, limiter, createSmsProvider(db, config.sms));
  const mailer = createMailer(db, config.mail);
  const content = createContentService(db);
  const games = createGamesService(db, {
    cacheMs: config.catalogueCacheMs,
    preparedPool: databaseKind === 'postgres' ? pool : null,
  });
  const system = createSystemService(db, merchants, config.settingsCacheMs);
  const encKeys = createEncKeyService(db, { rotationMs: config.encKeyRotationMs });
  const identity = createIdentity({ db, config, limiter, captcha, verification, mailer });
  const wallet = createWallet({ db, limiter, adapters: transferAdapters ?? vendorTransferAdapters() });

  await app.register(requestContextPlugin, { merchants });
  await app.register(formbody);
  await app.register(encBodyPlugin, { keys: encKeys });
  await app.register(authPlugin, { sessions: identity.sessions });
  await app.register(encRoutes(encKeys));
  await app.register(systemRoutes(system));
  await app.register(contentRoutes(content));
  registerRelays(
    app,
    [...gamesRelays(games), ...contentRelays(content), ...wallet.relays, ...createGameRecords(db).relays],
    { checkResponses: config.env !== 'production' },
  );
  await app.register(launchRoutes(createLaunchService(db, games)));
  await app.register(mediaRoutes);
  await app.register(lotteryRoutes({ db, reads: createLotteryReads(db) }));
  await app.register(captchaRoutes(captcha));
  await app.register(identity.routes);
  const memberEvents = createMemberEvents({
    db,
    pool,
    databaseKind: databaseKind ?? 'pglite',
    sessions: identity.sessions,
    log: app.log,
    timings: { balanceRelayMs: config.memberEventsRelayMs, ...memberEventTimings },
  });
  app.addHook('onClose', memberEvents.close);
  await app.register(memberEvents.routes);
  await app.register(verificationRoutes(createSmsRequestService(identity.sms, verification, captcha)));
  const vendorWallet = createVendorWalletService(db, {
    cacheMs: config.settingsCacheMs,
    preparedPool: databaseKind === 'postgres' ? pool : null,
  });
  await app.register(vendorWalletRoutes(vendorWallet));
  // Suerte Studio in-process: a vendor like any other, calling the wallet API above through request injection.
  const studioVendor = await vendorWallet.credentials(STUDIO_VENDOR);
  let studio: Studio | null = null;
  if (studioVendor) {
    studio = await createStudio(
      db as never,
      {
        vendorCode: STUDIO_VENDOR,
        signingSecret: studioVendor.secret,
        variants: parseVariants(config.studioVariants),
      },
      injectTransport(() => app),
    );
    await app.register(studio.routes);
    // Rounds a previous run left between bet and win complete (or roll back) once the server listens.
    const recover = studio.recover;
    app.addHook('onListen', async () => {
      recover('30 seconds').catch((error: unknown) => app.log.error({ err: error }, 'studio recovery'));
    });
  }
  // The studio's recovery job runs on the job engine (server.ts registers it).
  app.decorate('studio', studio);
  await app.register(wallet.routes);
  await app.register(
    createPayments({
      db,
      limiter,
      adapters: defaultAggregatorAdapters(db, config.paymentSandboxProviders),
      sandboxProviders: config.paymentSandboxProviders,
      realMoneyOverride,
    }).routes,
  );

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  // Not ready while the database is out of reach (a load balancer then sends requests to other nodes); the
  // pool reconnects by itself, and the probe answers ready again once a query goes through.
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (await databaseAnswers(db, READY_PROBE_TIMEOUT_MS)) return { status: 'ready' };
    return reply.status(503).header('cache-control', 'no-store').send({ status: 'database unavailable' });
  });
  app.get('/docs/json', { schema: { hide: true } }, async () => app.swagger());

  await registerStaticWeb(app, config.webDistDir, { site: system });
  return app;
}
