// System benchmark: the real server (child process, fresh data) on embedded PGlite and on PostgreSQL, loaded
// with autocannon on the public configuration calls, with /healthz (no database) as the anchor of the same run.
// It prints a table and writes nothing: measured figures are recorded by hand in bench/RESULTS.md.
import os from 'node:os';
import { startServer } from '../../scripts/server-process';
import { measure, type LoadSettings, type Measurement } from './measure';
import { createScratchDatabase, postgresUnavailableReason } from './postgres-database';

const PATHS = ['/wps/system/whitelabel', '/wps/system/status', '/healthz'];

function positiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

const settings: LoadSettings = {
  connections: positiveInt('BENCH_CONNECTIONS', 20),
  durationSeconds: positiveInt('BENCH_SECONDS', 10),
  warmupSeconds: positiveInt('BENCH_WARMUP_SECONDS', 2),
  runs: positiveInt('BENCH_RUNS', 3),
};

interface DatabaseResult {
  database: string;
  measurements: Measurement[];
}

async function benchServer(database: string, env: Record<string, string>): Promise<DatabaseResult> {
  console.log(`\n${database}: starting the server...`);
  const server = await startServer({ label: 'suerte-bench', env: { LOG_LEVEL: 'warn', ...env } });
  try {
    const measurements: Measurement[] = [];
    for (const path of PATHS) {
      console.log(
        `${database}: ${path} (${settings.runs} x ${settings.durationSeconds} s after ${settings.warmupSeconds} s warm-up)`,
      );
      measurements.push(await measure(server.baseUrl, path, settings));
    }
    return { database, measurements };
  } finally {
    await server.stop();
  }
}

async function benchPostgres(): Promise<DatabaseResult | null> {
  const unavailable = await postgresUnavailableReason();
  if (unavailable !== null) {
    console.log(`\nSkipping PostgreSQL: ${unavailable}.`);
    return null;
  }
  const scratch = await createScratchDatabase();
  try {
    // Demo data is seeded by default only on the embedded database; both runs must serve the same content.
    return await benchServer('PostgreSQL', { DATABASE_URL: scratch.url, SEED_DEMO_DATA: 'true' });
  } finally {
    await scratch.drop();
  }
}

function printTable(results: DatabaseResult[]): void {
  const rows = results.flatMap(({ database, measurements }) =>
    measurements.map((m) => [
      database,
      `GET ${m.path}`,
      m.requestsPerSecond.toFixed(0),
      m.p99Ms.toFixed(0),
      m.runs.map((r) => r.requestsPerSecond.toFixed(0)).join(' / '),
      String(m.failures),
    ]),
  );
  const header = ['Database', 'Call', 'req/s (median)', 'p99 ms (median)', 'req/s per run', 'failed'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${line(header)}\n${line(widths.map((w) => '-'.repeat(w)))}\n${rows.map(line).join('\n')}`);
}

async function main(): Promise<void> {
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB; ` +
      `${settings.connections} connections, ${settings.runs} runs of ${settings.durationSeconds} s per call.`,
  );
  const results: DatabaseResult[] = [await benchServer('PGlite', {})];
  const postgres = await benchPostgres();
  if (postgres) results.push(postgres);
  printTable(results);
  if (results.some((r) => r.measurements.some((m) => m.failures > 0))) {
    console.log('\nSome requests failed (non-2xx, errors or timeouts): the figures above are not valid.');
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
