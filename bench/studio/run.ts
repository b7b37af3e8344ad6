// Suerte Studio benchmark. (1) Spins per second of the slot engine in-process: the studio's pure outcome
// computation (a FairStream from the round's seeds, the slot kind's decision with its result objects), several
// runs, median. (2) Rounds per second through the full HTTP path: players launched into the game (the launch
// token `issueLaunch` issues), a studio session each (the studio authenticates the launch at the vendor wallet
// API), then spins (`POST /studio/api/slot/spin`), each a bet, a win and an end-round call to the
// vendor wallet API and so postings on the ledger. In the same run pgbench executes the wallet benchmark's anchor
// (the equivalent single-statement bet, bench/wallet/load.ts) with as many clients; the ratio of both is printed.
// Afterwards the journal is sealed and the ledger verified. Figures are recorded by hand in bench/RESULTS.md.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import autocannon from 'autocannon';
import { FairStream } from '../../packages/fair/src/index';
import { openDatabase } from '../../apps/server/src/db/database';
import { sealPending, verifyLedger } from '../../apps/server/src/modules/ledger/index';
import { kindOf, playKindOf } from '../../apps/server/src/studio/kinds/index';
import { studioGame } from '../../apps/server/src/studio/index';
import { startServer } from '../../scripts/server-process';
import { median } from '../system/measure';
import { createScratchDatabase, postgresUnavailableReason } from '../system/postgres-database';
import { httpFigures, type LoadFigures } from '../system/load-figures';
import { pgbenchBets } from '../wallet/load';
import { CURRENCY, clearingShards, fundedPlayer, manyPlayers, vendorSecret } from '../wallet/players';

function positiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

const connections = positiveInt('BENCH_CONNECTIONS', 20);
const seconds = positiveInt('BENCH_SECONDS', 10);
const warmup = positiveInt('BENCH_WARMUP_SECONDS', 2);
const runs = positiveInt('BENCH_RUNS', 3);
const playerCount = positiveInt('BENCH_PLAYERS', 200);
const engineSeconds = positiveInt('BENCH_ENGINE_SECONDS', 3);
const GAME = process.env.BENCH_GAME ?? 'lucky-dragon';

// ---- (1) the slot engine in-process

/** Decides rounds from fresh seeds (nonces 0, 1, 2…) for `seconds`; returns rounds per second. */
function engineRate(gameCode: string, variant: string, bet: number, secondsToRun: number): number {
  const game = studioGame(gameCode)!;
  const kind = playKindOf(game);
  if (!kind) throw new Error(`${gameCode} is not played round by round`);
  const serverSeed = randomBytes(32).toString('hex');
  const clientSeed = randomBytes(8).toString('hex');
  const started = performance.now();
  const until = started + secondsToRun * 1000;
  let nonce = 0;
  while (performance.now() < until) {
    for (let i = 0; i < 500; i += 1, nonce += 1) {
      const stream = FairStream.of({ serverSeed, clientSeed, nonce });
      kind.decide(game, variant, stream, { bet, idempotencyKey: 'bench' });
    }
  }
  return nonce / ((performance.now() - started) / 1000);
}

function engineFigures(): Array<{ label: string; rates: number[] }> {
  const out: Array<{ label: string; rates: number[] }> = [];
  for (const code of ['lucky-dragon', 'jade-temple']) {
    const game = studioGame(code)!;
    const info = kindOf(game).info(game, game.defaultVariant) as unknown as { defaultBet: number };
    engineRate(code, game.defaultVariant, info.defaultBet, 1); // warm-up
    const rates: number[] = [];
    for (let run = 0; run < runs; run += 1)
      rates.push(engineRate(code, game.defaultVariant, info.defaultBet, engineSeconds));
    out.push({ label: `${code}-${game.defaultVariant}`, rates });
  }
  return out;
}

// ---- (2) rounds through the HTTP wallet path

interface Player {
  sessionToken: string;
  bet: number;
}

async function openSession(
  baseUrl: string,
  game: string,
  launch: { playerId: string; launchToken: string },
  n: number,
): Promise<Player> {
  const res = await fetch(`${baseUrl}/studio/api/session`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // One client address per player, as players come from their own devices (the studio limits session
      // requests per client and minute); the server trusts the loopback proxy for this run.
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      launchToken: launch.launchToken,
      playerId: launch.playerId,
      game,
      currency: CURRENCY,
    }),
  });
  const body = (await res.json()) as {
    success: boolean;
    message: string;
    value: { sessionToken: string; game: { defaultBet: number } };
  };
  if (!body.success) throw new Error(`studio session refused: ${body.message}`);
  return { sessionToken: body.value.sessionToken, bet: body.value.game.defaultBet };
}

async function studioRounds(baseUrl: string, players: Player[], durationSeconds: number) {
  const prefix = randomBytes(6).toString('hex');
  let seq = 0;
  let refused = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationSeconds,
    requests: [
      {
        method: 'POST',
        path: '/studio/api/slot/spin',
        setupRequest: (request) => {
          seq += 1;
          const player = players[Math.floor(Math.random() * players.length)]!;
          return {
            ...request,
            body: JSON.stringify({ bet: player.bet, idempotencyKey: `${prefix}-${seq}` }),
            headers: { 'content-type': 'application/json', authorization: `Bearer ${player.sessionToken}` },
          };
        },
        onResponse: (status, body) => {
          if (status === 200 && !body.startsWith('{"success":true')) refused += 1;
        },
      },
    ],
  });
  return httpFigures(result, refused);
}

/** CPU seconds (user + system) a process has used so far, from /proc; null where there is no /proc. */
async function cpuSeconds(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of the line (11 and 12 after the command name), in clock ticks.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

async function main(): Promise<void> {
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; ${runs} runs; engine ${engineSeconds} s per run; HTTP ${connections} connections, ` +
      `${seconds} s after ${warmup} s warm-up, ${playerCount} players in ${GAME}.`,
  );

  console.log('\n(1) Slot engine in-process (FairStream from the seeds + the slot kind’s decision):');
  const engine = engineFigures();
  for (const e of engine)
    console.log(`  ${e.label}: ${fmt(median(e.rates))} spins/s (runs ${e.rates.map(fmt).join(' / ')})`);

  const unavailable = await postgresUnavailableReason();
  if (unavailable !== null) {
    console.log(`Cannot run the HTTP part: ${unavailable}.`);
    process.exitCode = 1;
    return;
  }
  const scratch = await createScratchDatabase();
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  let handle: Awaited<ReturnType<typeof openDatabase>> | null = null;
  try {
    console.log('\n(2) Starting the server (studio in-process) on a fresh PostgreSQL database...');
    server = await startServer({
      label: 'suerte-bench-studio',
      env: {
        DATABASE_URL: scratch.url,
        SEED_DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        TRUSTED_PROXIES: '127.0.0.1',
      },
      nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean),
    });
    handle = await openDatabase({ databaseUrl: scratch.url, dataDir: null, role: 'client', poolSize: 4 });
    const db = handle.db;
    await vendorSecret(db); // the vendor exists
    await clearingShards(db, 16);
    console.log('Launching players and opening their studio sessions...');
    const players: Player[] = [];
    for (let n = 0; n < playerCount; n += 1) {
      const launched = await fundedPlayer(db, 1e12, GAME);
      players.push(await openSession(server.baseUrl, GAME, launched, n + 1));
    }
    const anchor = await manyPlayers(db, playerCount, 1e12);
    const accounts = { min: anchor.minAccountId, max: anchor.maxAccountId };
    await handle.pool.query('analyze');

    console.log('Warm-up...');
    await studioRounds(server.baseUrl, players, warmup);
    await pgbenchBets(scratch.url, accounts, connections, warmup);
    const http: LoadFigures[] = [];
    const pg: LoadFigures[] = [];
    const cpuPerRound: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const cpuBefore = await cpuSeconds(server.child.pid);
      const rounds = await studioRounds(server.baseUrl, players, seconds);
      const cpuAfter = await cpuSeconds(server.child.pid);
      // The server process's CPU per round: what the shared machine's load does not change much.
      if (cpuBefore !== null && cpuAfter !== null && rounds.count > 0)
        cpuPerRound.push(((cpuAfter - cpuBefore) * 1000) / rounds.count);
      const bets = await pgbenchBets(scratch.url, accounts, connections, seconds);
      http.push(rounds);
      pg.push(bets);
      console.log(
        `run ${run}: studio ${rounds.betsPerSecond.toFixed(0)} rounds/s p50 ${rounds.p50Ms} p99 ${rounds.p99Ms} ` +
          `(failed ${rounds.failures}), server CPU ${cpuPerRound.at(-1)?.toFixed(2) ?? '?'} ms/round; pgbench ${bets.betsPerSecond.toFixed(0)} bets/s p50 ` +
          `${bets.p50Ms.toFixed(1)} p99 ${bets.p99Ms.toFixed(1)} (failed ${bets.failures}); load ` +
          os
            .loadavg()
            .map((l) => l.toFixed(2))
            .join(' '),
      );
    }
    const med = (xs: LoadFigures[], pick: (f: LoadFigures) => number) => median(xs.map(pick));
    const roundRate = med(http, (f) => f.betsPerSecond);
    const anchorRate = med(pg, (f) => f.betsPerSecond);
    console.log(
      `\n| Slot engine in-process | ${engine.map((e) => `${e.label} ${fmt(median(e.rates))} spins/s`).join('; ')} |` +
        `\n| Studio rounds (HTTP, ${connections} conn.) | ${fmt(roundRate)} rounds/s, p50 ` +
        `${med(http, (f) => f.p50Ms).toFixed(1)} ms, p99 ${med(http, (f) => f.p99Ms).toFixed(1)} ms ` +
        `(runs ${http.map((f) => fmt(f.betsPerSecond)).join(' / ')}); server CPU ` +
        `${cpuPerRound.length ? median(cpuPerRound).toFixed(2) : '?'} ms per round |` +
        `\n| pgbench anchor (${connections} clients) | ${fmt(anchorRate)} bets/s, p50 ` +
        `${med(pg, (f) => f.p50Ms).toFixed(1)} ms, p99 ${med(pg, (f) => f.p99Ms).toFixed(1)} ms ` +
        `(runs ${pg.map((f) => fmt(f.betsPerSecond)).join(' / ')}) |` +
        `\n| Rounds / anchor | ${(roundRate / anchorRate).toFixed(2)}× |`,
    );

    if (process.env.BENCH_VERIFY === 'false') return;
    console.log('\nStopping the server, sealing the journal and verifying the ledger...');
    await server.stop();
    server = null;
    while ((await sealPending(db, 5000)) > 0);
    const report = await verifyLedger(db);
    const counts = await handle.pool.query<{ settled: number; open: number; bets: number; wins: number }>(
      `select (select count(*)::int from studio_rounds where status = 'settled') as settled,
              (select count(*)::int from studio_rounds where status <> 'settled') as open,
              (select count(*)::int from vendor_transactions where action = 'bet' and status = 'applied'
                 and transaction_id like 'SR%') as bets,
              (select count(*)::int from vendor_transactions where action = 'win' and status = 'applied'
                 and transaction_id like 'SR%') as wins`,
    );
    const c = counts.rows[0]!;
    console.log(
      `verifyLedger: ${report.ok ? 'clean' : 'PROBLEMS'}; ${report.transactions} transactions; studio rounds ` +
        `settled ${c.settled}, not settled ${c.open}; studio bets applied ${c.bets}, wins ${c.wins}`,
    );
    if (!report.ok || c.bets !== c.settled || c.wins !== c.settled) {
      console.log(report.problems.slice(0, 20).join('\n'));
      process.exitCode = 1;
    }
    if ([...http, ...pg].some((f) => f.failures > 0)) {
      console.log('Some rounds or bets failed or were refused: the figures above are not valid.');
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
