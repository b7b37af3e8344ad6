// Wallet benchmark: signed vendor `bet` calls through HTTP against PostgreSQL — (a) all on one player, (b) spread
// over many players — with pgbench running the equivalent single-statement bet on the same server and database
// as the anchor of the same run. Afterwards the ledger is sealed and verified. Prints a table; figures are
// recorded by hand in bench/RESULTS.md.
import os from 'node:os';
import { openDatabase } from '../../apps/server/src/db/database';
import { sealPending, verifyLedger } from '../../apps/server/src/modules/ledger/index';
import { startServer } from '../../scripts/server-process';
import { median } from '../system/measure';
import { createScratchDatabase, postgresUnavailableReason } from '../system/postgres-database';
import { BET_AMOUNT, httpBets, pgbenchBets, type LoadFigures } from './load';
import { clearingShards, fundedPlayer, manyPlayers, vendorSecret } from './players';

function positiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

/** Concurrency levels, e.g. BENCH_CONNECTIONS=20,64: each scenario runs at each, HTTP and pgbench alike. */
const connectionLevels = (process.env.BENCH_CONNECTIONS ?? '20,64').split(',').map((level) => {
  const value = Number(level);
  if (!Number.isInteger(value) || value <= 0) throw new Error('BENCH_CONNECTIONS must be positive integers');
  return value;
});
const seconds = positiveInt('BENCH_SECONDS', 10);
const warmup = positiveInt('BENCH_WARMUP_SECONDS', 2);
const runs = positiveInt('BENCH_RUNS', 3);
const playerCount = positiveInt('BENCH_PLAYERS', 100_000);

interface Row {
  scenario: string;
  http: LoadFigures[];
  pgbench: LoadFigures[];
}

const med = (xs: LoadFigures[], pick: (f: LoadFigures) => number) => median(xs.map(pick));

function printTable(rows: Row[]): void {
  const table = rows.map((r) => {
    const httpRate = med(r.http, (f) => f.betsPerSecond);
    const pgRate = med(r.pgbench, (f) => f.betsPerSecond);
    return [
      r.scenario,
      httpRate.toFixed(0),
      med(r.http, (f) => f.p50Ms).toFixed(1),
      med(r.http, (f) => f.p99Ms).toFixed(1),
      pgRate.toFixed(0),
      med(r.pgbench, (f) => f.p50Ms).toFixed(1),
      med(r.pgbench, (f) => f.p99Ms).toFixed(1),
      `${(httpRate / pgRate).toFixed(2)}×`,
      r.http.map((f) => f.betsPerSecond.toFixed(0)).join(' / '),
      r.pgbench.map((f) => f.betsPerSecond.toFixed(0)).join(' / '),
      String(r.http.reduce((s, f) => s + f.failures, 0) + r.pgbench.reduce((s, f) => s + f.failures, 0)),
    ];
  });
  const header = [
    'Scenario',
    'HTTP bets/s',
    'p50 ms',
    'p99 ms',
    'pgbench tps',
    'p50 ms',
    'p99 ms',
    'HTTP/pgbench',
    'HTTP per run',
    'pgbench per run',
    'failed',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${line(header)}\n${line(widths.map((w) => '-'.repeat(w)))}\n${table.map(line).join('\n')}`);
}

async function main(): Promise<void> {
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB; ` +
      `${connectionLevels.join(' and ')} connections/clients, ${runs} runs of ${seconds} s after ${warmup} s warm-up; ` +
      `${playerCount} players for (b); bets of ${BET_AMOUNT}.`,
  );
  const unavailable = await postgresUnavailableReason();
  if (unavailable !== null) {
    console.log(`Cannot run: ${unavailable}.`);
    process.exitCode = 1;
    return;
  }
  const scratch = await createScratchDatabase();
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  const database = { handle: null as Awaited<ReturnType<typeof openDatabase>> | null };
  try {
    console.log('Starting the server on a fresh PostgreSQL database...');
    server = await startServer({
      label: 'suerte-bench-wallet',
      env: { DATABASE_URL: scratch.url, SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn' },
      // Profiling only, e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=prof".
      nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean),
    });
    database.handle = await openDatabase({
      databaseUrl: scratch.url,
      dataDir: null,
      role: 'client',
      poolSize: 4,
    });
    const db = database.handle.db;
    const secret = await vendorSecret(db);
    await clearingShards(db, 16);

    console.log('Preparing players...');
    const one = await fundedPlayer(db, 1e13);
    const oneAnchor = await fundedPlayer(db, 1e13);
    const started = Date.now();
    const many = await manyPlayers(db, playerCount, 1e9);
    console.log(`  ${playerCount} players in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await database.handle.pool.query('analyze');

    const onePlayer = () => one.playerId;
    const anyPlayer = () => many.playerIds[Math.floor(Math.random() * many.playerIds.length)]!;
    const rows: Row[] = [];
    const scenarios = connectionLevels.flatMap((connections) => {
      const level = (label: string): Row => {
        const row = { scenario: `${label}, ${connections} conn.`, http: [], pgbench: [] };
        rows.push(row);
        return row;
      };
      return [
        {
          row: level('(a) one player'),
          connections,
          pick: onePlayer,
          accounts: { min: oneAnchor.accountId, max: oneAnchor.accountId },
        },
        {
          row: level(`(b) ${playerCount} players`),
          connections,
          pick: anyPlayer,
          accounts: { min: many.minAccountId, max: many.maxAccountId },
        },
      ];
    });
    for (const s of scenarios) {
      console.log(`Warm-up ${s.row.scenario}...`);
      await httpBets(server.baseUrl, secret, s.pick, s.connections, warmup);
      await pgbenchBets(scratch.url, s.accounts, s.connections, warmup);
    }
    for (let run = 1; run <= runs; run += 1) {
      for (const s of scenarios) {
        const http = await httpBets(server.baseUrl, secret, s.pick, s.connections, seconds);
        const pgbench = await pgbenchBets(scratch.url, s.accounts, s.connections, seconds);
        s.row.http.push(http);
        s.row.pgbench.push(pgbench);
        console.log(
          `run ${run} ${s.row.scenario}: HTTP ${http.betsPerSecond.toFixed(0)}/s p50 ${http.p50Ms} p99 ${http.p99Ms}` +
            ` (failed ${http.failures}); pgbench ${pgbench.betsPerSecond.toFixed(0)}/s` +
            ` p50 ${pgbench.p50Ms.toFixed(1)} p99 ${pgbench.p99Ms.toFixed(1)} (failed ${pgbench.failures})`,
        );
      }
    }
    printTable(rows);

    if (process.env.BENCH_VERIFY === 'false') return; // Quick experiments only: figures need the verifier.
    console.log('\nSealing the journal and verifying the ledger...');
    await server.stop();
    server = null;
    while ((await sealPending(db, 5000)) > 0);
    const report = await verifyLedger(db);
    const counts = await database.handle.pool.query<{ bets: number; claims: number; rounds: number }>(
      `select (select count(*)::int from ledger_transactions where kind = 'bet' and actor = 'vendor:SUERTE') as bets,
              (select count(*)::int from vendor_transactions where action = 'bet' and status = 'applied') as claims,
              (select count(*)::int from game_rounds) as rounds`,
    );
    const c = counts.rows[0]!;
    console.log(
      `verifyLedger: ${report.ok ? 'clean' : 'PROBLEMS'}; ${report.transactions} transactions, ` +
        `${report.sealed} sealed; vendor bets in the journal ${c.bets}, claimed ${c.claims}, rounds ${c.rounds}`,
    );
    if (!report.ok || c.bets !== c.claims) {
      console.log(report.problems.slice(0, 20).join('\n'));
      process.exitCode = 1;
    }
    if (rows.some((r) => [...r.http, ...r.pgbench].some((f) => f.failures > 0))) {
      console.log('Some bets failed or were refused: the figures above are not valid.');
      process.exitCode = 1;
    }
  } finally {
    await server?.stop();
    await database.handle?.close();
    await scratch.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
