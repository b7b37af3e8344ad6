// The app while its PostgreSQL database is out of reach (connections reset, new ones refused, through a proxy
// the test cuts): nothing crashes, /readyz says not ready, calls answer a clean, localized 503, a vendor gets a
// retryable answer, and once the database is back everything works again by itself and a retried bet applies
// once. PostgreSQL only (CI sets TEST_DATABASE_URL).
import { randomBytes } from 'node:crypto';
import { messageFor } from '../src/http/kernel/messages.js';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { isDatabaseUnavailable } from '../src/db/db-errors.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { ConnectionFault } from '../src/db/pool-faults.js';
import { seedDemoData } from '../src/db/seed/seed.js';
import { startTcpProxy, throughProxy, type TcpProxy } from './support/tcp-proxy.js';
import { buildTestApp, envelope } from './support/test-app.js';
import {
  balanceOf,
  CURRENCY,
  launchedPlayer,
  vendorCall,
  vendorSecret,
  type TestPlayer,
} from './support/vendor-wallet-client.js';
import { scratchDatabase, type ScratchDatabase } from './support/test-database.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const VENDOR = 'SUERTE';
const FUNDS = 10_000;

/** Polls /readyz until it answers 200 (a bounded wait, not a measure of speed). */
async function readyAgain(app: FastifyInstance): Promise<boolean> {
  for (let i = 0; i < 100; i += 1) {
    if ((await app.inject({ method: 'GET', url: '/readyz' })).statusCode === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe.skipIf(!adminUrl)('a database out of reach, on PostgreSQL', () => {
  let scratch: ScratchDatabase | undefined;
  const faults: ConnectionFault[] = [];
  let direct: DatabaseHandle;
  let proxied: DatabaseHandle;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let secret: string;
  let player: TestPlayer;

  beforeAll(async () => {
    scratch = await scratchDatabase(adminUrl!, 'outage');
    const url = new URL(scratch.url);
    direct = await openDatabase({ databaseUrl: url.toString(), dataDir: null, role: 'server', poolSize: 2 });
    await migrateToLatest(direct.db);
    await seedDemoData(direct.db);
    secret = await vendorSecret(direct.db, VENDOR);
    player = await launchedPlayer(direct.db, VENDOR, FUNDS);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    proxied = await openDatabase({
      databaseUrl: throughProxy(url.toString(), proxy),
      dataDir: null,
      role: 'server',
      poolSize: 3,
      onConnectionFault: (fault) => faults.push(fault),
    });
    app = await buildTestApp(proxied);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await proxied?.close();
    await proxy?.close();
    await direct?.close();
    await scratch?.drop();
  }, 30_000);

  it('fails a transaction whose connection is cut, reports the lost connection and reconnects when back', async () => {
    faults.length = 0;
    const cut = proxied.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      proxy.down();
      // The connection is gone between two statements of the transaction.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await sql`select 1`.execute(trx);
    });
    const failure = await cut.then(
      () => null,
      (err: unknown) => err,
    );
    expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
    expect(faults.length).toBeGreaterThan(0);
    await expect(sql`select 1`.execute(proxied.db)).rejects.toSatisfy(isDatabaseUnavailable);
    proxy.up();
    const again = await sql<{ n: number }>`select 2 as n`.execute(proxied.db);
    expect(again.rows).toEqual([{ n: 2 }]);
  });

  it('reports not ready while the database is out of reach, and ready again when it is back', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    proxy.down();
    const down = await app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'database unavailable' });
    proxy.up();
    expect(await readyAgain(app)).toBe(true);
  });

  it('reports not ready, without hanging, while connections to the database go unanswered', async () => {
    proxy.blackhole();
    // Let the pool see its idle connections reset, so the probe has to open a new one.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const down = await app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    proxy.up();
    expect(await readyAgain(app)).toBe(true);
  }, 20_000);

  it('answers a localized DATABASE_UNAVAILABLE 503 to members meanwhile, and works again after', async () => {
    proxy.down();
    const res = await app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { 'accept-language': 'th' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(envelope(res)).toEqual({
      success: false,
      code: 'DATABASE_UNAVAILABLE',
      message: messageFor('DATABASE_UNAVAILABLE', 'th'),
      value: null,
    });
    proxy.up();
    expect(await readyAgain(app)).toBe(true);
    const back = await app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(envelope(back)).toMatchObject({ success: true, code: 'OK' });
  });

  it('answers a vendor a retryable 503, and applies the retried bet once when the database is back', async () => {
    const bet = {
      requestId: 'outage-1',
      playerId: player.playerId,
      currency: CURRENCY,
      transactionId: `outage-${randomBytes(4).toString('hex')}`,
      roundId: 'outage-round',
      gameCode: 'slot-1',
      amount: 250,
    };
    proxy.down();
    const refused = await vendorCall(app, secret, VENDOR, 'bet', bet);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toMatchObject({ status: 'SERVICE_UNAVAILABLE' });
    proxy.up();
    expect(await readyAgain(app)).toBe(true);
    const first = await vendorCall(app, secret, VENDOR, 'bet', { ...bet, requestId: 'outage-2' });
    expect(first.json()).toEqual({ status: 'OK', balance: FUNDS - 250, currency: CURRENCY });
    const replay = await vendorCall(app, secret, VENDOR, 'bet', { ...bet, requestId: 'outage-3' });
    expect(replay.json()).toEqual(first.json());
    expect(await balanceOf(direct.db, player.memberId)).toBe(FUNDS - 250);
  });
});
