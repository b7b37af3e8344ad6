// Catalogue benchmark: GCSGAME_gameList over the 10,000-game demo catalogue on PostgreSQL — a name search with
// filters, 20 autocannon connections — and pgbench running the same SQL (the statement the server binds for that
// body, prepared with the same parameters, as the server prepares it) with 20 clients on the same database, as
// the anchor of the same run. Figures are recorded by hand in bench/RESULTS.md. BENCH_CACHE_SECONDS=0 switches
// the server's catalogue-page cache off, so that every call runs the SQL (merchant settings stay cached as in the
// product; BENCH_SETTINGS_CACHE_SECONDS=0 turns that cache off too). The server runs with NODE_ENV=production
// (BENCH_NODE_ENV to change it). Besides rates it prints the CPU time per call
// of every process involved (server, its database backends, autocannon; pgbench's backends and pgbench), read
// from /proc: on a machine shared with other work, rates follow the scheduler's shares, CPU per call much less.
// pgbench's p50 and p99 come from its per-transaction log, to set the HTTP side's latencies beside them. A third
// measurement runs the statement from a Node pg pool in this process, with no HTTP: the ceiling of any Node server
// that runs the SQL on every call. BENCH_HTTP_CLIENT=wrk sends the HTTP load with wrk (C) instead of autocannon.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/database';
import type { BoundStatement } from '../../apps/server/src/db/prepared';
import { gamesPageStatement, searchPattern } from '../../apps/server/src/modules/games/index';
import { startServer } from '../../scripts/server-process';
import { median, pgbenchLatencies, percentile } from '../system/measure';
import { createScratchDatabase, postgresUnavailableReason } from '../system/postgres-database';

const num = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
};
const CONNECTIONS = num('BENCH_CONNECTIONS', 20);
const SECONDS = num('BENCH_SECONDS', 10);
const WARMUP = num('BENCH_WARMUP_SECONDS', 2);
const RUNS = num('BENCH_RUNS', 3);
/** The server's catalogue-page cache (the product default is 2 s); 0 runs the game list's SQL on every call. */
const CACHE_SECONDS = process.env.BENCH_CACHE_SECONDS ?? '2';
/** The server's settings cache (merchant resolution of every request; the product default is 2 s). */
const SETTINGS_CACHE_SECONDS = process.env.BENCH_SETTINGS_CACHE_SECONDS ?? '2';
/**
 * The HTTP load client: autocannon (JavaScript, the default) or wrk (C, Debian's `wrk` package), whose CPU per
 * call is close to pgbench's own client's, so that the load client takes about as much of the shared cores on
 * both sides of the comparison.
 */
const HTTP_CLIENT = process.env.BENCH_HTTP_CLIENT ?? 'autocannon';
if (HTTP_CLIENT !== 'autocannon' && HTTP_CLIENT !== 'wrk')
  throw new Error('BENCH_HTTP_CLIENT: autocannon or wrk');

/** What the slots page sends when a player searches "golden" among slot machines of 1.00 or less, 10+ lines. */
const BODY = {
  clientType: 3,
  platform: 'W',
  gameType: 'RNG',
  gameClassify: 'JP',
  gameName: 'Golden',
  minBet: 100,
  minLineNum: 10,
  pageNo: 1,
  pageSize: 10,
} as const;

interface Figures {
  rate: number;
  p50: number;
  p99: number;
  /** pgbench's own average latency (ms); undefined for HTTP. */
  latencyAverage?: number;
  failures: number;
  /** CPU time per call in µs: the server (0 for pgbench), the database backends, the load client. */
  cpu: { serve: number; database: number; client: number };
  /**
   * The server's own CPU per call split into user mode (its JavaScript, parsers, serialisers) and kernel mode
   * (mostly the socket writes of the answer and of the query); the idle server's background work is not
   * subtracted here. NaN for pgbench.
   */
  serveSplit: { user: number; system: number };
}

/** CPU seconds a process has used so far in user and in kernel mode, from /proc (Linux; NaN elsewhere or once it ended). */
function cpuTimes(pid: number | undefined): { user: number; system: number } {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { user: Number(fields[11]) / CLOCK_TICKS, system: Number(fields[12]) / CLOCK_TICKS };
  } catch {
    return { user: Number.NaN, system: Number.NaN };
  }
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number | undefined): number {
  const { user, system } = cpuTimes(pid);
  return user + system;
}
const CLOCK_TICKS = 100;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The CPU a set of processes uses from now until the returned function is called (those that ended: left out). */
function cpuOf(pids: number[]): () => number {
  const start = pids.map(cpuSeconds);
  return () => sum(pids.map((pid, i) => cpuSeconds(pid) - start[i]!).filter((d) => !Number.isNaN(d)));
}

/**
 * The CPU the database's backends use from now until the returned function is called, counting those the
 * server's pool opens meanwhile (a pool closes idle connections, so each run may start some anew).
 */
async function backendsCpu(handle: DatabaseHandle): Promise<() => Promise<number>> {
  const known = await backendPids(handle);
  const ofKnown = cpuOf(known);
  return async () => {
    const opened = (await backendPids(handle)).filter((pid) => !known.includes(pid));
    return ofKnown() + sum(opened.map(cpuSeconds).filter((s) => !Number.isNaN(s)));
  };
}

/** CPU seconds per second the idle server uses (timers, jobs) and its database backends for it. */
interface IdleCpu {
  node: number;
  database: number;
}

/** The idle server's CPU use, measured over `seconds` without a call: subtracted from the calls' CPU. */
async function idleCpu(pid: number | undefined, handle: DatabaseHandle, seconds: number): Promise<IdleCpu> {
  const database = cpuOf(await backendPids(handle));
  const before = { node: cpuSeconds(pid), at: performance.now() };
  await sleep(seconds * 1_000);
  const elapsed = (performance.now() - before.at) / 1_000;
  return { node: (cpuSeconds(pid) - before.node) / elapsed, database: database() / elapsed };
}

/** The database's server processes of the benchmark's database (client backends; the probe's own excluded). */
async function backendPids(handle: DatabaseHandle): Promise<number[]> {
  const { rows } = await handle.pool.query<{ pid: number }>(
    `select pid from pg_stat_activity
     where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
  );
  return rows.map((r) => r.pid);
}

/**
 * autocannon for `seconds`; with `server`, also the CPU the server process, its database backends (requests and
 * the server's background jobs) and this process (autocannon) used per call.
 */
async function http(
  baseUrl: string,
  seconds: number,
  server?: { pid: number | undefined; handle: DatabaseHandle; idle: IdleCpu },
): Promise<Figures> {
  let wrong = 0;
  const database = cpuOf(server ? await backendPids(server.handle) : []);
  if (HTTP_CLIENT === 'wrk') return wrkRun(baseUrl, seconds, server);
  const started = performance.now();
  const before = { node: cpuSeconds(server?.pid), split: cpuTimes(server?.pid), client: process.cpuUsage() };
  const result = await autocannon({
    url: `${baseUrl}/wps/relay/GCSGAME_gameList`,
    connections: CONNECTIONS,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BODY),
    requests: [
      {
        onResponse: (status, body) => void (status === 200 && !body.includes('"code":"OK"') && (wrong += 1)),
      },
    ],
  });
  const client = process.cpuUsage(before.client);
  const elapsed = (performance.now() - started) / 1_000;
  const perCall = (cpu: number) => (cpu * 1e6) / result.requests.total;
  const after = cpuTimes(server?.pid);
  return {
    serveSplit: {
      user: perCall(after.user - before.split.user),
      system: perCall(after.system - before.split.system),
    },
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts + wrong,
    cpu: {
      serve: perCall(cpuSeconds(server?.pid) - before.node - (server?.idle.node ?? 0) * elapsed),
      database: perCall((await database()) - (server?.idle.database ?? 0) * elapsed),
      client: perCall((client.user + client.system) / 1e6),
    },
  };
}

/** A latency as wrk prints it ("812.00us", "5.12ms", "1.02s"), in ms. */
function wrkMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!m) throw new Error(`unexpected wrk latency: ${text}`);
  const scale = { us: 1e-3, ms: 1, s: 1e3, m: 60e3 }[m[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(m[1]) * scale;
}

/** The same load as `http`, sent by wrk (two threads, as pgbench runs with `-j 2`); its CPU read from /proc. */
async function wrkRun(
  baseUrl: string,
  seconds: number,
  server?: { pid: number | undefined; handle: DatabaseHandle; idle: IdleCpu },
): Promise<Figures> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'suerte-wrk-'));
  try {
    const script = path.join(dir, 'list.lua');
    await writeFile(
      script,
      `wrk.method = "POST"\nwrk.body = '${JSON.stringify(BODY)}'\nwrk.headers["Content-Type"] = "application/json"\n`,
    );
    const database = server ? await backendsCpu(server.handle) : async () => 0;
    const started = performance.now();
    const before = { node: cpuSeconds(server?.pid), split: cpuTimes(server?.pid) };
    const run = promisify(execFile)(process.env.WRK ?? '/usr/bin/wrk', [
      '-t',
      String(os.cpus().length),
      '-c',
      String(CONNECTIONS),
      '-d',
      `${seconds}s`,
      '--latency',
      '-s',
      script,
      `${baseUrl}/wps/relay/GCSGAME_gameList`,
    ]);
    const client = cpuOf(run.child.pid === undefined ? [] : [run.child.pid]);
    let clientCpu = 0;
    // wrk's CPU must be read before it exits (its /proc entry goes with it): sample until shortly before the end.
    const sampler = setInterval(() => (clientCpu = Math.max(clientCpu, client())), 200);
    const { stdout } = await run.finally(() => clearInterval(sampler));
    const elapsed = (performance.now() - started) / 1_000;
    const rate = /Requests\/sec:\s+([\d.]+)/.exec(stdout);
    const total = /(\d+) requests in/.exec(stdout);
    const p50 = /^\s+50%\s+(\S+)$/m.exec(stdout);
    const p99 = /^\s+99%\s+(\S+)$/m.exec(stdout);
    if (!rate || !total || !p50 || !p99) throw new Error(`unexpected wrk output:\n${stdout}`);
    const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
    const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
    const errors = socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0;
    const calls = Number(total[1]);
    const perCall = (cpu: number) => (cpu * 1e6) / calls;
    const after = cpuTimes(server?.pid);
    return {
      serveSplit: {
        user: perCall(after.user - before.split.user),
        system: perCall(after.system - before.split.system),
      },
      rate: Number(rate[1]),
      p50: wrkMs(p50[1]!),
      p99: wrkMs(p99[1]!),
      failures: non2xx + errors,
      cpu: {
        serve: perCall(cpuSeconds(server?.pid) - before.node - (server?.idle.node ?? 0) * elapsed),
        database: perCall((await database()) - (server?.idle.database ?? 0) * elapsed),
        // Sampled up to 200 ms before wrk ended: scaled to the whole run.
        client: perCall(clientCpu) * (seconds / Math.max(0.1, seconds - 0.2)),
      },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The server's statement for BODY, with its parameters, as the server binds it. */
function statementFor(handle: DatabaseHandle): BoundStatement {
  return gamesPageStatement.bind(handle.db, {
    merchantCode: 'SUERTE_PH',
    memberId: null,
    category: BODY.gameType,
    classify: BODY.gameClassify,
    namePattern: searchPattern(BODY.gameName),
    language: 'en',
    maxMinBet: BODY.minBet,
    minLines: BODY.minLineNum,
    limit: BODY.pageSize,
    offset: 0,
  });
}

/**
 * The pgbench script and variables for a statement: each $n becomes :pn, defined with -D. With `-M prepared`,
 * pgbench numbers the variables back as $1, $2… in the order they appear, so it prepares the very text the
 * server prepares and binds the same values: the same generic plan on both sides.
 */
function pgbenchScript(statement: { sql: string; parameters: readonly unknown[] }) {
  const order = [...statement.sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]));
  if (order.some((n, i) => n !== i + 1) || order.length !== statement.parameters.length) {
    throw new Error('each parameter must appear once, in order, for pgbench to number them alike');
  }
  const script = `${statement.sql.replace(/\$(\d+)/g, (_, i: string) => `:p${i}`)};\n`;
  const defines = statement.parameters.flatMap((v, i) => ['-D', `p${i + 1}=${String(v)}`]);
  return { script, defines };
}

/**
 * The statement run straight from this process through a pg pool of the server's size (10), by as many callers as
 * HTTP connections, for `seconds`: what a Node server could reach with no HTTP, framework or JSON work at all. Its
 * CPU is this process's (the callers and the driver) and the database backends'.
 */
async function nodePg(
  url: string,
  statement: BoundStatement,
  seconds: number,
  measure?: { handle: DatabaseHandle; idle: IdleCpu },
): Promise<Figures> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  try {
    const query = { name: statement.name, text: statement.sql, values: statement.parameters };
    await Promise.all(Array.from({ length: 10 }, () => pool.query(query)));
    const database = measure ? await backendsCpu(measure.handle) : async () => 0;
    const before = process.cpuUsage();
    const started = performance.now();
    const end = started + seconds * 1_000;
    const latencies: number[] = [];
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < end) {
          const at = performance.now();
          await pool.query(query);
          latencies.push(performance.now() - at);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1_000;
    const client = process.cpuUsage(before);
    const perCall = (cpu: number) => (cpu * 1e6) / latencies.length;
    latencies.sort((a, b) => a - b);
    return {
      rate: latencies.length / elapsed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      failures: 0,
      serveSplit: { user: Number.NaN, system: Number.NaN },
      cpu: {
        serve: 0,
        database: perCall((await database()) - (measure?.idle.database ?? 0) * elapsed),
        client: perCall((client.user + client.system) / 1e6),
      },
    };
  } finally {
    await pool.end();
  }
}

/** The plan PostgreSQL runs the server's prepared statement with, once past its first custom plans. */
async function preparedPlan(url: string, statement: { sql: string; parameters: readonly unknown[] }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const named = { name: 'bench_catalogue_plan', text: statement.sql, values: [...statement.parameters] };
    for (let i = 0; i < 6; i += 1) await client.query(named);
    const literal = (v: unknown) =>
      typeof v === 'number' || typeof v === 'boolean' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
    const plan = await client.query(
      `explain (analyze, costs off) execute bench_catalogue_plan(${statement.parameters.map(literal).join(', ')})`,
    );
    return plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']);
  } finally {
    await client.end();
  }
}

/**
 * pgbench for `seconds`; with `handle`, also the CPU its database backends and pgbench itself used per
 * transaction, sampled from 1 s after the start to 0.5 s before the end (connections made, not yet closed).
 */
async function pgbench(
  url: string,
  statement: { sql: string; parameters: readonly unknown[] },
  seconds: number,
  measure?: { handle: DatabaseHandle; idle: IdleCpu },
): Promise<Figures> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'suerte-pgbench-'));
  try {
    const script = path.join(dir, 'list.sql');
    const { script: text, defines } = pgbenchScript(statement);
    await writeFile(script, text);
    const args = [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(CONNECTIONS),
      '-j',
      String(os.cpus().length),
      ...defines,
    ];
    const run = promisify(execFile)(process.env.PGBENCH ?? '/usr/bin/pgbench', [
      ...args,
      '-T',
      String(seconds),
      '-r',
      '-P',
      String(seconds),
      '-f',
      script,
      '-l',
      '--log-prefix',
      path.join(dir, 'tx'),
      url,
    ]);
    let window: { seconds: number; db: number; client: number } | null = null;
    if (measure && seconds >= 3) {
      await sleep(1_000);
      const database = cpuOf(await backendPids(measure.handle));
      const client = cpuOf(run.child.pid === undefined ? [] : [run.child.pid]);
      const at = performance.now();
      await sleep((seconds - 1.5) * 1_000);
      const elapsed = (performance.now() - at) / 1_000;
      // The idle server's backends are among the database's: their background work is not pgbench's.
      window = { seconds: elapsed, db: database() - measure.idle.database * elapsed, client: client() };
    }
    const { stdout } = await run;
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
    const latency = /latency average = ([\d.]+) ms/.exec(stdout);
    const failed = /number of failed transactions: (\d+)/.exec(stdout);
    if (!tps || !latency) throw new Error(`unexpected pgbench output:\n${stdout}`);
    const latencies = await pgbenchLatencies(dir, 'tx');
    const perTransaction = (cpu: number) => (window ? (cpu * 1e6) / (Number(tps[1]) * window.seconds) : NaN);
    return {
      rate: Number(tps[1]),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      latencyAverage: Number(latency[1]),
      failures: Number(failed?.[1] ?? 0),
      serveSplit: { user: Number.NaN, system: Number.NaN },
      // pgbench's serving side is the database itself.
      cpu: {
        serve: 0,
        database: perTransaction(window?.db ?? NaN),
        client: perTransaction(window?.client ?? NaN),
      },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const cpuTotal = (f: Figures) => f.cpu.serve + f.cpu.database + f.cpu.client;

async function main(): Promise<void> {
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, load ` +
      `${os.loadavg()[0]!.toFixed(1)}; ${CONNECTIONS} connections/clients, ${RUNS} runs of ${SECONDS} s after ` +
      `${WARMUP} s warm-up; catalogue cache ${CACHE_SECONDS} s, settings cache ${SETTINGS_CACHE_SECONDS} s; ` +
      `NODE_ENV ${process.env.BENCH_NODE_ENV ?? 'production'}; HTTP client ${HTTP_CLIENT}; body ${JSON.stringify(BODY)}`,
  );
  const unavailable = await postgresUnavailableReason();
  if (unavailable !== null) throw new Error(`Cannot run: ${unavailable}.`);
  const scratch = await createScratchDatabase();
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  let handle: DatabaseHandle | null = null;
  try {
    const started = Date.now();
    server = await startServer({
      label: 'suerte-bench-catalogue',
      env: {
        DATABASE_URL: scratch.url,
        SEED_DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        // As a deployment runs it: the game list's answer is then written without its schema check.
        NODE_ENV: process.env.BENCH_NODE_ENV ?? 'production',
        SETTINGS_CACHE_SECONDS: SETTINGS_CACHE_SECONDS,
        CATALOGUE_CACHE_SECONDS: CACHE_SECONDS,
      },
      // Profiling only, e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=prof".
      nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean),
    });
    console.log(`server ready (migrated, seeded) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    handle = await openDatabase({ databaseUrl: scratch.url, dataDir: null, role: 'client', poolSize: 2 });
    await handle.pool.query('analyze');
    const { rows } = await handle.pool.query<{ n: number }>('select count(*)::int as n from games');
    const statement = statementFor(handle);
    const plan = await preparedPlan(scratch.url, statement);
    console.log(
      `${rows[0]!.n} games; statement:\n  ${statement.sql}\n  ${JSON.stringify(statement.parameters)}`,
    );
    console.log(`plan of the prepared statement (7th execution):\n${plan.map((r) => `  ${r}`).join('\n')}`);
    const first = (await (
      await fetch(`${server.baseUrl}/wps/relay/GCSGAME_gameList`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(BODY),
      })
    ).json()) as { value: { total: number; games: unknown[] } };
    console.log(`the body matches ${first.value.total} games; a page holds ${first.value.games.length}`);

    await http(server.baseUrl, WARMUP);
    await pgbench(scratch.url, statement, WARMUP);
    const idle = await idleCpu(server.child.pid, handle, 3);
    console.log(
      `idle server: ${(idle.node * 1e3).toFixed(0)} ms/s of CPU, its database backends ` +
        `${(idle.database * 1e3).toFixed(0)} ms/s (subtracted from the calls' CPU below)`,
    );
    const figures: { http: Figures[]; pg: Figures[]; node: Figures[] } = { http: [], pg: [], node: [] };
    for (let run = 1; run <= RUNS; run += 1) {
      const h = await http(server.baseUrl, SECONDS, { pid: server.child.pid, handle, idle });
      const p = await pgbench(scratch.url, statement, SECONDS, { handle, idle });
      const n = await nodePg(scratch.url, statement, SECONDS, { handle, idle });
      figures.http.push(h);
      figures.pg.push(p);
      figures.node.push(n);
      console.log(
        `run ${run}: HTTP ${h.rate.toFixed(0)}/s p50 ${h.p50} ms p99 ${h.p99} ms (failed ${h.failures}); ` +
          `pgbench ${p.rate.toFixed(0)} tps p50 ${p.p50.toFixed(1)} ms p99 ${p.p99.toFixed(1)} ms, latency average ` +
          `${p.latencyAverage?.toFixed(2)} ms (failed ${p.failures}); ` +
          `load ${os.loadavg()[0]!.toFixed(1)}\n  CPU per call: HTTP server ${h.cpu.serve.toFixed(0)} µs ` +
          `(user ${h.serveSplit.user.toFixed(0)}, kernel ${h.serveSplit.system.toFixed(0)}) + ` +
          `database ${h.cpu.database.toFixed(0)} µs + ${HTTP_CLIENT} ${h.cpu.client.toFixed(0)} µs = ` +
          `${cpuTotal(h).toFixed(0)} µs; pgbench database ${p.cpu.database.toFixed(0)} µs + pgbench ` +
          `${p.cpu.client.toFixed(0)} µs = ${cpuTotal(p).toFixed(0)} µs\n` +
          `  the statement from a Node pg pool, no HTTP: ${n.rate.toFixed(0)}/s p50 ${n.p50.toFixed(1)} ms p99 ` +
          `${n.p99.toFixed(1)} ms; CPU per call: database ${n.cpu.database.toFixed(0)} µs + Node ` +
          `${n.cpu.client.toFixed(0)} µs = ${cpuTotal(n).toFixed(0)} µs`,
      );
    }
    const nodeRate = median(figures.node.map((f) => f.rate));
    const httpRate = median(figures.http.map((f) => f.rate));
    const pgRate = median(figures.pg.map((f) => f.rate));
    const httpCpu = median(figures.http.map(cpuTotal));
    const pgCpu = median(figures.pg.map(cpuTotal));
    console.log(
      `\nmedians: HTTP ${httpRate.toFixed(0)} req/s, p99 ${median(figures.http.map((f) => f.p99))} ms; ` +
        `pgbench ${pgRate.toFixed(0)} tps, p99 ${median(figures.pg.map((f) => f.p99)).toFixed(1)} ms; HTTP/pgbench ${(httpRate / pgRate).toFixed(2)}×\n` +
        `Node pg pool without HTTP ${nodeRate.toFixed(0)}/s, p99 ${median(figures.node.map((f) => f.p99)).toFixed(1)} ms: ` +
        `${(nodeRate / pgRate).toFixed(2)}× pgbench; HTTP/Node pg ${(httpRate / nodeRate).toFixed(2)}×\n` +
        `CPU per call (all processes on this host): HTTP ${httpCpu.toFixed(0)} µs (server ` +
        `${median(figures.http.map((f) => f.cpu.serve)).toFixed(0)} µs: user ` +
        `${median(figures.http.map((f) => f.serveSplit.user)).toFixed(0)} µs, kernel ` +
        `${median(figures.http.map((f) => f.serveSplit.system)).toFixed(0)} µs), pgbench ${pgCpu.toFixed(0)} µs; ` +
        `HTTP/pgbench estimate when CPU-bound on a machine of their own ${(pgCpu / httpCpu).toFixed(2)}×`,
    );
    if ([...figures.http, ...figures.pg].some((f) => f.failures > 0)) {
      console.log('Some requests failed: the figures above are not valid.');
      process.exitCode = 1;
    }
  } finally {
    await server?.stop();
    await handle?.close();
    await scratch.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
