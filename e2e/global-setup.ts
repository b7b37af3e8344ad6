// Starts what the browser journeys need: a fresh build of the web app (when stale) and, for each of the journeys'
// workers, the real server on a free port with an empty temporary database of its own.
// Without Chromium the journeys are skipped, except in CI, where that is an error: CI must never pass by skipping.
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startServer } from '../scripts/server-process';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { chromiumPath, type JourneyServer } from './support/provided';
import { scratchDatabase, type ScratchDatabase } from './support/scratch-database';

function chromiumMissingReason(): string | null {
  return existsSync(chromiumPath)
    ? null
    : `Chromium is not installed at ${chromiumPath} (install Debian's chromium package or set CHROMIUM_PATH)`;
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const missing = chromiumMissingReason();
  if (missing !== null) {
    if (process.env.CI === 'true') throw new Error(`Browser journeys cannot run in CI: ${missing}.`);
    console.warn(`\n[e2e] Skipping every browser journey: ${missing}.\n`);
    project.provide('browserSkipReason', missing);
    project.provide('servers', []);
    return undefined;
  }

  ensureWebBuild(undefined, (line: string) => console.log(`[e2e] ${line}`));
  const webDir = await snapshotWebBuild();
  const started: { stop(): Promise<void> }[] = [];
  const cleanUp = async () => {
    await Promise.all(started.map((s) => s.stop()));
    await rm(webDir, { recursive: true, force: true });
  };
  try {
    const servers: JourneyServer[] = [];
    // As many as journeys run at a time (the project's maxWorkers), started one after another: first starts
    // (migrations, a 10,000-game seed) at once would only compete.
    const workers = Number(project.config.maxWorkers) || 1;
    for (let worker = 1; worker <= workers; worker += 1) {
      const { server, stop } = await startJourneyServer(webDir, worker);
      started.push({ stop });
      servers.push(server);
    }
    project.provide('browserSkipReason', null);
    project.provide('servers', servers);
    return cleanUp;
  } catch (err) {
    await cleanUp();
    throw err;
  }
}

/**
 * The real server on a free port with an empty temporary database: a scratch PostgreSQL database when
 * TEST_DATABASE_URL names a server (as in CI: five browsers at once need more than the embedded database's one
 * connection), else the embedded one.
 */
async function startJourneyServer(webDir: string, worker: number) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database: ScratchDatabase | undefined = adminUrl
    ? await scratchDatabase(adminUrl, `main${worker}`)
    : undefined;
  try {
    const server = await startServer({
      label: `suerte-e2e-${worker}`,
      // The journeys act as visitors from elsewhere by sending X-Forwarded-For from the loopback address.
      env: {
        TRUSTED_PROXIES: '127.0.0.1,::1',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: webDir,
        ...(database ? { DATABASE_URL: database.url, SEED_DEMO_DATA: 'true' } : {}),
      },
      onOutput: (chunk) => process.stderr.write(chunk.replace(/^(?=.)/gm, `[e2e server ${worker}] `)),
    });
    return {
      server: { baseUrl: server.baseUrl, dataDir: server.dataDir, databaseUrl: database?.url ?? '' },
      stop: async () => {
        await server.stop();
        await database?.drop();
      },
    };
  } catch (err) {
    await database?.drop();
    throw err;
  }
}

/**
 * A private copy of the built web app (without source maps), so that a rebuild of apps/web/dist while the
 * journeys run (by `npm start`, an editor or another test run) cannot pull files from under the server.
 */
async function snapshotWebBuild(): Promise<string> {
  const target = await mkdtemp(path.join(os.tmpdir(), 'suerte-e2e-web-'));
  await cp(path.join(repoRoot, 'apps/web/dist'), target, {
    recursive: true,
    filter: (source) => !source.endsWith('.map'),
  });
  return target;
}
