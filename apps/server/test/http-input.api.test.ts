import { createCipheriv, publicEncrypt, randomBytes, constants } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionKey } from './support/enc-client.js';
import { encCall, freshIp, headersOf, registerMember, testCaptchaImage } from './support/identity-client.js';
import { buildTestApp, envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

/** Text PostgreSQL cannot store: NUL, a lone high surrogate, a lone low surrogate. */
const UNSTORABLE = ['li\u0000nux', 'li\uD800nux', 'li\uDC00nux', '\uDFFF\uD800'];

/** Seals raw JSON text (the web client's Enc), so a test can write numbers JSON.stringify never writes. */
async function sealText(app: FastifyInstance, text: string) {
  const { kid, publicKey } = await sessionKey(app);
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv, { authTagLength: 16 });
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const wrapped = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    aesKey,
  );
  return {
    enc: { kid, key: wrapped.toString('base64'), iv: iv.toString('base64'), data: sealed.toString('base64') },
  };
}

describe.each(testDatabaseKinds())('request input on $name', (kind) => {
  const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });
  let token = '';
  beforeAll(async () => {
    token = await registerMember(t.app, 'inputcheck01');
  });

  const post = (url: string, payload: string | object, caller = { ip: freshIp(), token }) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...headersOf(caller), 'content-type': 'application/json' },
      payload,
    });

  const expectRefused = (res: Awaited<ReturnType<typeof post>>, issuePath?: string) => {
    expect(res.statusCode, res.body).toBe(400);
    const body = envelope(res);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    if (issuePath) expect(body.value.issues).toContainEqual(expect.objectContaining({ path: issuePath }));
  };

  describe('text PostgreSQL cannot store', () => {
    it('is refused in a plain body field (free-play os, payerName)', async () => {
      for (const text of UNSTORABLE) {
        expectRefused(await post('/wps/session/login/freeplay', { os: text }), 'body.os');
        const deposit = { amount: 100, requestId: 'r1', payerName: text, reference: 'ref' };
        expectRefused(await post('/wps/v2/deposits/bank', deposit), 'body.payerName');
      }
    });

    it('is refused in the key id of an Enc envelope (login, registration, password calls)', async () => {
      const envelopeWith = (kid: string) => ({ enc: { kid, key: 'AAAA', iv: 'AAAA', data: 'AAAA' } });
      const calls: ['POST' | 'PUT', string][] = [
        ['POST', '/wps/session/login'],
        ['PUT', '/wps/member/register'],
        ['POST', '/wps/member/password/verification'],
        ['POST', '/wps/member/password/reset'],
        ['POST', '/wps/member/password'],
      ];
      for (const [method, url] of calls) {
        for (const text of UNSTORABLE) {
          const res = await t.app.inject({
            method,
            url,
            headers: headersOf({ ip: freshIp(), token }),
            payload: envelopeWith(text),
          });
          expectRefused(res, 'body.enc.kid');
        }
      }
    });

    it('is refused inside a sealed body, after decryption', async () => {
      for (const text of UNSTORABLE) {
        const res = await encCall(
          t.app,
          'POST',
          '/wps/session/login',
          { type: 'username', username: text, password: 'Secret123' },
          { ip: freshIp() },
        );
        expectRefused(res, 'body.username');
      }
    });

    it('is refused in a query value', async () => {
      for (const value of ['%00', 'a%00b']) {
        const res = await t.app.inject({ method: 'GET', url: `/wps/agent/affiliate?referralCode=${value}` });
        expectRefused(res, 'querystring.referralCode');
      }
    });

    it('is refused in an object key', async () => {
      expectRefused(await post('/wps/session/login/freeplay', { ['o\u0000s']: 'x' }), 'body.(key)');
    });
  });

  describe('numbers that are not written as plain integers', () => {
    const topUp = (amount: string) =>
      post('/wps/v2/deposits/demo', `{"amount":${amount},"requestId":"n-${amount}"}`);

    it('are refused in a member body, while the plain integer is taken', async () => {
      for (const amount of ['1e2', '1E2', '1e+2', '100.0000000000000001', '100.0', '100.00', '0.5e3']) {
        expectRefused(await topUp(amount), 'body');
      }
      const plain = await topUp('100');
      expect(envelope(plain)).toMatchObject({ code: 'OK', value: { amount: 100 } });
    });

    it('are refused inside a sealed body', async () => {
      const withdrawal = (amount: string) =>
        `{"amount":${amount},"requestId":"w1","paymentPassword":"123456","bankName":"BDO",` +
        `"accountName":"Juan","accountNumber":"0012 3456"}`;
      const sealed = (amount: string) =>
        sealText(t.app, withdrawal(amount)).then((payload) =>
          t.app.inject({
            method: 'POST',
            url: '/wps/v2/withdrawals',
            headers: headersOf({ ip: freshIp(), token }),
            payload,
          }),
        );
      expectRefused(await sealed('1e2'), 'body');
      expectRefused(await sealed('100.0000000000000001'), 'body');
      expect(envelope(await sealed('100')).code).not.toBe('VALIDATION_FAILED');
    });

    it('are refused in an integer query value, while the plain integer is taken', async () => {
      const list = (pageSize: string) =>
        t.app.inject({
          method: 'GET',
          url: `/wps/v2/deposits?pageSize=${pageSize}`,
          headers: headersOf({ ip: freshIp(), token }),
        });
      for (const pageSize of ['1e1', '0x0a', '10.0', '%2010', '1e', '']) {
        expectRefused(await list(pageSize), 'querystring.pageSize');
      }
      expect(envelope(await list('10')).value).toMatchObject({ pageSize: 10 });
    });

    it('are only looked for outside strings', async () => {
      const res = await post('/wps/session/login/freeplay', { os: 'v1.5e3' }, { ip: freshIp(), token: '' });
      expect(envelope(res).code).toBe('OK');
    });
  });

  describe('inherited object keys', () => {
    it('are no language: the message falls back to English', async () => {
      const keys = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
      for (const key of keys) {
        for (const headers of [
          { 'x-language': key },
          { 'accept-language': key },
          { cookie: `suerte_lang=${key}` },
        ]) {
          const res = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers });
          expect(res.statusCode, JSON.stringify(headers)).toBe(200);
          expect(envelope(res).message, JSON.stringify(headers)).toBe('OK');
        }
      }
    });
  });

  describe('media keys', () => {
    it('answers 404 for inherited object keys, 200 for a real kind', async () => {
      for (const kindName of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
        const res = await t.app.inject({ method: 'GET', url: `/media/${kindName}/x.svg` });
        expect(res.statusCode, kindName).toBe(404);
      }
      expect((await t.app.inject({ method: 'GET', url: '/media/banner/x.svg' })).statusCode).toBe(200);
    });
  });
});

describe('unreadable cookies', () => {
  let handle: Awaited<ReturnType<ReturnType<typeof testDatabaseKinds>[number]['open']>>;
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    handle = await testDatabaseKinds()[0]!.open();
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'suerte-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Suerte</title>');
    app = await buildTestApp(handle, { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const BROKEN = ['%', '%E0%A4%A', '%zz', '%00', '%ED%A0%80', 'a%'];

  it('are treated as absent on API calls (merchant and language cookies)', async () => {
    for (const value of BROKEN) {
      for (const cookie of [
        `suerte_merchant=${value}`,
        `suerte_lang=${value}`,
        `x=1; suerte_lang=${value}; y=2`,
      ]) {
        const res = await app.inject({ method: 'GET', url: '/wps/system/status', headers: { cookie } });
        expect(res.statusCode, cookie).toBe(200);
        expect(envelope(res).value, cookie).toMatchObject({ merchantCode: 'SUERTE_PH' });
      }
    }
  });

  it('are treated as absent on the home page', async () => {
    for (const value of BROKEN) {
      const res = await app.inject({
        method: 'GET',
        url: '/',
        headers: { accept: 'text/html', cookie: `suerte_lang=${value}` },
      });
      expect(res.statusCode, value).toBe(200);
      // The page carries the host's merchant name (link previews), the default merchant's here.
      expect(res.body).toContain('<title>Suerte Philippines</title>');
    }
  });

  it('still reads a good cookie next to a broken one', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { cookie: 'suerte_merchant=SUERTE_TH; suerte_lang=%' },
    });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).value).toMatchObject({ merchantCode: 'SUERTE_TH' });
  });
});
