// Suerte Studio as its own process (`npm run studio`) against the portal as another process, on two PostgreSQL
// databases, the studio reaching the portal's vendor wallet API over HTTP through a proxy the test controls.
// A slot round moves money on the portal's ledger and is in game recall; rounds cut by a kill of the studio
// (one between bet and win, one whose bet answer was lost) are completed or rolled back exactly once by the
// studio's recovery job on the job engine after a restart (the start pass leaves fresh rounds to it). PostgreSQL
// only (CI sets TEST_DATABASE_URL).
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, startStudio, type RunningServer } from '../../../scripts/server-process.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoData } from '../src/db/seed/seed.js';
import { verifyLedger } from '../src/modules/ledger/index.js';
import { studioWalletCalls } from './support/studio-client.js';
import { scratchDatabase, type ScratchDatabase } from './support/test-database.js';
import {
  balanceOf,
  CURRENCY,
  launchedPlayer,
  roundOf,
  vendorSecret,
  type TestPlayer,
} from './support/vendor-wallet-client.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const FUNDS = 1_000_000;
const GAME = 'lucky-dragon';

/** What the proxy does with a wallet call: pass it, hold it unanswered, or apply it and lose the answer. */
type Rule = 'pass' | 'hold' | 'lose-answer';

interface WalletProxy {
  url: string;
  /** The rule for a call (action and player), 'pass' by default. */
  rule: (action: string, playerId: string) => Rule;
  /** Calls seen, as "action:playerId", with "=applied" once a lost answer came back from the portal. */
  seen: string[];
  close(): Promise<void>;
}

function readBody(stream: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => resolve(body));
    stream.on('error', reject);
  });
}

/** An HTTP proxy in front of the portal's vendor wallet API that can cut a given call the way a kill would. */
async function walletProxy(portalUrl: string): Promise<WalletProxy> {
  const target = new URL(portalUrl);
  const proxy: WalletProxy = { url: '', rule: () => 'pass', seen: [], close: async () => undefined };
  const server: Server = createServer((req, res) => {
    res.on('error', () => undefined);
    void (async () => {
      const body = await readBody(req);
      const action = req.url?.split('/').pop() ?? '';
      const playerId = (JSON.parse(body || '{}') as { playerId?: string }).playerId ?? '';
      const rule = proxy.rule(action, playerId);
      proxy.seen.push(`${action}:${playerId}`);
      if (rule === 'hold') return; // never forwarded, never answered
      const upstream = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: target.host },
        },
        (answer) => {
          void readBody(answer).then((text) => {
            if (rule === 'lose-answer') {
              proxy.seen.push(`${action}:${playerId}=applied`);
              return; // applied at the portal; the studio never hears back
            }
            res.writeHead(answer.statusCode ?? 502, answer.headers).end(text);
          });
        },
      );
      upstream.on('error', () => res.destroy());
      upstream.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function studioApi(studio: RunningServer, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${studio.baseUrl}/studio/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { success: boolean; code: string; message: string; value: any };
}

/** Opens the studio session of a launch, as the game page does from its address. */
async function openSession(studio: RunningServer, player: TestPlayer) {
  const answer = await studioApi(studio, '/session', null, {
    launchToken: player.launchToken,
    playerId: player.playerId,
    game: GAME,
    currency: CURRENCY,
  });
  expect(answer.success, answer.message).toBe(true);
  return answer.value as { sessionToken: string; balance: number; game: { defaultBet: number } };
}

describe.skipIf(!adminUrl)('Suerte Studio as its own process against the portal, on PostgreSQL', () => {
  let portalDb: ScratchDatabase | undefined;
  let studioDb: ScratchDatabase | undefined;
  let handle: DatabaseHandle;
  let studioPool: pg.Pool;
  let secret: string;
  let portal: RunningServer | undefined;
  let studio: RunningServer | undefined;
  let proxy: WalletProxy | undefined;
  let studioLog = '';

  const studioEnv = (recoveryAfter: string) => ({
    STUDIO_PORTAL_URL: proxy!.url,
    STUDIO_SIGNING_SECRET: secret,
    STUDIO_DATABASE_URL: studioDb!.url,
    STUDIO_RECOVERY_EVERY: '2s',
    STUDIO_RECOVERY_AFTER: recoveryAfter,
    LOG_LEVEL: 'info',
  });
  const walletCalls = (roundId: string) => studioWalletCalls(handle.db, roundId);
  const studioRound = async (idempotencyKey: string) =>
    (
      await studioPool.query<{ round_id: string; status: string; bet: string; win: string }>(
        'select round_id, status, bet, win from studio_rounds where idempotency_key = $1',
        [idempotencyKey],
      )
    ).rows[0];

  beforeAll(async () => {
    portalDb = await scratchDatabase(adminUrl!, 'studioportal');
    studioDb = await scratchDatabase(adminUrl!, 'studioalone');
    handle = await openDatabase({ databaseUrl: portalDb.url, dataDir: null, role: 'server', poolSize: 4 });
    handle.pool.on('error', () => undefined);
    await migrateToLatest(handle.db);
    await seedDemoData(handle.db, { demoCatalogueGames: 20 });
    secret = await vendorSecret(handle.db, 'SUERTE');
    studioPool = new pg.Pool({ connectionString: studioDb.url, max: 2 });
    studioPool.on('error', () => undefined);
    portal = await startServer({
      env: { DATABASE_URL: portalDb.url, SEED_DEMO_DATA: 'false' },
      readyTimeoutMs: 90_000,
    });
    proxy = await walletProxy(portal.baseUrl);
    // Recovery only for rounds left an hour: this process's job must not race the cuts made below.
    studio = await startStudio({ env: studioEnv('1 hour'), readyTimeoutMs: 90_000 });
  }, 240_000);

  afterAll(async () => {
    await studio?.stop();
    await portal?.stop();
    await proxy?.close();
    await studioPool?.end();
    await handle?.close();
    await studioDb?.drop();
    await portalDb?.drop();
  }, 60_000);

  it('plays a slot round whose money moves on the portal’s ledger, with its recall', async () => {
    const player = await launchedPlayer(handle.db, 'SUERTE', FUNDS);
    const session = await openSession(studio!, player);
    expect(session.balance).toBe(FUNDS);
    const bet = session.game.defaultBet;
    const spin = await studioApi(studio!, '/slot/spin', session.sessionToken, {
      bet,
      idempotencyKey: 'remote-spin-0001',
    });
    expect(spin.success, spin.message).toBe(true);
    const win = spin.value.totalWin as number;
    expect(spin.value).toMatchObject({ bet, balanceBefore: FUNDS, balanceAfter: FUNDS - bet + win });
    expect(await balanceOf(handle.db, player.memberId)).toBe(FUNDS - bet + win);
    expect(await walletCalls(spin.value.roundId)).toEqual(['bet:1', 'win:1']);
    expect((await roundOf(handle.db, player.memberId, spin.value.roundId))?.status).toBe('closed');

    const recall = await studioApi(studio!, `/rounds/${spin.value.roundId}`, session.sessionToken);
    expect(recall.value).toMatchObject({
      roundId: spin.value.roundId,
      status: 'SETTLED',
      bet,
      win,
      balanceBefore: FUNDS,
      balanceAfter: FUNDS - bet + win,
    });
    const list = await studioApi(studio!, `/rounds?game=${GAME}&limit=10`, session.sessionToken);
    expect(list.value.rounds.map((r: { roundId: string }) => r.roundId)).toEqual([spin.value.roundId]);
  }, 60_000);

  it('completes or rolls back rounds cut by a kill exactly once, by the recovery job after a restart', async () => {
    const cutWin = await launchedPlayer(handle.db, 'SUERTE', FUNDS);
    const lostBet = await launchedPlayer(handle.db, 'SUERTE', FUNDS);
    const winSession = await openSession(studio!, cutWin);
    const betSession = await openSession(studio!, lostBet);
    const bet = winSession.game.defaultBet;
    proxy!.rule = (action, playerId) =>
      action === 'win' && playerId === cutWin.playerId
        ? 'hold'
        : action === 'bet' && playerId === lostBet.playerId
          ? 'lose-answer'
          : 'pass';
    // Both spins are in flight when the studio is killed: one waits for its win, one for its bet's answer.
    const inFlight = [
      studioApi(studio!, '/slot/spin', winSession.sessionToken, { bet, idempotencyKey: 'cut-win-0001' }),
      studioApi(studio!, '/slot/spin', betSession.sessionToken, { bet, idempotencyKey: 'lost-bet-0001' }),
    ].map((p) => p.catch(() => null));
    await until('the win to be held', async () => proxy!.seen.includes(`win:${cutWin.playerId}`));
    await until('the bet to be applied', async () => proxy!.seen.includes(`bet:${lostBet.playerId}=applied`));
    const killed = new Promise((resolve) => studio!.child.once('exit', resolve));
    studio!.child.kill('SIGKILL');
    await killed;
    await Promise.all(inFlight);

    const cut = (await studioRound('cut-win-0001'))!;
    const lost = (await studioRound('lost-bet-0001'))!;
    expect([cut.status, lost.status]).toEqual(['bet_accepted', 'created']);
    expect(await balanceOf(handle.db, cutWin.memberId)).toBe(FUNDS - bet);
    expect(await balanceOf(handle.db, lostBet.memberId)).toBe(FUNDS - bet);

    // Restarted at once: the start pass takes only rounds left over 30 seconds, so these wait for the job.
    proxy!.rule = () => 'pass';
    await studio!.stop();
    studioLog = '';
    studio = await startStudio({
      env: studioEnv('1 second'),
      readyTimeoutMs: 90_000,
      onOutput: (chunk) => (studioLog += chunk),
    });
    const logLines = () =>
      studioLog
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, any>);
    const recovered = (field: 'settled' | 'rolledBack') =>
      logLines()
        .filter((l) => l.msg === 'job run done' && l.job === 'studio-recovery')
        .reduce((n, l) => n + (l.result[field] as number), 0);
    // The job's runs report what they did once they are recorded as done.
    await until(
      'the recovery job to report both rounds',
      async () => recovered('settled') + recovered('rolledBack') >= 2,
    );
    expect({ settled: recovered('settled'), rolledBack: recovered('rolledBack') }).toEqual({
      settled: 1,
      rolledBack: 1,
    });
    expect(logLines().find((l) => l.msg === 'studio recovery pass')).toMatchObject({
      settled: 0,
      rolledBack: 0,
    });
    expect([
      (await studioRound('cut-win-0001'))!.status,
      (await studioRound('lost-bet-0001'))!.status,
    ]).toEqual(['settled', 'rolled_back']);

    // Further runs of the job change nothing: each wallet call applied once.
    const runsSoFar = async () =>
      (
        await studioPool.query<{ n: number }>(
          `select count(*)::int as n from job_runs where job = 'studio-recovery' and state = 'succeeded'`,
        )
      ).rows[0]!.n;
    const before = await runsSoFar();
    await until('two more recovery runs', async () => (await runsSoFar()) >= before + 2);
    expect(await walletCalls(cut.round_id)).toEqual(['bet:1', 'win:1']);
    expect(await walletCalls(lost.round_id)).toEqual(['bet:1', 'rollback:1']);
    expect(await balanceOf(handle.db, cutWin.memberId)).toBe(FUNDS - bet + Number(cut.win));
    expect(await balanceOf(handle.db, lostBet.memberId)).toBe(FUNDS);
    expect((await roundOf(handle.db, cutWin.memberId, cut.round_id))?.status).toBe('closed');
    expect((await roundOf(handle.db, lostBet.memberId, lost.round_id))?.status).toBe('closed');

    // The players' retries answer the settled round, and the rolled-back one as refused, moving nothing.
    const retry = await studioApi(studio!, '/slot/spin', winSession.sessionToken, {
      bet,
      idempotencyKey: 'cut-win-0001',
    });
    expect(retry.value).toMatchObject({ roundId: cut.round_id, balanceAfter: FUNDS - bet + Number(cut.win) });
    expect(await walletCalls(cut.round_id)).toEqual(['bet:1', 'win:1']);
    expect((await verifyLedger(handle.db)).problems).toEqual([]);
  }, 180_000);
});
