import path from 'node:path';
import { z } from 'zod';
import { parseSchedule, ScheduleError, type JobSchedule } from './lib/schedule.js';

/**
 * The server's configuration, parsed once from the environment. Nothing else reads process.env.
 * A bad value stops the start with a message naming the variable.
 */
const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const listFromEnv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  TRUSTED_PROXIES: listFromEnv.default([]),
  SEED_DEMO_DATA: booleanFromEnv.optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  DEFAULT_MERCHANT: z.string().min(1).max(32).optional(),
  /** Seconds the server may cache merchant settings; keeps several nodes in step within this delay. */
  SETTINGS_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(2),
  /** Seconds a node reuses game-list pages, hot games and winner boards; the settings cache's by default. */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().min(0).max(300).optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(120),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(24),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_LOCK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).max(100000).default(50),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  MAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Suerte <no-reply@localhost>'),
  PUBLIC_URL: z.string().url().optional(),
  ENC_KEY_ROTATION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24),
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  VENDOR_TRANSFER_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10_000).default(20),
  /** `name=schedule` pairs separated by `;`: `ledger-seal=10s;withdrawal-auto-receipt=0 * * * * UTC`. */
  JOB_SCHEDULES: z.string().default(''),
  // Regional lottery results over HTTP/JSON: one URL template per region ({game}, {numero}, {date}, {yyyymmdd}).
  LOTTERY_FEED_NORTH_URL: z.string().url().optional(),
  LOTTERY_FEED_CENTRAL_URL: z.string().url().optional(),
  LOTTERY_FEED_SOUTH_URL: z.string().url().optional(),
  LOTTERY_FEED_TOKEN: z.string().min(1).optional(),
  LOTTERY_FEED_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  LOTTERY_FEED_DEADLINE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  JOBS_ENABLED: booleanFromEnv.default(true),
  MEMBER_EVENTS_RELAY_MS: z.coerce.number().int().min(20).max(10_000).default(200),
  /** Provider codes served by the built-in aggregator simulator as a sandbox (test deployments only). */
  PAYMENT_SANDBOX_PROVIDERS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  /**
   * The in-process studio's certified variant per merchant: "MERCHANT:game=variant" or "game=variant", comma
   * separated (e.g. "SUERTE_TH:lucky-dragon=94"); unnamed merchants get each game's default.
   */
  STUDIO_VARIANTS: z
    .string()
    .max(2000)
    .regex(/^[A-Za-z0-9_:=,\s-]*$/, 'MERCHANT:game=variant, comma separated')
    .default(''),
});

export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly host: string;
  readonly port: number;
  readonly logLevel: string;
  /** PostgreSQL connection string; absent → embedded PGlite under dataDir. */
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  readonly trustedProxies: readonly string[];
  /** Demo data is seeded at start by default only on the embedded database. */
  readonly seedDemoData: boolean;
  readonly webDistDir: string;
  readonly defaultMerchant: string | null;
  readonly settingsCacheMs: number;
  /** Catalogue pages' lifetime: never longer than the settings cache's (kill switches show within it); 0: off. */
  readonly catalogueCacheMs: number;
  readonly sessions: { readonly idleMs: number; readonly maxMs: number };
  /** Brute-force limits of password login (README, security). */
  readonly login: {
    readonly maxFailures: number;
    readonly lockMs: number;
    readonly maxFailuresPerIp: number;
  };
  readonly sms:
    | { readonly provider: 'outbox' }
    | { readonly provider: 'http'; readonly url: string; readonly token: string | null };
  readonly mail:
    | { readonly provider: 'outbox'; readonly from: string }
    | { readonly provider: 'smtp'; readonly url: string; readonly from: string };
  /** Base of links in mails (password reset); absent → the request's own origin. */
  readonly publicUrl: string | null;
  readonly encKeyRotationMs: number;
  /** Social sign-in verifies Firebase ID tokens only when a project is configured. */
  readonly firebaseProjectId: string | null;
  /** Status queries of an unknown vendor transfer before the resolver leaves it to an operator. */
  readonly vendorTransferMaxAttempts: number;
  /** How often a node relays queued balance events (the most a balance event waits after its commit). */
  readonly memberEventsRelayMs: number;
  /**
   * Payment providers the built-in simulators (aggregator, and QR payer) stand in for besides the demo
   * provider: a test deployment's sandbox, so real-money deposits and payouts can be exercised end to end.
   * Refused in production.
   */
  readonly paymentSandboxProviders: readonly string[];
  /** STUDIO_VARIANTS as written (the studio parses it). */
  readonly studioVariants: string;
  /**
   * The regional lottery's result feed (HTTP/JSON, a URL template per region); null when no URL is set: then
   * regional draws are drawn by the RNG and marked demo.
   */
  readonly lotteryFeed: {
    readonly urls: Readonly<Partial<Record<'north' | 'central' | 'south', string>>>;
    readonly token: string | null;
    readonly timeoutMs: number;
    readonly deadlineSeconds: number;
  } | null;
  /** Scheduled jobs: whether this node runs them, and schedules that replace a job's default. */
  readonly jobs: {
    readonly enabled: boolean;
    readonly schedules: Readonly<Record<string, JobSchedule>>;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.PAYMENT_SANDBOX_PROVIDERS.length > 0)
    throw new ConfigError('Invalid configuration:\n  PAYMENT_SANDBOX_PROVIDERS: not allowed in production');
  return Object.freeze({
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL ?? null,
    // Relative paths are taken from where the command was typed (npm runs workspace scripts elsewhere).
    dataDir: e.DATA_DIR
      ? path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR)
      : path.join(repoRoot, 'data'),
    trustedProxies: Object.freeze(e.TRUSTED_PROXIES),
    seedDemoData: e.SEED_DEMO_DATA ?? !e.DATABASE_URL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    defaultMerchant: e.DEFAULT_MERCHANT ?? null,
    settingsCacheMs: e.SETTINGS_CACHE_SECONDS * 1000,
    catalogueCacheMs: Math.min(e.CATALOGUE_CACHE_SECONDS ?? Infinity, e.SETTINGS_CACHE_SECONDS) * 1000,
    sessions: Object.freeze({
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      maxMs: e.SESSION_MAX_HOURS * 3_600_000,
    }),
    login: Object.freeze({
      maxFailures: e.LOGIN_MAX_FAILURES,
      lockMs: e.LOGIN_LOCK_MINUTES * 60_000,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
    }),
    sms: Object.freeze(smsConfig(e)),
    mail: Object.freeze(mailConfig(e)),
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, '') ?? null,
    encKeyRotationMs: e.ENC_KEY_ROTATION_HOURS * 3_600_000,
    firebaseProjectId: e.FIREBASE_PROJECT_ID ?? null,
    vendorTransferMaxAttempts: e.VENDOR_TRANSFER_MAX_ATTEMPTS,
    memberEventsRelayMs: e.MEMBER_EVENTS_RELAY_MS,
    paymentSandboxProviders: Object.freeze(e.PAYMENT_SANDBOX_PROVIDERS),
    studioVariants: e.STUDIO_VARIANTS,
    lotteryFeed: lotteryFeedConfig(e),
    jobs: Object.freeze({ enabled: e.JOBS_ENABLED, schedules: Object.freeze(jobSchedules(e.JOB_SCHEDULES)) }),
  });
}

/** Reads JOB_SCHEDULES; whether the names are jobs is checked where the jobs are declared. */
export function jobSchedules(text: string): Record<string, JobSchedule> {
  const schedules: Record<string, JobSchedule> = {};
  for (const pair of text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    try {
      if (at < 1) throw new ScheduleError(`expected name=schedule, got "${pair}"`);
      schedules[name] = parseSchedule(pair.slice(at + 1));
    } catch (err) {
      if (!(err instanceof ScheduleError)) throw err;
      throw new ConfigError(`Invalid configuration:\n  JOB_SCHEDULES: ${err.message}`);
    }
  }
  return schedules;
}

type Env = z.infer<typeof envSchema>;

function smsConfig(e: Env): Config['sms'] {
  if (e.SMS_PROVIDER === 'outbox') return { provider: 'outbox' };
  if (!e.SMS_HTTP_URL)
    throw new ConfigError('Invalid configuration:\n  SMS_HTTP_URL: required when SMS_PROVIDER=http');
  return { provider: 'http', url: e.SMS_HTTP_URL, token: e.SMS_HTTP_TOKEN ?? null };
}

function lotteryFeedConfig(e: Env): Config['lotteryFeed'] {
  const urls = Object.fromEntries(
    (
      [
        ['north', e.LOTTERY_FEED_NORTH_URL],
        ['central', e.LOTTERY_FEED_CENTRAL_URL],
        ['south', e.LOTTERY_FEED_SOUTH_URL],
      ] as const
    ).filter(([, url]) => url !== undefined),
  );
  if (Object.keys(urls).length === 0) return null;
  return Object.freeze({
    urls: Object.freeze(urls),
    token: e.LOTTERY_FEED_TOKEN ?? null,
    timeoutMs: e.LOTTERY_FEED_TIMEOUT_MS,
    deadlineSeconds: e.LOTTERY_FEED_DEADLINE_MINUTES * 60,
  });
}

function mailConfig(e: Env): Config['mail'] {
  if (e.MAIL_PROVIDER === 'outbox') return { provider: 'outbox', from: e.MAIL_FROM };
  if (!e.SMTP_URL)
    throw new ConfigError('Invalid configuration:\n  SMTP_URL: required when MAIL_PROVIDER=smtp');
  return { provider: 'smtp', url: e.SMTP_URL, from: e.MAIL_FROM };
}
