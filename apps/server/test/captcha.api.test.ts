import { describe, expect, it } from 'vitest';
import { createLimiterFactory } from '../src/http/kernel/rate-limit.js';
import { type CaptchaOptions, createCaptchaService } from '../src/modules/captcha/index.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseKinds())('captcha on $name', (kind) => {
  const t = withTestApp(kind);
  let lastIp = 0;
  // Refreshes are limited per address, so every test asks from its own.
  const nextIp = () => `10.1.0.${++lastIp}`;

  const issue = (ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/wps/captcha', headers: { 'x-forwarded-for': ip, ...headers } });

  describe('GET /wps/captcha', () => {
    it('returns a drawn SVG image as a base64 data URL, an id and its lifetime', async () => {
      const res = await issue(nextIp());
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { value } = envelope(res);
      expect(value.captchaId).toMatch(/^[0-9a-f-]{36}$/);
      expect(value.expiresInSeconds).toBe(120);
      expect(value.image).toMatch(/^data:image\/svg\+xml;base64,/);
      const svg = Buffer.from(value.image.split(',')[1], 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).toContain('<path');
    });

    it('stores only a hash of the answer, with the address and an expiry', async () => {
      const ip = nextIp();
      const { value } = envelope(await issue(ip));
      const row = await t.handle.db
        .selectFrom('captcha_challenges')
        .selectAll()
        .where('id', '=', value.captchaId)
        .executeTakeFirstOrThrow();
      expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.ip).toBe(ip);
      expect(row.used_at).toBeNull();
      expect(new Date(row.expires_at).getTime()).toBeGreaterThan(Date.now() + 100_000);
    });

    it('refuses a second refresh within one second from the same address', async () => {
      const ip = nextIp();
      expect((await issue(ip)).statusCode).toBe(200);
      const again = await issue(ip);
      expect(again.statusCode).toBe(429);
      expect(envelope(again)).toMatchObject({ code: 'RATE_LIMITED', value: { retryAfterSeconds: 1 } });
      expect((await issue(nextIp())).statusCode).toBe(200);
      await sleep(1100);
      expect((await issue(ip)).statusCode).toBe(200);
    });

    it('is closed to a visitor from a restricted region', async () => {
      const res = await issue('8.8.8.8');
      expect(res.statusCode).toBe(403);
      expect(envelope(res).code).toBe('REGION_RESTRICTED');
    });
  });

  describe('verify', () => {
    const service = (options: CaptchaOptions = {}) =>
      createCaptchaService(t.handle.db, createLimiterFactory(t.handle.pool), {
        generate: () => ({ text: 'AbCd7', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
        ...options,
      });

    it('accepts the right answer in any case, once; a replay is refused', async () => {
      const captcha = service();
      const { captchaId } = await captcha.issue(nextIp());
      await expect(captcha.verify(captchaId, ' abcd7 ')).resolves.toBeUndefined();
      await expect(captcha.verify(captchaId, 'AbCd7')).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
    });

    it('burns the challenge on a wrong answer', async () => {
      const captcha = service();
      const { captchaId } = await captcha.issue(nextIp());
      await expect(captcha.verify(captchaId, 'wrong')).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
      await expect(captcha.verify(captchaId, 'AbCd7')).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
    });

    it('refuses an expired challenge', async () => {
      const captcha = service({ ttlSeconds: 1 });
      const issued = await captcha.issue(nextIp());
      expect(issued.expiresInSeconds).toBe(1);
      await sleep(1100);
      await expect(captcha.verify(issued.captchaId, 'AbCd7')).rejects.toMatchObject({
        code: 'CAPTCHA_INVALID',
      });
    });

    it('asks for the captcha when the id or the answer is missing', async () => {
      const captcha = service();
      const { captchaId } = await captcha.issue(nextIp());
      for (const [id, answer] of [
        [undefined, 'AbCd7'],
        [captchaId, undefined],
        [captchaId, '  '],
        ['', 'AbCd7'],
      ] as const) {
        await expect(captcha.verify(id, answer)).rejects.toMatchObject({ code: 'CAPTCHA_REQUIRED' });
      }
      // Asking again did not burn it.
      await expect(captcha.verify(captchaId, 'abcd7')).resolves.toBeUndefined();
    });

    it('refuses an unknown or malformed id', async () => {
      const captcha = service();
      await expect(captcha.verify('00000000-0000-4000-8000-000000000000', 'AbCd7')).rejects.toMatchObject({
        code: 'CAPTCHA_INVALID',
      });
      await expect(captcha.verify("x' or 1=1 --", 'AbCd7')).rejects.toMatchObject({
        code: 'CAPTCHA_INVALID',
      });
    });

    it('lets only one of two simultaneous answers through', async () => {
      const captcha = service();
      const { captchaId } = await captcha.issue(nextIp());
      const results = await Promise.allSettled([
        captcha.verify(captchaId, 'AbCd7'),
        captcha.verify(captchaId, 'AbCd7'),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    });
  });
});

describe.each(testDatabaseKinds())('rate limits under concurrent requests on $name', (kind) => {
  const t = withTestApp(kind);

  it('answers every simultaneous captcha request from different addresses', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({
          method: 'GET',
          url: '/wps/captcha',
          headers: { 'x-forwarded-for': `10.99.0.${i + 1}` },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
  });
});
