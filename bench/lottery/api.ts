// API latency during lottery settlement: the real server as a child process (jobs on, as deployed: its own
// settlement job settles resulted draws every few seconds), 1,000,000 bets of 100,000 members seeded on a locked
// north draw. The lottery's public calls are measured with autocannon (a few connections) while idle, then the
// draw's result is entered and confirmed and the same calls are measured again while the server's settlement job
// runs; the p99 while settling must stay within 2× idle. Windows that end after the draw is settled are left
// out. Settings: BENCH_BETS, BENCH_MEMBERS, BENCH_CONNECTIONS (4), BENCH_SECONDS (10 per window), BENCH_RUNS
// (windows per state, 3), BENCH_PATHS (comma separated calls).
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/database';
import { startServer, type RunningServer } from '../../scripts/server-process';
import { median } from '../system/measure';
import { createScratchDatabase, postgresUnavailableReason } from '../system/postgres-database';
import {
  benchResult,
  GAME,
  loadAverage,
  positiveInt,
  resultDraw,
  seedBets,
  seedLockedDraw,
  seedMembers,
} from './seed';

const betCount = positiveInt('BENCH_BETS', 1_000_000);
const memberCount = positiveInt('BENCH_MEMBERS', 100_000);
const connections = positiveInt('BENCH_CONNECTIONS', 4);
const seconds = positiveInt('BENCH_SECONDS', 10);
const runs = positiveInt('BENCH_RUNS', 3);
const paths = (process.env.BENCH_PATHS ?? `/lgw/games,/lotto/lgw/games/${GAME}/draws?count=10`)
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);

interface Window {
  path: string;
  p50: number;
  p99: number;
  rate: number;
  failures: number;
}

async function load(baseUrl: string, path: string, duration: number): Promise<Window> {
  const result = await autocannon({ url: `${baseUrl}${path}`, connections, duration });
  return {
    path,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rate: result.requests.average,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function drawState(handle: DatabaseHandle, drawId: number) {
  const { rows } = await sql<{ status: string; waiting: string }>`
    select d.status, (select count(*) from lottery_bets b where b.draw_id = d.id and b.status = 'WAITING') as waiting
    from lottery_draws d where d.id = ${drawId}`.execute(handle.db);
  return { status: rows[0]!.status, waiting: Number(rows[0]!.waiting) };
}

const show = (w: Window) =>
  `${w.path}: p50 ${w.p50} ms, p99 ${w.p99} ms, ${w.rate.toFixed(0)} calls/s${w.failures ? `, ${w.failures} FAILED` : ''}`;

async function measure(server: RunningServer, handle: DatabaseHandle, drawId: number, numero: string) {
  const idle: Window[] = [];
  for (const path of paths) await load(server.baseUrl, path, 2);
  for (let run = 1; run <= runs; run += 1)
    for (const path of paths) {
      const w = await load(server.baseUrl, path, seconds);
      idle.push(w);
      console.log(`idle ${run}: ${show(w)}; load ${loadAverage()}`);
    }
  await resultDraw(handle.db, numero, benchResult());
  const confirmed = Date.now();
  // The job runs every few seconds: wait for its first chunk, so that every window falls inside settlement.
  while ((await drawState(handle, drawId)).waiting === betCount) await new Promise((r) => setTimeout(r, 100));
  console.log(`settlement started ${((Date.now() - confirmed) / 1000).toFixed(1)} s after confirmation`);
  const during: Window[] = [];
  for (let run = 1; run <= runs; run += 1)
    for (const path of paths) {
      const w = await load(server.baseUrl, path, seconds);
      const state = await drawState(handle, drawId);
      const inside = state.waiting > 0;
      if (inside) during.push(w);
      console.log(
        `settling ${run}: ${show(w)}; ${state.waiting} bets still waiting${inside ? '' : ' (window left out: settled)'}; load ${loadAverage()}`,
      );
    }
  while ((await drawState(handle, drawId)).status !== 'SETTLED') await new Promise((r) => setTimeout(r, 500));
  console.log(`draw settled ${((Date.now() - confirmed) / 1000).toFixed(1)} s after confirmation`);
  return { idle, during };
}

function summary(idle: Window[], during: Window[]) {
  console.log(
    `\n| Call | idle p99 (median) | settling p99 (median) | ratio | idle / settling windows (ms) |`,
  );
  console.log(`| --- | ---: | ---: | ---: | --- |`);
  for (const path of paths) {
    const a = idle.filter((w) => w.path === path).map((w) => w.p99);
    const b = during.filter((w) => w.path === path).map((w) => w.p99);
    const ratio = median(b) / median(a);
    console.log(
      `| \`${path}\` | ${median(a)} ms | ${median(b)} ms | ${ratio.toFixed(2)}× ${ratio <= 2 ? '' : '(over 2×)'} | ${a.join(' / ')} — ${b.join(' / ')} |`,
    );
  }
}

async function main(): Promise<void> {
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, load ` +
      `${loadAverage()}; ${betCount} bets of ${memberCount} members; ${connections} connections, ` +
      `${runs} windows of ${seconds} s per state; calls ${paths.join(', ')}`,
  );
  const unavailable = await postgresUnavailableReason();
  if (unavailable !== null) throw new Error(`Cannot run: ${unavailable}.`);
  const scratch = await createScratchDatabase();
  let server: RunningServer | null = null;
  let handle: DatabaseHandle | null = null;
  try {
    server = await startServer({
      label: 'suerte-bench-lottery',
      env: { DATABASE_URL: scratch.url, SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    });
    handle = await openDatabase({ databaseUrl: scratch.url, dataDir: null, role: 'client', poolSize: 2 });
    const seeding = Date.now();
    const members = await seedMembers(handle.db, memberCount, 'm');
    const draw = await seedLockedDraw(handle.db, 1);
    await seedBets(handle.db, draw.id, members, betCount, 1);
    await sql`analyze`.execute(handle.db);
    console.log(`seeded ${betCount} bets in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
    const { idle, during } = await measure(server, handle, draw.id, draw.numero);
    summary(idle, during);
    console.log(`load average after: ${loadAverage()}`);
  } finally {
    await handle?.close();
    await server?.stop();
    await scratch.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
