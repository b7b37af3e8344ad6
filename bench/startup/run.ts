// Start-up benchmark: how long from `npm start` (web app already built) until the home page has rendered its
// header, left menu and footer from the API in headless Chromium. Each run uses a fresh data folder (first
// start: create, migrate and seed the embedded database) and then starts again on the same folder (a restart).
// The anchor of the same run is Node starting with the TypeScript loader and exiting, the floor of any start.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { freePort, repoRoot } from '../../scripts/server-process';
import { ensureWebBuild } from '../../scripts/web-build.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function startAndRender(browser: Browser, dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    const page = await browser.newPage();
    for (;;) {
      const up = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (performance.now() - started > 60_000) throw new Error('the server did not start within 60 s');
      await new Promise((r) => setTimeout(r, 25));
    }
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByTestId('site-footer').waitFor();
    await page.getByTestId('left-menu').getByText('Live casino').waitFor();
    const elapsed = performance.now() - started;
    await page.close();
    return elapsed;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

function anchorMs(): number {
  const t = performance.now();
  spawnSync(process.execPath, ['--import', 'tsx', '-e', ''], { cwd: repoRoot });
  return performance.now() - t;
}

async function main(): Promise<void> {
  ensureWebBuild();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const first: number[] = [];
  const restart: number[] = [];
  const anchor: number[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'suerte-startup-'));
      try {
        first.push(await startAndRender(browser, dataDir));
        restart.push(await startAndRender(browser, dataDir));
        anchor.push(anchorMs());
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
  }
  const seconds = (v: number) => (v / 1000).toFixed(2);
  const fmt = (values: number[]) => `${seconds(median(values))} s (runs: ${values.map(seconds).join(' / ')})`;
  console.log(`npm start → home rendered, fresh data folder: ${fmt(first)}`);
  console.log(`npm start → home rendered, restart:           ${fmt(restart)}`);
  console.log(`anchor: node with the TypeScript loader:       ${fmt(anchor)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
