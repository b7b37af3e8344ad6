import { describe, expect, it } from 'vitest';
import { createLimiterFactory } from '../src/http/kernel/rate-limit.js';
import { createCaptchaService } from '../src/modules/captcha/index.js';
import {
  createOutboxSmsProvider,
  createVerificationService,
  type VerificationPurpose,
} from '../src/modules/verification/index.js';
import { buildTestApp, envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

const REGISTER = '/wps/verification/sms/register';
const NO_LOGIN = '/wps/verification/sms/noLogin';
const MERCHANT = 'SUERTE_PH';

describe.each(testDatabaseKinds())('SMS verification calls on $name', (kind) => {
  const t = withTestApp(kind);
  let last = 0;
  // Sends are limited per phone and per address, so every test texts its own number from its own address.
  const next = () => {
    last += 1;
    const national = `917${String(last).padStart(7, '0')}`;
    const ip = `10.3.${Math.floor(last / 200)}.${(last % 200) + 1}`;
    return { mobile: `0${national}`, national, phone: `+63${national}`, ip };
  };

  const post = (url: string, payload: object, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip, ...headers } });

  const outbox = (phone: string) =>
    t.handle.db.selectFrom('sms_outbox').selectAll().where('phone', '=', phone).orderBy('id').execute();

  const codeOf = (body: string) => /\b(\d{6})\b/.exec(body)?.[1] ?? '';

  const check = (phone: string, purpose: VerificationPurpose, code: string) =>
    createVerificationService(
      t.handle.db,
      createLimiterFactory(t.handle.pool),
      createOutboxSmsProvider(t.handle.db),
    ).check({ merchantCode: MERCHANT, phone, purpose, code });

  /** Runs with some identity switches changed, then puts the merchant's switches back as they were. */
  async function withFlags(flags: Record<string, boolean>, run: () => Promise<void>) {
    const { identity_flags: before } = await t.handle.db
      .selectFrom('merchants')
      .select('identity_flags')
      .where('code', '=', MERCHANT)
      .executeTakeFirstOrThrow();
    const set = (value: object) =>
      t.handle.db
        .updateTable('merchants')
        .set({ identity_flags: JSON.stringify(value) as never })
        .where('code', '=', MERCHANT)
        .execute();
    await set({ ...before, ...flags });
    try {
      await run();
    } finally {
      await set(before);
    }
  }

  async function addMember(national: string, status: 'active' | 'disabled' = 'active') {
    await t.handle.db
      .insertInto('members')
      .values({
        merchant_code: MERCHANT,
        username: `member${national}`,
        nickname: `member${national}`,
        referral_code: `R${national}`,
        country_dialing_code: '+63',
        mobile_num: national,
        status,
      })
      .execute();
  }

  describe('POST /wps/verification/sms/register', () => {
    it('texts a six-digit code to the outbox and never puts it in the answer', async () => {
      const { mobile, phone, ip } = next();
      const before = Date.now();
      const res = await post(REGISTER, { mobileNo: mobile, regType: 'mobile' }, ip);
      expect(res.statusCode).toBe(200);
      const { value } = envelope(res);
      expect(value.expiredMinutes).toBe(5);
      // The page counts down the server's own resend limit (one code per phone a minute).
      expect(value.resendAfterSeconds).toBe(60);
      expect(value.expirationTime).toBeGreaterThan(before + 4 * 60_000);
      expect(value.expirationTime).toBeLessThan(Date.now() + 6 * 60_000);
      const [sms, ...more] = await outbox(phone);
      expect(more).toHaveLength(0);
      expect(sms!.merchant_code).toBe(MERCHANT);
      expect(sms!.body).toMatch(/^Your Suerte verification code is \d{6}\. It expires in 5 minutes\.$/);
      expect(res.body).not.toContain(codeOf(sms!.body));
      const [row] = await t.handle.db
        .selectFrom('verification_codes')
        .selectAll()
        .where('phone', '=', phone)
        .execute();
      expect(row!.code_hash).not.toContain(codeOf(sms!.body));
      expect(row).toMatchObject({ purpose: 'register', ip, attempts: 0, consumed_at: null });
    });

    it('writes the SMS in the request language', async () => {
      const { mobile, phone, ip } = next();
      await post(REGISTER, { mobileNo: mobile, regType: 'username' }, ip, { 'x-language': 'th' });
      expect((await outbox(phone))[0]!.body).toMatch(/^รหัสยืนยัน Suerte ของคุณคือ \d{6} รหัสจะหมดอายุใน 5 นาที$/);
    });

    it('refuses a second send to the same phone within a minute', async () => {
      const { mobile, ip } = next();
      expect((await post(REGISTER, { mobileNo: mobile }, ip)).statusCode).toBe(200);
      const again = await post(REGISTER, { mobileNo: mobile }, next().ip);
      expect(again.statusCode).toBe(429);
      const body = envelope(again);
      expect(body.code).toBe('RATE_LIMITED');
      expect(body.value.retryAfterSeconds).toBeGreaterThan(50);
      // The wait named is the real one (under a minute), not a fixed text.
      expect(body.message).toMatch(/^Too many requests\. Please retry after (5\d seconds|1 minute)\.$/);
    });

    it('refuses an eleventh send from one address within an hour', async () => {
      const ip = '10.4.0.1';
      for (let i = 0; i < 10; i++)
        expect((await post(REGISTER, { mobileNo: next().mobile }, ip)).statusCode).toBe(200);
      const res = await post(REGISTER, { mobileNo: next().mobile }, ip);
      expect(envelope(res).code).toBe('RATE_LIMITED');
    });

    it('texts the number under the dialing code the visitor chose', async () => {
      const { national, ip } = next();
      expect((await post(REGISTER, { mobileNo: national, countryDialingCode: '66' }, ip)).statusCode).toBe(
        200,
      );
      expect(await outbox(`+66${national}`)).toHaveLength(1);
    });

    it('refuses a number with the wrong digit count, naming the field', async () => {
      const res = await post(REGISTER, { mobileNo: '091712345' }, next().ip);
      expect(res.statusCode).toBe(400);
      expect(envelope(res)).toMatchObject({
        code: 'VALIDATION_FAILED',
        value: { issues: [{ path: 'body.mobileNo', message: 'phone' }] },
      });
    });

    it('answers a number a member already has like a free one, and texts its owner a notice, not a code', async () => {
      const taken = next();
      await addMember(taken.national);
      const free = next();
      const takenRes = await post(REGISTER, { mobileNo: taken.mobile }, taken.ip);
      const freeRes = await post(REGISTER, { mobileNo: free.mobile }, free.ip);
      expect(takenRes.statusCode).toBe(freeRes.statusCode);
      const shape = (res: typeof takenRes) => {
        const { value, ...rest } = envelope(res);
        return { ...rest, value: Object.keys(value).sort(), minutes: value.expiredMinutes };
      };
      expect(shape(takenRes)).toEqual(shape(freeRes));
      const [notice] = await outbox(taken.phone);
      expect(notice!.body).toMatch(/already has one/);
      expect(codeOf(notice!.body)).toBe('');
      const codes = await t.handle.db
        .selectFrom('verification_codes')
        .select('id')
        .where('phone', '=', taken.phone)
        .execute();
      expect(codes).toEqual([]);
    });

    it('limits sends to taken numbers before answering, so they cannot be listed', async () => {
      const ip = '10.4.9.1';
      const answers: string[] = [];
      for (let i = 0; i < 11; i += 1) {
        const { mobile, national } = next();
        await addMember(national);
        answers.push(envelope(await post(REGISTER, { mobileNo: mobile }, ip)).code);
      }
      expect(answers.slice(0, 10)).toEqual(Array(10).fill('OK'));
      expect(answers[10]).toBe('RATE_LIMITED');
    });

    it('is off unless SMS verification is on, and for mobile sign-up unless mobile registration is on', async () => {
      await withFlags({ smsVerification: false }, async () => {
        const off = await post(REGISTER, { mobileNo: next().mobile, regType: 'username' }, next().ip);
        expect(off.statusCode).toBe(403);
        expect(envelope(off).code).toBe('FEATURE_DISABLED');
      });
      await withFlags({ mobileRegistration: false }, async () => {
        expect(
          envelope(await post(REGISTER, { mobileNo: next().mobile, regType: 'mobile' }, next().ip)).code,
        ).toBe('FEATURE_DISABLED');
        expect(
          (await post(REGISTER, { mobileNo: next().mobile, regType: 'username' }, next().ip)).statusCode,
        ).toBe(200);
      });
    });

    it('checks a captcha when one is sent, and sends nothing when it is wrong', async () => {
      const captcha = createCaptchaService(t.handle.db, createLimiterFactory(t.handle.pool), {
        generate: () => ({ text: 'wxyz', svg: '<svg/>' }),
      });
      const wrong = next();
      const first = await captcha.issue(wrong.ip);
      const res = await post(
        REGISTER,
        { mobileNo: wrong.mobile, captchaId: first.captchaId, captcha: 'nope' },
        wrong.ip,
      );
      expect(envelope(res).code).toBe('CAPTCHA_INVALID');
      expect(await outbox(wrong.phone)).toHaveLength(0);
      const right = next();
      const second = await captcha.issue(right.ip);
      const ok = await post(
        REGISTER,
        { mobileNo: right.mobile, captchaId: second.captchaId, captcha: 'WXYZ' },
        right.ip,
      );
      expect(ok.statusCode).toBe(200);
      expect(await outbox(right.phone)).toHaveLength(1);
    });
  });

  describe('POST /wps/verification/sms/noLogin', () => {
    it('texts a login code to a member and a reset code for recovery', async () => {
      const { mobile, national, phone, ip } = next();
      await addMember(national);
      expect((await post(NO_LOGIN, { mobileNum: mobile, regType: 'login' }, ip)).statusCode).toBe(200);
      const rows = await t.handle.db
        .selectFrom('verification_codes')
        .select('purpose')
        .where('phone', '=', phone)
        .execute();
      expect(rows).toEqual([{ purpose: 'login' }]);
      const code = codeOf((await outbox(phone))[0]!.body);
      await expect(check(phone, 'login', code)).resolves.toBeUndefined();

      const other = next();
      await addMember(other.national);
      await post(NO_LOGIN, { mobileNum: other.mobile, regType: 'forgot' }, other.ip);
      await expect(
        check(other.phone, 'reset', codeOf((await outbox(other.phone))[0]!.body)),
      ).resolves.toBeUndefined();
    });

    it('answers an unknown or disabled number exactly as if sent, but sends nothing', async () => {
      const known = next();
      await addMember(known.national);
      const sent = envelope(await post(NO_LOGIN, { mobileNum: known.mobile }, known.ip));
      for (const status of [null, 'disabled'] as const) {
        const stranger = next();
        if (status) await addMember(stranger.national, status);
        const res = await post(NO_LOGIN, { mobileNum: stranger.mobile }, stranger.ip);
        const body = envelope(res);
        expect(res.statusCode).toBe(200);
        expect(Object.keys(body.value)).toEqual(Object.keys(sent.value));
        expect(body.value.expiredMinutes).toBe(sent.value.expiredMinutes);
        expect(Math.abs(body.value.expirationTime - sent.value.expirationTime)).toBeLessThan(30_000);
        expect(await outbox(stranger.phone)).toHaveLength(0);
        const codes = await t.handle.db
          .selectFrom('verification_codes')
          .select('id')
          .where('phone', '=', stranger.phone)
          .execute();
        expect(codes).toHaveLength(0);
        // Limits count the same, so a second try is refused for strangers as for members.
        expect((await post(NO_LOGIN, { mobileNum: stranger.mobile }, next().ip)).statusCode).toBe(429);
      }
    });

    it('needs verification-code login for login and phone recovery for forgot', async () => {
      await withFlags({ verificationCodeLogin: false }, async () => {
        expect(
          envelope(await post(NO_LOGIN, { mobileNum: next().mobile, regType: 'login' }, next().ip)).code,
        ).toBe('FEATURE_DISABLED');
      });
      await withFlags({ phoneRecovery: false }, async () => {
        expect(
          envelope(await post(NO_LOGIN, { mobileNum: next().mobile, regType: 'forgot' }, next().ip)).code,
        ).toBe('FEATURE_DISABLED');
        expect(
          (await post(NO_LOGIN, { mobileNum: next().mobile, regType: 'login' }, next().ip)).statusCode,
        ).toBe(200);
      });
    });

    it('rejects unknown body fields', async () => {
      const res = await post(NO_LOGIN, { mobileNum: next().mobile, code: '123456' }, next().ip);
      expect(envelope(res).code).toBe('VALIDATION_FAILED');
    });
  });

  describe('with the HTTP SMS gateway', () => {
    it('answers SMS_SEND_FAILED with 502 when the gateway cannot take the message, and keeps no code', async () => {
      const app = await buildTestApp(t.handle, {
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'http://127.0.0.1:1/send',
      });
      try {
        const { mobile, phone, ip } = next();
        const res = await app.inject({
          method: 'POST',
          url: REGISTER,
          payload: { mobileNo: mobile },
          headers: { 'x-forwarded-for': ip },
        });
        expect(res.statusCode).toBe(502);
        expect(envelope(res).code).toBe('SMS_SEND_FAILED');
        expect(await outbox(phone)).toHaveLength(0);
        const open = await t.handle.db
          .selectFrom('verification_codes')
          .select('id')
          .where('phone', '=', phone)
          .where('consumed_at', 'is', null)
          .execute();
        expect(open).toHaveLength(0);
      } finally {
        await app.close();
      }
    });
  });
});
