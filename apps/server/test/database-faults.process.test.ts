// The real server on PostgreSQL while its database connections are terminated several times under a stream of
// signed bets (what a failover, a restart, a pooler restart or a proxy's idle timeout does): the process lives,
// answers again, every bet gets OK or a retryable 503, every acknowledged bet is stored once, retries of the
// failed ones apply once, the connections the server opens besides its pool (the member-event LISTEN, the job
// engine's work) come back by themselves, and the ledger verifies. PostgreSQL only (CI sets TEST_DATABASE_URL).
import { randomBytes } from 'node:crypto';
import { MEMBER_EVENT_TYPES } from '@suerte/contracts/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/server-process.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoData } from '../src/db/seed/seed.js';
import { sealPending, verifyLedger } from '../src/modules/ledger/index.js';
import { hashToken, newToken } from '../src/modules/identity/index.js';
import {
  checkStoredBets,
  inBatches,
  sendSignedBet,
  type BetReply,
  type SentBet,
} from './support/bet-stream.js';
import { openMemberSocket } from './support/member-socket-client.js';
import { CURRENCY, launchedPlayer, vendorSecret, type TestPlayer } from './support/vendor-wallet-client.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const VENDOR = 'SUERTE';
const PLAYERS = 4;
const STREAMS = 8;
const FUNDS = 100_000_000;
const TERMINATIONS = 4;
/** Bets acknowledged between two terminations, so each one hits a server under load. */
const ACKS_BETWEEN = 120;
/** How long the server may take to answer again after its connections were terminated. */
const RECOVERY_MS = 10_000;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Ends every other connection to the test database (the server's, and the test's own idle ones). */
function terminateBackends(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const result = await client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return result.rowCount ?? 0;
  });
}

/** Polls /readyz until it answers 200; false when it did not within `timeoutMs` (a bounded wait). */
async function readyWithin(baseUrl: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

async function until(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.skipIf(!adminUrl)('database connections terminated under a stream of bets, on PostgreSQL', () => {
  const name = `suerte_faults_${randomBytes(5).toString('hex')}`;
  let handle: DatabaseHandle;
  let databaseUrl: string;
  let secret: string;
  let players: TestPlayer[];
  let server: RunningServer | undefined;
  /** Everything the server printed. */
  let serverLog = '';

  beforeAll(async () => {
    await withClient(adminUrl!, (c) => c.query(`create database ${name}`));
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    handle = await openDatabase({ databaseUrl, dataDir: null, role: 'server', poolSize: 4 });
    await migrateToLatest(handle.db);
    await seedDemoData(handle.db);
    secret = await vendorSecret(handle.db, VENDOR);
    players = [];
    for (let i = 0; i < PLAYERS; i += 1) players.push(await launchedPlayer(handle.db, VENDOR, FUNDS));
    server = await startServer({
      label: 'suerte-faults',
      env: { DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'false' },
      readyTimeoutMs: 60_000,
      // All of it: the lines looked for can be followed by more than the kept tail's 8,000 characters.
      onOutput: (chunk) => {
        serverLog += chunk;
      },
    });
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await handle?.close();
    await withClient(adminUrl!, (c) => c.query(`drop database if exists ${name} with (force)`));
  }, 30_000);

  it('stays up, answers OK or a retryable 503, and loses or doubles no bet', async () => {
    const live = server!;
    const sent: SentBet[] = [];
    const unexpected: { bet: string; reply: BetReply | string }[] = [];
    let acks = 0;
    let failed = 0;
    let done = false;

    const stream = async (s: number) => {
      const player = players[s % PLAYERS]!;
      for (let n = 0; !done; n += 1) {
        const bet: SentBet = {
          player,
          body: {
            playerId: player.playerId,
            currency: CURRENCY,
            transactionId: `f${s}-b${n}`,
            roundId: `f${s}-r${n % 7}`,
            gameCode: 'slot-1',
            amount: 1 + ((s * 31 + n * 17) % 500),
          },
          answer: null,
        };
        sent.push(bet);
        let reply: BetReply;
        try {
          reply = await sendSignedBet(live.baseUrl, secret, VENDOR, bet.body);
        } catch (err) {
          // No HTTP answer at all: the server went away.
          unexpected.push({ bet: bet.body.transactionId, reply: String(err) });
          return;
        }
        if (reply.httpStatus === 200 && reply.json.status === 'OK') {
          bet.answer = reply.json as SentBet['answer'];
          acks += 1;
        } else if (reply.httpStatus === 503 && reply.json.status === 'SERVICE_UNAVAILABLE') {
          failed += 1;
        } else {
          unexpected.push({ bet: bet.body.transactionId, reply });
        }
      }
    };
    const streams = Array.from({ length: STREAMS }, (_, s) => stream(s));

    try {
      for (let t = 1; t <= TERMINATIONS; t += 1) {
        await until(() => acks >= t * ACKS_BETWEEN || unexpected.length > 0, `${t * ACKS_BETWEEN} acks`);
        expect(unexpected).toEqual([]);
        expect(await terminateBackends(databaseUrl)).toBeGreaterThan(0);
        expect(await readyWithin(live.baseUrl, RECOVERY_MS), `ready again after termination ${t}`).toBe(true);
        expect(live.alive(), `the server lives after termination ${t}`).toBe(true);
      }
      await until(() => acks >= (TERMINATIONS + 1) * ACKS_BETWEEN || unexpected.length > 0, 'last acks');
    } finally {
      done = true;
      await Promise.all(streams);
    }
    expect(unexpected, live.output()).toEqual([]);
    expect(live.alive()).toBe(true);
    // A termination nearly always catches a bet statement in flight: the retry path below is exercised.
    expect(failed).toBeGreaterThan(0);
    expect(serverLog).toMatch(/database connection lost/);

    // ── acknowledged bets are stored once, with the answer they got ──
    const stored = await checkStoredBets(handle.db, { vendorCode: VENDOR, players, sent, funds: FUNDS });
    for (const bet of sent.filter((b) => b.answer !== null)) {
      expect(stored.get(bet.body.transactionId)?.answer, bet.body.transactionId).toEqual(bet.answer);
    }

    // ── every bet that failed is retried with its transactionId and applied once ──
    const retried = await inBatches(
      sent.filter((b) => b.answer === null),
      (bet) => sendSignedBet(live.baseUrl, secret, VENDOR, bet.body),
    );
    expect(retried.length).toBe(failed);
    for (const reply of retried) expect(reply).toMatchObject({ httpStatus: 200, json: { status: 'OK' } });
    const afterRetry = await checkStoredBets(handle.db, { vendorCode: VENDOR, players, sent, funds: FUNDS });
    expect(afterRetry.size).toBe(sent.length);
    const again = await inBatches(sent, (bet) => sendSignedBet(live.baseUrl, secret, VENDOR, bet.body));
    again.forEach((reply, i) => {
      expect(reply.json, 'a second retry answers the first answer').toEqual(
        afterRetry.get(sent[i]!.body.transactionId)!.answer,
      );
    });
    await checkStoredBets(handle.db, { vendorCode: VENDOR, players, sent, funds: FUNDS });
  }, 240_000);

  it('brings its own connections back: the member-event listener and the scheduled jobs', async () => {
    const live = server!;
    const player = players[0]!;
    // A member socket on the player's session: a bet's balance event reaches it only through the LISTEN
    // connection the terminations ended, so it arrives once that connection is back.
    const token = newToken();
    await handle.db
      .updateTable('member_sessions')
      .set({ token_hash: hashToken(token) })
      .where('id', '=', player.sessionId)
      .execute();
    const socket = await openMemberSocket(live.baseUrl, token);
    try {
      await socket.next(MEMBER_EVENT_TYPES.ready);
      const balanceEvent = socket.next(MEMBER_EVENT_TYPES.balanceChanged);
      let delivered = false;
      void balanceEvent.then(() => (delivered = true));
      for (let n = 0; n < 30 && !delivered; n += 1) {
        const reply = await sendSignedBet(live.baseUrl, secret, VENDOR, {
          playerId: player.playerId,
          currency: CURRENCY,
          transactionId: `after-faults-${n}`,
          roundId: 'after-faults',
          gameCode: 'slot-1',
          amount: 1,
        });
        expect(reply).toMatchObject({ httpStatus: 200, json: { status: 'OK' } });
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(delivered, 'a balance event after the terminations').toBe(true);
    } finally {
      socket.ws.close();
    }
    // The server's own ledger sealer (a scheduled job) seals everything committed, the last bets included.
    const unsealed = () =>
      handle.db
        .selectFrom('ledger_transactions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('seal_seq', 'is', null)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    for (let i = 0; i < 60 && (await unsealed()) > 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(await unsealed(), 'journal transactions the server left unsealed').toBe(0);
  }, 60_000);

  it('leaves a ledger that verifies', async () => {
    await server?.stop(); // its ledger sealer must not race the one below
    server = undefined;
    while ((await sealPending(handle.db)) > 0);
    const report = await verifyLedger(handle.db);
    expect(report.problems).toEqual([]);
    expect(report.sealed).toBe(report.transactions);
  });
});
