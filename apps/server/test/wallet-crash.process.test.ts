// The real server, killed with SIGKILL in the middle of a stream of signed bets and restarted on the same
// PostgreSQL database: every acknowledged bet is there exactly once, nothing is half-applied, a retry of every
// bet that was sent gets its first answer or applies once, and the ledger verifies. PostgreSQL only (CI sets
// TEST_DATABASE_URL); the embedded database cannot be shared by two processes.
import type { ChildProcess } from 'node:child_process';
import type { VendorAnswer } from '@suerte/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/server-process.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoData } from '../src/db/seed/seed.js';
import { sealPending, verifyLedger } from '../src/modules/ledger/index.js';
import {
  checkStoredBets,
  inBatches,
  sendSignedBet,
  type BetBody,
  type SentBet,
} from './support/bet-stream.js';
import { CURRENCY, launchedPlayer, vendorSecret, type TestPlayer } from './support/vendor-wallet-client.js';
import { scratchDatabase, type ScratchDatabase } from './support/test-database.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const VENDOR = 'SUERTE';
const PLAYERS = 4;
const STREAMS = 8; // two per player, so bets of one player race each other
const FUNDS = 100_000_000;
/** The server is killed once this many bets were acknowledged (the streams keep sending meanwhile). */
const ACKS_BEFORE_KILL = 300;

/** The server as `npm start` runs it (node itself, so SIGKILL hits the server), on the test's data folder. */
function serverOn(databaseUrl: string, dataDir: string): Promise<RunningServer> {
  return startServer({
    env: { DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'false' },
    dataDir,
    readyTimeoutMs: 60_000,
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Sends a bet and expects an HTTP 200 answer (it throws when the server is gone). */
async function sendBet(baseUrl: string, secret: string, bet: BetBody) {
  const reply = await sendSignedBet(baseUrl, secret, VENDOR, bet);
  if (reply.httpStatus !== 200)
    throw new Error(`bet answered HTTP ${reply.httpStatus}: ${JSON.stringify(reply.json)}`);
  return reply.json as unknown as VendorAnswer;
}

describe.skipIf(!adminUrl)('a server killed during a stream of bets, on PostgreSQL', () => {
  let scratch: ScratchDatabase | undefined;
  let handle: DatabaseHandle;
  let databaseUrl: string;
  let dataDir: string;
  let secret: string;
  let players: TestPlayer[];
  let server: RunningServer | undefined;

  beforeAll(async () => {
    scratch = await scratchDatabase(adminUrl!, 'crash');
    databaseUrl = scratch.url;
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
    await server?.stop();
    await handle?.close();
    await scratch?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('keeps every acknowledged bet exactly once, half-applies nothing and verifies after a restart', async () => {
    // ── stream bets, and kill the server in the middle ──
    const first = await serverOn(databaseUrl, dataDir);
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
    const checkWhole = () => checkStoredBets(handle.db, { vendorCode: VENDOR, players, sent, funds: FUNDS });
    const afterKill = await checkWhole();
    for (const bet of acknowledged) {
      const row = afterKill.get(bet.body.transactionId);
      expect(row, `acknowledged bet ${bet.body.transactionId} is stored`).toBeDefined();
      expect(row!.answer).toEqual(bet.answer);
    }

    // ── restart on the same database and retry every bet that was sent ──
    const second = await serverOn(databaseUrl, dataDir);
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
