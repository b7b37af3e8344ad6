// `npm run bench:home`: a Lighthouse-style lab measurement of the home page. Builds nothing (run `npm run build`
// first). Starts the real server on a fresh embedded database with demo data, then loads the home page cold
// BENCH_RUNS times (5 by default) on Lighthouse's mobile profile (see measure.ts) and prints the median of each
// metric. The anchor of the same run is a minimal static HTML page served by the same server over the same
// throttled network: the floor any page has on this machine.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { repoRoot, startServer } from '../../scripts/server-process';
import { CPU_SLOWDOWN, measureLoad, PHONE, SLOW_4G, type LoadMetrics } from './measure';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ANCHOR_PAGE = 'bench-anchor.html';

const ANCHOR_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Anchor</title></head>
<body style="margin:0;font-family:sans-serif"><main style="padding:16px">
<h1>Minimal page</h1><p>Static HTML with no script, no stylesheet and no image: the floor of any page load.</p>
</main></body></html>`;

/**
 * The built web app plus the anchor page, for the server to serve from one folder: a temporary folder of links
 * to the build's files (nothing is written into the build itself).
 */
async function distWithAnchor(distDir: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'suerte-bench-home-'));
  for (const entry of await readdir(distDir)) await symlink(path.join(distDir, entry), path.join(dir, entry));
  await writeFile(path.join(dir, ANCHOR_PAGE), ANCHOR_HTML);
  return dir;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Row {
  page: string;
  runs: LoadMetrics[];
}

function formatTable(rows: Row[]): string {
  const ms = (v: number) => `${Math.round(v)} ms`;
  const kb = (v: number) => `${(v / 1024).toFixed(1)} KB`;
  const columns: [string, (m: LoadMetrics) => number, (v: number) => string][] = [
    ['FCP', (m) => m.fcpMs, ms],
    ['LCP', (m) => m.lcpMs, ms],
    ['TBT', (m) => m.tbtMs, ms],
    ['CLS', (m) => m.cls, (v) => v.toFixed(3)],
    ['transferred', (m) => m.transferredBytes, kb],
    ['of it scripts', (m) => m.scriptBytes, kb],
    ['requests', (m) => m.requests, String],
  ];
  const lines = [
    `| Page | ${columns.map(([name]) => `${name} (median)`).join(' | ')} | LCP of the runs | LCP element (median run) |`,
    `| --- | ${columns.map(() => '---:').join(' | ')} | --- | --- |`,
  ];
  for (const { page, runs } of rows) {
    const cells = columns.map(([, pick, format]) => format(median(runs.map(pick))));
    const lcpMedian = median(runs.map((m) => m.lcpMs));
    const medianRun = runs.find((m) => m.lcpMs === lcpMedian)!;
    const lcps = runs.map((m) => Math.round(m.lcpMs)).join(' / ');
    lines.push(`| ${page} | ${cells.join(' | ')} | ${lcps} | ${medianRun.lcpElement.replace(/\|/g, '/')} |`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const distDir = process.env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(
      `No built web app at ${distDir}: run \`npm run build\` first (this benchmark builds nothing).`,
    );
  }
  const servedDir = await distWithAnchor(distDir);
  const server = await startServer({ env: { WEB_DIST_DIR: servedDir }, label: 'suerte-bench-home' });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const rows: Row[] = [
    { page: 'home `/`', runs: [] },
    { page: `anchor \`/${ANCHOR_PAGE}\``, runs: [] },
  ];
  try {
    // Warm the server's own caches once (not the browser's): the runs measure the page, not a cold server.
    await fetch(`${server.baseUrl}/wps/system/whitelabel`);
    for (let run = 0; run < RUNS; run += 1) {
      rows[0]!.runs.push(await measureLoad(browser, `${server.baseUrl}/`));
      rows[1]!.runs.push(await measureLoad(browser, `${server.baseUrl}/${ANCHOR_PAGE}`));
      console.error(`run ${run + 1}/${RUNS}: home LCP ${Math.round(rows[0]!.runs.at(-1)!.lcpMs)} ms`);
    }
  } finally {
    await browser.close();
    await server.stop();
    await rm(servedDir, { recursive: true, force: true });
  }
  console.log(
    `Profile: ${PHONE.width}×${PHONE.height} at ${PHONE.deviceScaleFactor}x, ${SLOW_4G.latencyMs} ms latency, ` +
      `${SLOW_4G.downloadKbps.toFixed(0)} kbps down, ${SLOW_4G.uploadKbps.toFixed(0)} kbps up, CPU ${CPU_SLOWDOWN}× slower, ` +
      `cold cache; median of ${RUNS} runs.`,
  );
  console.log(formatTable(rows));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
