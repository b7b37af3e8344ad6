import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger/index.js';
import { issueLaunch, signBody } from '../src/modules/vendor-wallet/index.js';
import { withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';
import {
  balanceOf,
  CURRENCY,
  effectsOf,
  launchedPlayer,
  vendorCall,
  vendorSecret,
  type TestPlayer,
} from './support/vendor-wallet-client.js';

const VENDOR = 'SUERTE';

describe.each(testDatabaseKinds())('vendor wallet protocol on $name', (kind) => {
  const ctx = withTestApp(kind);
  let secret: string;
  let player: TestPlayer;
  const base = () => ({ requestId: 'req-1', playerId: player.playerId, currency: CURRENCY });
  const bet = (transactionId: string, amount: unknown) => ({
    ...base(),
    transactionId,
    roundId: 'round-p1',
    gameCode: 'slot-1',
    amount,
  });
  const call = (action: string, body: unknown, options = {}) =>
    vendorCall(ctx.app, secret, VENDOR, action, body, options);

  beforeAll(async () => {
    secret = await vendorSecret(ctx.handle.db, VENDOR);
    player = await launchedPlayer(ctx.handle.db, VENDOR, 10_000);
  });

  it('gives every vendor its own random secret', async () => {
    const other = await vendorSecret(ctx.handle.db, 'SIMVENDOR');
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(other).not.toBe(secret);
  });

  it('refuses a missing or wrong signature with 401 and changes nothing', async () => {
    const before = await effectsOf(ctx.handle.db, player.memberId);
    for (const signature of [null, 'abc', '0'.repeat(64)]) {
      const res = await call('bet', bet('sig-1', 100), { signature });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 'INVALID_SIGNATURE' });
    }
    const wrongSecret = await vendorCall(ctx.app, 'not-the-secret', VENDOR, 'bet', bet('sig-1', 100));
    expect(wrongSecret.statusCode).toBe(401);
    const unknownVendor = await vendorCall(ctx.app, secret, 'NOPE', 'bet', bet('sig-1', 100));
    expect(unknownVendor.statusCode).toBe(401);
    expect(await effectsOf(ctx.handle.db, player.memberId)).toBe(before);
    expect(await balanceOf(ctx.handle.db, player.memberId)).toBe(10_000);
  });

  it('refuses a body changed after signing', async () => {
    const signed = JSON.stringify(bet('sig-2', 100));
    const res = await call('bet', null, {
      raw: signed.replace('"amount":100', '"amount":1'),
      signature: signBody(secret, signed),
    });
    expect(res.statusCode).toBe(401);
    expect(await balanceOf(ctx.handle.db, player.memberId)).toBe(10_000);
  });

  it('refuses malformed amounts and bodies with 400', async () => {
    for (const amount of [0, -1, 1.5, '100', 2 ** 53, null, true]) {
      const res = await call('bet', bet('bad-amount', amount));
      expect(res.statusCode, `amount ${amount}`).toBe(400);
      expect(res.json()).toMatchObject({ status: 'INVALID_REQUEST' });
    }
    // Written out, since JSON.stringify cannot: beyond 2^53 and beyond a double.
    for (const amount of ['9007199254740993', '1e400', '100.0000000000000001']) {
      const raw = JSON.stringify(bet('bad-amount', 0)).replace('"amount":0', `"amount":${amount}`);
      expect((await call('bet', null, { raw })).statusCode, `amount ${amount}`).toBe(400);
    }
    const { amount: _missing, ...noAmount } = bet('bad-amount', 1);
    expect((await call('bet', noAmount)).statusCode).toBe(400);
    expect((await call('win', { ...bet('bad-win', -1) })).statusCode).toBe(400);
    expect((await call('bet', { ...bet('bad-extra', 1), extra: true })).statusCode).toBe(400);
    expect((await call('bet', null, { raw: '{"amount":' })).statusCode).toBe(400);
    expect(await balanceOf(ctx.handle.db, player.memberId)).toBe(10_000);
  });

  it('refuses a signed body with a repeated key, at any depth, with 400 and changes nothing', async () => {
    const before = await effectsOf(ctx.handle.db, player.memberId);
    const signed = JSON.stringify(bet('dup-key', 100));
    for (const raw of [
      signed.replace('"amount":100', '"amount":100,"amount":1000'),
      signed.replace('"amount":100', '"amount":100,"\\u0061mount":1000'),
      signed.replace('"transactionId"', '"roundId":"other","transactionId"'),
    ]) {
      const res = await call('bet', null, { raw });
      expect(res.statusCode, raw).toBe(400);
      expect(res.json()).toMatchObject({
        status: 'INVALID_REQUEST',
        message: expect.stringMatching(/twice/),
      });
    }
    const nested = await call('win', null, { raw: signed.replace('}', ',"x":{"a":1,"a":2}}') });
    expect(nested.json()).toMatchObject({ status: 'INVALID_REQUEST', message: expect.stringMatching(/"a"/) });
    expect(await effectsOf(ctx.handle.db, player.memberId)).toBe(before);
    expect(await balanceOf(ctx.handle.db, player.memberId)).toBe(10_000);
  });

  it('redeems a launch token once', async () => {
    const first = await call('authenticate', { ...base(), launchToken: player.launchToken });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: 'OK',
      balance: 10_000,
      currency: CURRENCY,
      merchantCode: 'SUERTE_PH',
      playerRef: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const again = await call('authenticate', { ...base(), launchToken: player.launchToken });
    expect(again.json()).toEqual({ status: 'INVALID_TOKEN', balance: 10_000, currency: CURRENCY });
  });

  it('names the same member by the same playerRef on every launch, and another member by another', async () => {
    const relaunch = await issueLaunch(
      ctx.handle.db,
      { id: player.memberId, sessionId: player.sessionId },
      VENDOR,
      'slot-2',
    );
    const other = await launchedPlayer(ctx.handle.db, VENDOR);
    const refOf = async (p: { playerId: string; launchToken: string }) =>
      (
        await call('authenticate', {
          requestId: 'ref',
          playerId: p.playerId,
          currency: CURRENCY,
          launchToken: p.launchToken,
        })
      ).json().playerRef as string;
    const mine = await refOf(relaunch);
    expect(relaunch.playerId).not.toBe(player.playerId);
    expect(mine).toMatch(/^[0-9a-f]{32}$/);
    const second = await issueLaunch(
      ctx.handle.db,
      { id: player.memberId, sessionId: player.sessionId },
      VENDOR,
      'slot-2',
    );
    expect(await refOf(second)).toBe(mine);
    expect(await refOf(other)).not.toBe(mine);
  });

  it('refuses a stale or foreign launch token', async () => {
    const other = await launchedPlayer(ctx.handle.db, VENDOR);
    const foreign = await call('authenticate', { ...base(), launchToken: other.launchToken });
    expect(foreign.json().status).toBe('INVALID_TOKEN');
    await sql`update game_launches set created_at = now() - interval '11 minutes'
      where player_id = ${other.playerId}`.execute(ctx.handle.db);
    const stale = await call('authenticate', {
      ...base(),
      playerId: other.playerId,
      launchToken: other.launchToken,
    });
    expect(stale.json().status).toBe('INVALID_TOKEN');
  });

  it('answers PLAYER_NOT_FOUND for an unknown player or another vendor’s player', async () => {
    const res = await call('balance', { ...base(), playerId: 'nobody' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'PLAYER_NOT_FOUND', balance: 0, currency: CURRENCY });
    const simSecret = await vendorSecret(ctx.handle.db, 'SIMVENDOR');
    const elsewhere = await vendorCall(ctx.app, simSecret, 'SIMVENDOR', 'balance', base());
    expect(elsewhere.json().status).toBe('PLAYER_NOT_FOUND');
    const betUnknown = await call('bet', { ...bet('nf-1', 100), playerId: 'nobody' });
    expect(betUnknown.json().status).toBe('PLAYER_NOT_FOUND');
  });

  it('answers CURRENCY_MISMATCH with the player’s currency and changes nothing', async () => {
    const res = await call('bet', { ...bet('cur-1', 100), currency: 'THB' });
    expect(res.json()).toEqual({ status: 'CURRENCY_MISMATCH', balance: 10_000, currency: CURRENCY });
    expect(await balanceOf(ctx.handle.db, player.memberId)).toBe(10_000);
  });

  it('answers only from allowed addresses when the vendor has an allow-list', async () => {
    await ctx.handle.db
      .updateTable('vendors')
      .set({ allowed_ips: JSON.stringify(['198.51.100.0/24']) })
      .where('code', '=', VENDOR)
      .execute();
    try {
      expect((await call('balance', base(), { ip: '198.51.100.7' })).statusCode).toBe(200);
      const refused = await call('balance', base(), { ip: '203.0.113.1' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ status: 'IP_NOT_ALLOWED' });
    } finally {
      await ctx.handle.db
        .updateTable('vendors')
        .set({ allowed_ips: '[]' })
        .where('code', '=', VENDOR)
        .execute();
    }
  });

  it('keeps answering while the site is in maintenance', async () => {
    const merchant = ctx.handle.db.updateTable('merchants').where('code', '=', 'SUERTE_PH');
    await merchant.set({ maintenance_enabled: true }).execute();
    try {
      const portal = await ctx.app.inject({ method: 'POST', url: '/wps/relay/gameVendor', payload: {} });
      expect(portal.statusCode).toBe(503);
      expect((await call('balance', base())).json()).toMatchObject({ status: 'OK', balance: 10_000 });
    } finally {
      await merchant.set({ maintenance_enabled: false }).execute();
    }
  });

  it('documents the protocol in OpenAPI', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const bet = doc.paths['/vendor/v1/{vendorCode}/bet'].post;
    expect(bet.tags).toEqual(['vendor-wallet']);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(
        ['authenticate', 'balance', 'win', 'rollback', 'end-round'].map(
          (a) => `/vendor/v1/{vendorCode}/${a}`,
        ),
      ),
    );
  });

  it('keeps the ledger consistent', async () => {
    expect((await verifyLedger(ctx.handle.db)).ok).toBe(true);
  });
});
