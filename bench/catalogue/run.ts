// Catalogue benchmark: GCSGAME_gameList over the 10,000-game demo catalogue on PostgreSQL — a name search with
// filters, 20 autocannon connections — and pgbench running the same SQL (the statement the server compiles for
// that body, prepared with the same parameters, as the server prepares it) with 20 clients on the same database,
// as the anchor of the same run. Prints a
// table; figures are recorded by hand in bench/RESULTS.md. BENCH_CACHE_SECONDS=0 switches the server's
// catalogue-page cache off, so that every call runs the SQL (merchant settings stay cached as in the product;
// BENCH_SETTINGS_CACHE_SECONDS=0 turns that cache off too).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/database';
import { gamesPageStatement, searchPattern } from '../../apps/server/src/modules/games/index';
import { startServer } from '../../scripts/server-process';
import { median } from '../system/measure';
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
  failures: number;
}

async function http(baseUrl: string, seconds: number): Promise<Figures> {
  let wrong = 0;
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
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts + wrong,
  };
}

/** The server's statement for BODY, with its parameters, as the server binds it. */
function statementFor(handle: DatabaseHandle): { sql: string; parameters: readonly unknown[] } {
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

async function pgbench(
  url: string,
  statement: { sql: string; parameters: readonly unknown[] },
  seconds: number,
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
    const { stdout } = await promisify(execFile)(process.env.PGBENCH ?? '/usr/bin/pgbench', [
      ...args,
      '-T',
      String(seconds),
      '-r',
      '-P',
      String(seconds),
      '-f',
      script,
      url,
    ]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
    const latency = /latency average = ([\d.]+) ms/.exec(stdout);
    const failed = /number of failed transactions: (\d+)/.exec(stdout);
    if (!tps || !latency) throw new Error(`unexpected pgbench output:\n${stdout}`);
    return {
      rate: Number(tps[1]),
      p50: Number(latency[1]),
      p99: Number.NaN,
      failures: Number(failed?.[1] ?? 0),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, load ` +
      `${os.loadavg()[0]!.toFixed(1)}; ${CONNECTIONS} connections/clients, ${RUNS} runs of ${SECONDS} s after ` +
      `${WARMUP} s warm-up; catalogue cache ${CACHE_SECONDS} s, settings cache ${SETTINGS_CACHE_SECONDS} s; body ${JSON.stringify(BODY)}`,
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
    const figures: { http: Figures[]; pg: Figures[] } = { http: [], pg: [] };
    for (let run = 1; run <= RUNS; run += 1) {
      const h = await http(server.baseUrl, SECONDS);
      const p = await pgbench(scratch.url, statement, SECONDS);
      figures.http.push(h);
      figures.pg.push(p);
      console.log(
        `run ${run}: HTTP ${h.rate.toFixed(0)}/s p50 ${h.p50} ms p99 ${h.p99} ms (failed ${h.failures}); ` +
          `pgbench ${p.rate.toFixed(0)} tps, latency average ${p.p50.toFixed(2)} ms (failed ${p.failures}); ` +
          `load ${os.loadavg()[0]!.toFixed(1)}`,
      );
    }
    const httpRate = median(figures.http.map((f) => f.rate));
    const pgRate = median(figures.pg.map((f) => f.rate));
    console.log(
      `\nmedians: HTTP ${httpRate.toFixed(0)} req/s, p99 ${median(figures.http.map((f) => f.p99))} ms; ` +
        `pgbench ${pgRate.toFixed(0)} tps; HTTP/pgbench ${(httpRate / pgRate).toFixed(2)}×`,
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
