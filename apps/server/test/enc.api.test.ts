import { createPublicKey } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { ok } from '../src/http/kernel/envelope.js';
import { encryptForKey, sealForServer } from '../src/modules/enc/index.js';
import {
  freshIp,
  headersOf,
  loginWith,
  registerMember,
  testCaptchaImage,
} from './support/identity-client.js';
import { sealBody, sessionKey } from './support/enc-client.js';
import { envelope } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

/** The real app plus an Enc route and a plain one, so the hook is tested apart from any feature's route. */
async function buildEncApp(handle: DatabaseHandle): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SETTINGS_CACHE_SECONDS: '0',
    TRUSTED_PROXIES: '127.0.0.1',
    WEB_DIST_DIR: '/nonexistent-web-dist',
  });
  const app = (
    await buildApp({ config, db: handle.db, pool: handle.pool, captchaImage: testCaptchaImage })
  ).withTypeProvider<ZodTypeProvider>();
  const body = z.object({ a: z.number() }).strict();
  app.post('/wps/test-enc', { config: { enc: true }, schema: { body } }, async (request) =>
    ok({ a: request.body.a, encrypted: request.encrypted }, request.locale),
  );
  app.post('/wps/test-plain', { schema: { body } }, async (request) =>
    ok({ a: request.body.a, encrypted: request.encrypted }, request.locale),
  );
  await app.ready();
  return app;
}

describe.each(testDatabaseKinds())('encrypted bodies on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    handle = await kind.open();
    app = await buildEncApp(handle);
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const post = (target: FastifyInstance, payload?: unknown, url = '/wps/test-enc') =>
    target.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });
  const setPlainBodies = (allowed: boolean) =>
    handle.db
      .updateTable('merchants')
      .set({
        identity_flags: allowed
          ? sql`identity_flags || '{"allowPlainBodies":true}'::jsonb`
          : sql`identity_flags - 'allowPlainBodies'`,
      })
      .where('code', '=', 'SUERTE_PH')
      .execute();
  /** Another server node on the same database: nothing in memory. */
  async function withNode<T>(run: (node: FastifyInstance) => Promise<T>): Promise<T> {
    const node = await buildEncApp(handle);
    try {
      return await run(node);
    } finally {
      await node.close();
    }
  }

  describe('GET /wps/session/key', () => {
    it('serves an RSA SPKI key of at least 2048 bits for RSA-OAEP-256+A256GCM, not to be cached', async () => {
      const res = await app.inject({ method: 'GET', url: '/wps/session/key' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { value } = envelope<{ kid: string; publicKey: string; algorithm: string }>(res);
      expect(value.algorithm).toBe('RSA-OAEP-256+A256GCM');
      expect(value.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n?$/);
      const key = createPublicKey(value.publicKey);
      expect(key.asymmetricKeyType).toBe('rsa');
      expect(key.asymmetricKeyDetails?.modulusLength).toBeGreaterThanOrEqual(2048);
    });

    it('keeps the same kid across calls and across nodes', async () => {
      const keyOf = async (node: FastifyInstance) => {
        const { kid, publicKey } = await sessionKey(node);
        return { kid, publicKey };
      };
      const first = await keyOf(app);
      expect(await keyOf(app)).toEqual(first);
      expect(await withNode(keyOf)).toEqual(first);
    });
  });

  describe('an Enc route', () => {
    it('receives the decrypted body', async () => {
      const res = await post(app, await sealBody(app, { a: 7 }));
      expect(res.statusCode).toBe(200);
      expect(envelope(res).value).toEqual({ a: 7, encrypted: true });
    });

    it('still validates the decrypted body against its schema', async () => {
      for (const body of [{ a: 1, extra: true }, { a: 'one' }, [1]]) {
        const res = await post(app, await sealBody(app, body));
        expect(res.statusCode).toBe(400);
        expect(envelope(res).code).toBe('VALIDATION_FAILED');
      }
    });

    it('refuses a tampered body, an unknown kid or a malformed envelope with ENCRYPTION_INVALID', async () => {
      const { enc } = await sealBody(app, { a: 1 });
      const tampered = `${enc.data.slice(0, -4)}${enc.data.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
      for (const payload of [
        { enc: { ...enc, data: tampered } },
        { enc: { ...enc, kid: 'no-such-key' } },
        { enc: { ...enc, iv: 'AAAA' } },
        { enc: { ...enc, key: '***' } },
        { enc, a: 1 },
        { enc: 'sealed' },
      ]) {
        const res = await post(app, payload);
        expect(res.statusCode).toBe(400);
        expect(envelope(res).code).toBe('ENCRYPTION_INVALID');
      }
    });

    it('refuses a plain body unless the merchant allows plain bodies', async () => {
      for (const payload of [{ a: 1 }, undefined]) {
        const res = await post(app, payload);
        expect(res.statusCode).toBe(400);
        expect(envelope(res).code).toBe('ENCRYPTION_REQUIRED');
      }
      await setPlainBodies(true);
      try {
        const res = await post(app, { a: 2 });
        expect(envelope(res)).toMatchObject({ success: true, value: { a: 2, encrypted: false } });
        expect(envelope(await post(app, await sealBody(app, { a: 3 }))).value).toEqual({
          a: 3,
          encrypted: true,
        });
        expect(envelope(await post(app, { a: 2, extra: 1 })).code).toBe('VALIDATION_FAILED');
      } finally {
        await setPlainBodies(false);
      }
      expect(envelope(await post(app, { a: 2 })).code).toBe('ENCRYPTION_REQUIRED');
    });

    it('opens an envelope once: a replay is refused on this node and on another', async () => {
      const captured = await sealBody(app, { a: 8 });
      expect(envelope(await post(app, captured)).value).toEqual({ a: 8, encrypted: true });
      const again = await post(app, captured);
      expect(again.statusCode).toBe(409);
      expect(envelope(again).code).toBe('ENCRYPTION_REPLAYED');
      expect(envelope(await withNode((node) => post(node, captured))).code).toBe('ENCRYPTION_REPLAYED');
    });

    it('lets one of many simultaneous copies of an envelope through', async () => {
      const captured = await sealBody(app, { a: 9 });
      const codes = (await Promise.all(Array.from({ length: 20 }, () => post(app, captured)))).map(
        (res) => envelope(res).code,
      );
      expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
      expect(codes.filter((c) => c === 'ENCRYPTION_REPLAYED')).toHaveLength(19);
    });

    it('refuses an envelope sealed outside the time window with ENCRYPTION_EXPIRED', async () => {
      const key = await sessionKey(app);
      for (const skewMs of [-61_000, 61_000]) {
        const res = await post(app, sealForServer({ a: 1 }, { ...key, serverTime: key.serverTime + skewMs }));
        expect(res.statusCode).toBe(400);
        expect(envelope(res).code).toBe('ENCRYPTION_EXPIRED');
      }
      const slightlyOff = sealForServer({ a: 2 }, { ...key, serverTime: key.serverTime - 20_000 });
      expect(envelope(await post(app, slightlyOff)).value).toEqual({ a: 2, encrypted: true });
    });

    it('refuses a body sealed without its time and nonce', async () => {
      const { kid, publicKey, serverTime } = await sessionKey(app);
      for (const content of [
        { a: 1 },
        { ts: serverTime, body: { a: 1 } },
        { nonce: 'x'.repeat(22), body: {} },
      ]) {
        const res = await post(app, encryptForKey(content, kid, publicKey));
        expect(envelope(res).code).toBe('ENCRYPTION_INVALID');
      }
    });

    it('does not let a captured login be sent again to end the victim session', async () => {
      await registerMember(app, 'victim001');
      const ip = freshIp();
      const captured = await sealBody(app, {
        type: 'username',
        username: 'victim001',
        password: 'Secret123',
      });
      const first = await app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: captured,
        headers: headersOf({ ip }),
      });
      const token = envelope(first).value.token as string;
      const replay = await app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: captured,
        headers: headersOf({ ip: freshIp() }),
      });
      expect(envelope(replay).code).toBe('ENCRYPTION_REPLAYED');
      const info = await app.inject({
        method: 'GET',
        url: '/wps/member/info',
        headers: headersOf({ ip, token }),
      });
      expect(info.statusCode).toBe(200);
      // A fresh login of the member's own still works.
      expect(envelope(await loginWith(app, { username: 'victim001', password: 'Secret123' })).success).toBe(
        true,
      );
    });

    it('leaves routes without Enc alone', async () => {
      const res = await post(app, { a: 4 }, '/wps/test-plain');
      expect(envelope(res).value).toEqual({ a: 4, encrypted: false });
    });
  });

  describe('rotation', () => {
    const expireUse = (kid: string) =>
      handle.db
        .updateTable('enc_keys')
        .set({ use_until: sql`now() - interval '1 second'` as never })
        .where('kid', '=', kid)
        .execute();

    it('serves a new kid after use_until and accepts the old one until accept_until', async () => {
      const old = await sessionKey(app);
      const sealedForOld = sealForServer({ a: 5 }, old);
      await expireUse(old.kid);

      await withNode(async (node) => {
        const next = await sessionKey(node);
        expect(next.kid).not.toBe(old.kid);
        expect(envelope(await post(node, sealedForOld)).value).toEqual({ a: 5, encrypted: true });
      });

      await handle.db
        .updateTable('enc_keys')
        .set({ accept_until: sql`now() - interval '1 second'` as never })
        .where('kid', '=', old.kid)
        .execute();
      await withNode(async (node) => {
        expect(envelope(await post(node, sealForServer({ a: 5 }, old))).code).toBe('ENCRYPTION_INVALID');
        expect(envelope(await post(node, await sealBody(node, { a: 6 }))).value).toEqual({
          a: 6,
          encrypted: true,
        });
      });
    });

    it('makes one new key when several nodes find none at the same moment', async () => {
      const before = await withNode(sessionKey);
      await expireUse(before.kid);
      const nodes = await Promise.all([1, 2, 3].map(() => buildEncApp(handle)));
      try {
        const kids = new Set((await Promise.all(nodes.map(sessionKey))).map((k) => k.kid));
        expect(kids.size).toBe(1);
        const current = await handle.db
          .selectFrom('enc_keys')
          .select('kid')
          .where('use_until', '>', sql<Date>`now()`)
          .execute();
        expect(current.map((r) => r.kid)).toEqual([...kids]);
      } finally {
        await Promise.all(nodes.map((n) => n.close()));
      }
    });
  });
});
