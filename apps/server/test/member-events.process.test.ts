// Two real server processes on one PostgreSQL database: a member logged in through node A sees, over its
// event socket on A, the balance change of a signed vendor bet that node B processed. PostgreSQL only (CI sets
// TEST_DATABASE_URL); the embedded database belongs to one process.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/server-process.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemoData } from '../src/db/seed/seed.js';
import { sealForServer } from '../src/modules/enc/index.js';
import { hashPassword } from '../src/modules/identity/index.js';
import { issueLaunch, signBody } from '../src/modules/vendor-wallet/index.js';
import { openMemberSocket } from './support/member-socket-client.js';
import { CURRENCY, deposit, MERCHANT, vendorSecret } from './support/vendor-wallet-client.js';
import { scratchDatabase, type ScratchDatabase } from './support/test-database.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const VENDOR = 'SUERTE';
const PASSWORD = 'Secret123';

/** Logs in over HTTP the way the web app does: the body sealed with the node's current key. */
async function login(baseUrl: string, username: string): Promise<string> {
  const key = (await (await fetch(`${baseUrl}/wps/session/key`)).json()) as {
    value: { kid: string; publicKey: string; serverTime: number };
  };
  const body = sealForServer({ type: 'username', username, password: PASSWORD }, key.value);
  const res = await fetch(`${baseUrl}/wps/session/login`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  const json = (await res.json()) as { success: boolean; value: { token: string } };
  if (!json.success) throw new Error(`login failed: ${JSON.stringify(json)}`);
  return json.value.token;
}

describe.skipIf(!adminUrl)('member events across two server processes on PostgreSQL', () => {
  let scratch: ScratchDatabase | undefined;
  let handle: DatabaseHandle;
  let nodeA: RunningServer | undefined;
  let nodeB: RunningServer | undefined;

  beforeAll(async () => {
    scratch = await scratchDatabase(adminUrl!, 'events');
    handle = await openDatabase({ databaseUrl: scratch.url, dataDir: null, role: 'server', poolSize: 2 });
    handle.pool.on('error', () => undefined);
    await migrateToLatest(handle.db);
    await seedDemoData(handle.db);
    const env = { DATABASE_URL: scratch.url, SEED_DEMO_DATA: 'false' };
    [nodeA, nodeB] = await Promise.all([
      startServer({ env, label: 'suerte-node-a' }),
      startServer({ env, label: 'suerte-node-b' }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([nodeA?.stop(), nodeB?.stop()]);
    await handle?.close();
    await scratch?.drop();
  }, 60_000);

  it("pushes a bet processed by node B to the member's socket on node A", async () => {
    const username = `ev${randomBytes(4).toString('hex')}`;
    const member = await handle.db
      .insertInto('members')
      .values({
        merchant_code: MERCHANT,
        username,
        nickname: username,
        referral_code: username.toUpperCase(),
        password_hash: await hashPassword(PASSWORD),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await deposit(handle.db, member.id, 50_000);
    const token = await login(nodeA!.baseUrl, username);
    const session = await handle.db
      .selectFrom('member_sessions')
      .select('id')
      .where('member_id', '=', member.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    const launch = await issueLaunch(handle.db, { id: member.id, sessionId: session.id }, VENDOR, 'slot-1');

    const socket = await openMemberSocket(nodeA!.baseUrl, token);
    await socket.next('ready');

    const secret = await vendorSecret(handle.db, VENDOR);
    const payload = JSON.stringify({
      requestId: 'two-nodes-1',
      playerId: launch.playerId,
      currency: CURRENCY,
      transactionId: 'two-nodes-bet-1',
      roundId: 'two-nodes-round-1',
      gameCode: 'slot-1',
      amount: 1_500,
    });
    const bet = await fetch(`${nodeB!.baseUrl}/vendor/v1/${VENDOR}/bet`, {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json', 'x-suerte-signature': signBody(secret, payload) },
    });
    expect(await bet.json()).toMatchObject({ status: 'OK', balance: 48_500 });

    expect(await socket.next('balance.changed')).toMatchObject({ type: 'balance.changed', version: 1 });
    const balance = await fetch(`${nodeA!.baseUrl}/wps/v2/wallets/balance`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await balance.json()) as { value: { balance: number } }).value.balance).toBe(48_500);
    socket.ws.close();
  });
});
