import { MEMBER_EVENTS_PATH } from '@suerte/contracts/core';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginWith, memberIdOf, registerMember, testCaptchaImage } from './support/identity-client.js';
import { openMemberSocket } from './support/member-socket-client.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';
import { walletClient } from './support/wallet-client.js';

describe.each(testDatabaseKinds())('member events socket on $name', (kind) => {
  const t = withTestApp(
    kind,
    {},
    {
      captchaImage: testCaptchaImage,
      memberEventTimings: {
        heartbeatMs: 150,
        authTimeoutMs: 1000,
        maintenanceWatchMs: 100,
        balanceRelayMs: 50,
      },
    },
  );
  const { call, topUp } = walletClient(t);
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  it('refuses a token in the URL before the upgrade', async () => {
    const token = await registerMember(t.app, 'events001');
    await expect(
      openMemberSocket(baseUrl, null, { path: `${MEMBER_EVENTS_PATH}?token=${token}` }),
    ).rejects.toThrow('upgrade refused: 400');
  });

  it('closes a socket that sends no token, something else than auth, or a wrong token', async () => {
    const silent = await openMemberSocket(baseUrl, null);
    expect(await silent.closed).toEqual({ code: 4400, reason: 'AUTH_TIMEOUT' });

    const chatty = await openMemberSocket(baseUrl, null);
    chatty.ws.send(JSON.stringify({ type: 'hello' }));
    expect(await chatty.closed).toEqual({ code: 4400, reason: 'AUTH_EXPECTED' });

    const wrong = await openMemberSocket(baseUrl, 'x'.repeat(43));
    expect(await wrong.closed).toEqual({ code: 4401, reason: 'UNAUTHORIZED' });
    expect(wrong.events).toEqual([]);
  });

  it('tells a member of a committed posting to their account, and no other member', async () => {
    const alice = await registerMember(t.app, 'events002');
    const bob = await registerMember(t.app, 'events003');
    const aliceSocket = await openMemberSocket(baseUrl, alice);
    const bobSocket = await openMemberSocket(baseUrl, bob);
    await aliceSocket.next('ready');
    await bobSocket.next('ready');

    expect(envelope(await topUp(alice, 10_000, 'ev-a1')).success).toBe(true);
    const event = await aliceSocket.next('balance.changed');
    expect(event).toMatchObject({ type: 'balance.changed', version: 1, id: expect.any(String) });

    // Bob's own posting comes after Alice's: had hers reached him, it would be there before his.
    expect(envelope(await topUp(bob, 5_000, 'ev-b1')).success).toBe(true);
    await bobSocket.next('balance.changed');
    expect(bobSocket.events.map((e) => e.type)).toEqual(['ready', 'balance.changed']);
    expect(aliceSocket.events.map((e) => e.type)).toEqual(['ready', 'balance.changed']);
    aliceSocket.ws.close();
    bobSocket.ws.close();
  });

  it.skipIf(kind.name !== 'postgres')('sends nothing before the posting commits', async () => {
    const carol = await registerMember(t.app, 'events004');
    const dave = await registerMember(t.app, 'events005');
    const carolSocket = await openMemberSocket(baseUrl, carol);
    const daveSocket = await openMemberSocket(baseUrl, dave);
    await carolSocket.next('ready');
    await daveSocket.next('ready');
    // Balance events are relayed within an interval of their commit: take Carol's top-up's before going on.
    await topUp(carol, 10_000, 'ev-c1');
    await carolSocket.next('balance.changed');
    const carolId = await memberIdOf(t.handle.db, 'events004');

    let commit: () => void = () => undefined;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let updated: () => void = () => undefined;
    const open = new Promise<void>((resolve) => (updated = resolve));
    const transaction = t.handle.db.transaction().execute(async (trx) => {
      await sql`update ledger_accounts set balance = balance + 1 where member_id = ${carolId}`.execute(trx);
      updated();
      await committed;
    });
    await open;
    // A later commit for Dave is delivered while Carol's change is still open: hers has not been sent.
    await topUp(dave, 1_000, 'ev-d1');
    await daveSocket.next('balance.changed');
    expect(carolSocket.events.map((e) => e.type)).toEqual(['ready', 'balance.changed']);
    commit();
    await transaction;
    await carolSocket.next('balance.changed');
    carolSocket.ws.close();
    daveSocket.ws.close();
  });

  it.skipIf(kind.name !== 'postgres')(
    'listens again by itself when PostgreSQL ends the listen connection',
    async () => {
      const token = await registerMember(t.app, 'events011');
      const socket = await openMemberSocket(baseUrl, token);
      await socket.next('ready');
      const ended = await sql<{ ended: boolean }>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()`.execute(
        t.handle.db,
      );
      expect(ended.rows.length).toBeGreaterThan(0);
      // Back again, every socket is told to read its balance (changes of the gap were not heard).
      await socket.next('balance.changed');
      await topUp(token, 1_000, 'ev-relisten');
      await socket.next('balance.changed');
      expect(socket.events.map((e) => e.type)).toEqual(['ready', 'balance.changed', 'balance.changed']);
      socket.ws.close();
    },
  );

  it('closes the socket on logout', async () => {
    const token = await registerMember(t.app, 'events006');
    const socket = await openMemberSocket(baseUrl, token);
    await socket.next('ready');
    expect((await call('POST', '/wps/session/logout', token)).statusCode).toBe(200);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'UNAUTHORIZED' });
  });

  it('tells the replaced session it logged in elsewhere, then closes it', async () => {
    const token = await registerMember(t.app, 'events007');
    const socket = await openMemberSocket(baseUrl, token);
    await socket.next('ready');
    const login = await loginWith(t.app, { username: 'events007', password: 'Secret123' });
    expect(envelope(login).success).toBe(true);
    await socket.next('session.replaced');
    expect(await socket.closed).toEqual({ code: 4401, reason: 'LOGGED_IN_ELSEWHERE' });
    const again = await openMemberSocket(baseUrl, token);
    expect(await again.closed).toEqual({ code: 4401, reason: 'LOGGED_IN_ELSEWHERE' });
  });

  it('tells members of the merchant that maintenance starts', async () => {
    const token = await registerMember(t.app, 'events008');
    const socket = await openMemberSocket(baseUrl, token);
    await socket.next('ready');
    const maintenance = (on: boolean) =>
      t.handle.db
        .updateTable('merchants')
        .set({ maintenance_enabled: on, maintenance_message: on ? 'Back at ten' : null })
        .where('code', '=', 'SUERTE_PH')
        .execute();
    await maintenance(true);
    try {
      expect(await socket.next('maintenance.starting')).toMatchObject({ message: 'Back at ten', version: 1 });
    } finally {
      await maintenance(false);
      socket.ws.close();
    }
  });

  it('drops a peer that stops answering pings and keeps the one that answers', async () => {
    const deadToken = await registerMember(t.app, 'events009');
    const liveToken = await registerMember(t.app, 'events010');
    const dead = await openMemberSocket(baseUrl, deadToken, { autoPong: false });
    const live = await openMemberSocket(baseUrl, liveToken);
    await dead.next('ready');
    await live.next('ready');
    expect((await dead.closed).code).toBe(1006);
    // The live one outlived several heartbeats and still gets its events.
    await topUp(liveToken, 1_000, 'ev-live');
    await live.next('balance.changed');
    expect(live.ws.readyState).toBe(live.ws.OPEN);
    live.ws.close();
  });
});
