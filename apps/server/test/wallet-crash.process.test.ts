// The real server, killed with SIGKILL in the middle of a stream of signed bets and restarted on the same
// PostgreSQL database: every acknowledged bet is there exactly once, nothing is half-applied, a retry of every
// bet that was sent gets its first answer or applies once, and the ledger verifies. PostgreSQL only (CI sets
// TEST_DATABASE_URL); the embedded database cannot be shared by two processes.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, repoRoot } from '../../../scripts/server-process.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoData } from '../src/db/seed/seed.js';
import { sealPending } from '../src/modules/ledger/ledger-seal.js';
import { verifyLedger } from '../src/modules/ledger/ledger-verifier.js';
import { signBody } from '../src/modules/vendor-wallet/vendor-signature.js';
import {
  balanceOf,
  CURRENCY,
  launchedPlayer,
  vendorSecret,
  type TestPlayer,
} from './support/vendor-wallet-client.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const VENDOR = 'SUERTE';
const PLAYERS = 4;
const STREAMS = 8; // two per player, so bets of one player race each other
const FUNDS = 100_000_000;
/** The server is killed once this many bets were acknowledged (the streams keep sending meanwhile). */
const ACKS_BEFORE_KILL = 300;

interface Server {
  baseUrl: string;
  child: ChildProcess;
  output(): string;
}

/** Starts the server as `npm start` does, as a direct child (node itself), so SIGKILL hits the server. */
async function startServer(databaseUrl: string, dataDir: string): Promise<Server> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const record = (chunk: Buffer) => void (tail = (tail + chunk.toString()).slice(-8_000));
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    const ok = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { baseUrl, child, output: () => tail };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start\n--- server output ---\n${tail}`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

interface SentBet {
  player: TestPlayer;
  body: {
    playerId: string;
    currency: string;
    transactionId: string;
    roundId: string;
    gameCode: string;
    amount: number;
  };
  /** The answer before the kill: OK (acknowledged), or null when the call got no answer. */
  answer: { status: string; balance: number; currency: string } | null;
}

let requestSeq = 0;
async function sendBet(baseUrl: string, secret: string, bet: SentBet['body']) {
  requestSeq += 1;
  const payload = JSON.stringify({ requestId: `crash-${requestSeq}`, ...bet });
  const res = await fetch(`${baseUrl}/vendor/v1/${VENDOR}/bet`, {
    method: 'POST',
    body: payload,
    headers: { 'content-type': 'application/json', 'x-suerte-signature': signBody(secret, payload) },
  });
  if (res.status !== 200) throw new Error(`bet answered HTTP ${res.status}: ${await res.text()}`);
  return (await res.json()) as { status: string; balance: number; currency: string };
}

/** Runs `work` on every item, 32 at a time, answers in order. */
async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += 32)
    out.push(...(await Promise.all(items.slice(i, i + 32).map(work))));
  return out;
}

describe.skipIf(!adminUrl)('a server killed during a stream of bets, on PostgreSQL', () => {
  const name = `suerte_crash_${randomBytes(5).toString('hex')}`;
  let handle: DatabaseHandle;
  let databaseUrl: string;
  let dataDir: string;
  let secret: string;
  let players: TestPlayer[];
  let server: Server | undefined;

  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    handle = await openDatabase({ databaseUrl, dataDir: null, role: 'server', poolSize: 4 });
    handle.pool.on('error', () => undefined);
    await migrateToLatest(handle.db);
    await seedDemoData(handle.db);
    secret = await vendorSecret(handle.db, VENDOR);
    players = [];
    for (let i = 0; i < PLAYERS; i += 1) players.push(await launchedPlayer(handle.db, VENDOR, FUNDS));
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'suerte-crash-'));
  }, 60_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await Promise.race([exited(server.child), new Promise((r) => setTimeout(r, 10_000))]);
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    }
    await handle?.close();
    await admin(`drop database if exists ${name} with (force)`);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('keeps every acknowledged bet exactly once, half-applies nothing and verifies after a restart', async () => {
    // ── stream bets, and kill the server in the middle ──
    const first = await startServer(databaseUrl, dataDir);
    server = first;
    const sent: SentBet[] = [];
    let acks = 0;
    let killed = false;
    const killedAt = new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (acks >= ACKS_BEFORE_KILL || killed) {
          clearInterval(timer);
          if (!killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
          resolve();
        }
      }, 5);
    });
    const stream = async (s: number) => {
      const player = players[s % PLAYERS]!;
      for (let n = 0; !killed; n += 1) {
        const bet: SentBet = {
          player,
          body: {
            playerId: player.playerId,
            currency: CURRENCY,
            transactionId: `s${s}-b${n}`,
            roundId: `s${s}-r${n % 7}`,
            gameCode: 'slot-1',
            amount: 1 + ((s * 31 + n * 17) % 500),
          },
          answer: null,
        };
        sent.push(bet);
        try {
          bet.answer = await sendBet(first.baseUrl, secret, bet.body);
          expect(bet.answer.status, JSON.stringify(bet)).toBe('OK');
          acks += 1;
        } catch (err) {
          if (!killed) throw err;
          return; // the connection died with the server: this bet's fate is unknown
        }
        if (n > 5_000) throw new Error('the stream never reached the kill');
      }
    };
    const streams = Array.from({ length: STREAMS }, (_, s) => stream(s));
    await Promise.all([...streams, killedAt]);
    await exited(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    const acknowledged = sent.filter((b) => b.answer !== null);
    const unanswered = sent.filter((b) => b.answer === null);
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
    expect(unanswered.length).toBeGreaterThan(0);

    // ── before any retry: acknowledged bets are there once; nothing is half-applied ──
    const ids = sent.map((b) => b.body.transactionId);
    const memberIds = players.map((p) => p.memberId);
    const rows = async () =>
      handle.db
        .selectFrom('vendor_transactions as v')
        .leftJoin('ledger_transactions as l', 'l.id', 'v.ledger_transaction_id')
        .select([
          'v.transaction_id',
          'v.status',
          'v.amount',
          'v.answer',
          'v.ledger_transaction_id',
          'l.idempotency_key',
          'l.kind',
        ])
        .where('v.vendor_code', '=', VENDOR)
        .where('v.member_id', 'in', memberIds)
        .execute();
    const checkWhole = async () => {
      const found = await rows();
      const byId = new Map(found.map((r) => [r.transaction_id, r]));
      // A transaction id names at most one row: the UNIQUE constraint; every row is a bet we sent.
      expect(found.length).toBe(byId.size);
      for (const r of found) expect(ids).toContain(r.transaction_id);
      for (const r of found) {
        expect(r, 'applied bet with its ledger transaction and answer').toMatchObject({
          status: 'applied',
          kind: 'bet',
          idempotency_key: `vendor:${VENDOR}:${r.transaction_id}`,
        });
        expect(r.answer).toMatchObject({ status: 'OK' });
      }
      // Ledger side: every vendor bet posting of these players has its vendor transaction row, once.
      const postings = await sql<{ idempotency_key: string; member_amount: string; n: number }>`
        select t.idempotency_key, sum(e.amount)::text as member_amount, count(*)::int as n
        from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id
        join ledger_accounts a on a.id = e.account_id and a.member_id = any(${memberIds})
        where t.kind = 'bet'
        group by t.idempotency_key`.execute(handle.db);
      expect(postings.rows.length).toBe(found.length);
      for (const p of postings.rows) {
        const id = p.idempotency_key.replace(`vendor:${VENDOR}:`, '');
        expect(byId.get(id), `posting ${p.idempotency_key} has its vendor transaction`).toBeDefined();
        expect(Number(p.member_amount)).toBe(-byId.get(id)!.amount!);
        expect(p.n).toBe(1);
      }
      // Balances and rounds add up to the applied bets.
      for (const player of players) {
        const mine = sent.filter((b) => b.player === player && byId.has(b.body.transactionId));
        const staked = mine.reduce((sum, b) => sum + b.body.amount, 0);
        expect(await balanceOf(handle.db, player.memberId)).toBe(FUNDS - staked);
      }
      const rounds = await handle.db
        .selectFrom('game_rounds')
        .select(['round_id', 'stake_total'])
        .where('vendor_code', '=', VENDOR)
        .where('member_id', 'in', memberIds)
        .execute();
      const stakes = new Map<string, number>();
      for (const b of sent) {
        if (byId.has(b.body.transactionId))
          stakes.set(b.body.roundId, (stakes.get(b.body.roundId) ?? 0) + b.body.amount);
      }
      expect(new Map(rounds.map((r) => [r.round_id, Number(r.stake_total)]))).toEqual(stakes);
      return byId;
    };
    const afterKill = await checkWhole();
    for (const bet of acknowledged) {
      const row = afterKill.get(bet.body.transactionId);
      expect(row, `acknowledged bet ${bet.body.transactionId} is stored`).toBeDefined();
      expect(row!.answer).toEqual(bet.answer);
    }

    // ── restart on the same database and retry every bet that was sent ──
    const second = await startServer(databaseUrl, dataDir);
    server = second;
    const retried = await inBatches(sent, (bet) => sendBet(second.baseUrl, secret, bet.body));
    retried.forEach((answer, i) => {
      const bet = sent[i]!;
      expect(answer.status, bet.body.transactionId).toBe('OK');
      // An acknowledged bet, and one that committed before the kill without an answer, get the first answer.
      const stored = afterKill.get(bet.body.transactionId);
      if (stored) expect(answer, bet.body.transactionId).toEqual(stored.answer);
    });
    const afterRetry = await checkWhole();
    expect(afterRetry.size).toBe(sent.length);
    // A second round of retries changes nothing.
    const again = await inBatches(sent, (bet) => sendBet(second.baseUrl, secret, bet.body));
    again.forEach((answer, i) => expect(answer).toEqual(afterRetry.get(sent[i]!.body.transactionId)!.answer));

    while ((await sealPending(handle.db)) > 0);
    const report = await verifyLedger(handle.db);
    expect(report.problems).toEqual([]);
    expect(report.sealed).toBe(report.transactions);
  }, 120_000);
});
