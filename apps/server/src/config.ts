import path from 'node:path';
import { z } from 'zod';

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
  });
}
