import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import type { TestDatabaseKind } from './test-database.js';

/** Builds the real app on a test database; settings are read fresh on every request (no cache). */
export async function buildTestApp(
  handle: DatabaseHandle,
  env: Record<string, string> = {},
  extra: Pick<AppDeps, 'captchaImage' | 'transferAdapters' | 'memberEventTimings' | 'realMoneyOverride'> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SETTINGS_CACHE_SECONDS: '0',
    TRUSTED_PROXIES: '127.0.0.1',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...env,
  });
  const app = await buildApp({
    config,
    db: handle.db,
    pool: handle.pool,
    databaseKind: handle.kind,
    ...extra,
  });
  await app.ready();
  return app;
}

/** Parses an inject response's envelope. */
export function envelope<T = any>(res: { json(): unknown }) {
  return res.json() as { success: boolean; code: string; message: string; value: T };
}

/** A fresh database of the given kind and the app on it, for one describe block. */
export function withTestApp(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
  extra: Pick<AppDeps, 'captchaImage' | 'transferAdapters' | 'memberEventTimings' | 'realMoneyOverride'> = {},
) {
  const context = {} as { handle: DatabaseHandle; app: FastifyInstance };
  beforeAll(async () => {
    context.handle = await kind.open();
    context.app = await buildTestApp(context.handle, env, extra);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.handle?.close();
  });
  return context;
}
