// A real-money deployment for the browser journeys that pay out: its own server on a fresh PostgreSQL database
// (TEST_DATABASE_URL names the server), the demo merchant SUERTE_PH made a real-money one, its QR Ph and GCash
// channels settled by a sandbox provider that the built-in simulators stand in for (PAYMENT_SANDBOX_PROVIDERS),
// payouts sent every second, and registration without a captcha.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { repoRoot, startServer, type RunningServer } from '../../scripts/server-process';
import { journeysSkipped } from './browser';
import { adminSql, scratchDatabase, type ScratchDatabase } from './scratch-database';

const SANDBOX = 'sandbox-pay';

export interface RealMoneyDeployment {
  /** The server's address (once the calling describe's hooks have started it). */
  baseUrl(): string;
  /** The operator CLI against the deployment's database. */
  ops(...args: string[]): Promise<string>;
}

/** Registers the hooks that start the deployment before the describe's tests and remove it after them. */
export function realMoneyDeployment(adminUrl: string): RealMoneyDeployment {
  let server: RunningServer | undefined;
  let database: ScratchDatabase | undefined;
  let databaseUrl = '';
  let webDir = '';

  const ops = async (...args: string[]) => {
    const { stdout } = await promisify(execFile)('npm', ['run', 'ops', '--', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      timeout: 60_000,
    });
    return stdout;
  };

  beforeAll(async () => {
    if (journeysSkipped) return;
    // A private copy of the built web app, so a rebuild meanwhile cannot pull files from under this server.
    webDir = await mkdtemp(path.join(os.tmpdir(), 'suerte-e2e-money-web-'));
    await cp(path.join(repoRoot, 'apps/web/dist'), webDir, { recursive: true });
    database = await scratchDatabase(adminUrl, 'money');
    databaseUrl = database.url;
    server = await startServer({
      label: 'suerte-e2e-money',
      env: {
        DATABASE_URL: databaseUrl,
        SEED_DEMO_DATA: 'true',
        PAYMENT_SANDBOX_PROVIDERS: SANDBOX,
        JOB_SCHEDULES: 'withdrawal-payouts=1s',
        SETTINGS_CACHE_SECONDS: '0',
        TRUSTED_PROXIES: '127.0.0.1,::1',
        WEB_DIST_DIR: webDir,
        LOG_LEVEL: 'warn',
      },
    });
    await adminSql(
      databaseUrl,
      `insert into payment_providers (code, name, is_demo) values ('${SANDBOX}', 'Sandbox provider', false);
       update merchants set is_demo = false where code = 'SUERTE_PH';
       update payment_channels set provider_code = '${SANDBOX}'
        where merchant_code = 'SUERTE_PH' and method in ('qrph', 'gcash');`,
    );
    await ops('identity:set', 'SUERTE_PH', 'captchaOnRegister', 'off');
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    if (webDir) await rm(webDir, { recursive: true, force: true });
  });

  return {
    baseUrl: () => {
      if (!server) throw new Error('the real-money deployment is not running');
      return server.baseUrl;
    },
    ops,
  };
}
