import { describe, expect, it } from 'vitest';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';
import {
  freshIp,
  headersOf,
  loginWith,
  registerMember,
  testCaptchaImage,
} from './support/identity-client.js';

describe("the member's language", () => {
  const t = withTestApp(testDatabaseKinds()[0]!, {}, { captchaImage: testCaptchaImage });

  const info = async (token: string, language: string) =>
    envelope(
      await t.app.inject({
        method: 'GET',
        url: '/wps/member/info',
        headers: { ...headersOf({ ip: freshIp(), token }), 'x-language': language },
      }),
    ).value as { language: string };
  const save = (token: string, language: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/wps/member/info/language',
      payload: { language },
      headers: headersOf({ ip: freshIp(), token }),
    });

  it('is the language of registration, saved by a choice, and restored at a login on another device', async () => {
    const token = await registerMember(
      t.app,
      'lang00001',
      {},
      { ip: freshIp(), headers: { 'x-language': 'tl' } },
    );
    expect((await info(token, 'en')).language).toBe('tl');
    const saved = await save(token, 'vi');
    expect(envelope(saved)).toMatchObject({ success: true, value: { language: 'vi' } });
    // Another device, its page in English: member info names the saved language, which the page switches to.
    const elsewhere = envelope(
      await loginWith(t.app, { username: 'lang00001', password: 'Secret123' }),
    ).value;
    expect((await info(elsewhere.token, 'en')).language).toBe('vi');
  });

  it('an unsupported language is saved as EN; saving needs a member', async () => {
    const token = await registerMember(t.app, 'lang00002');
    expect(envelope(await save(token, 'klingon')).value).toEqual({ language: 'en' });
    expect((await save('not-a-token-at-all-xxxxxxxx', 'th')).statusCode).toBe(401);
  });

  it("a password-reset mail goes out in the member's language, whatever the page asking is set to", async () => {
    const token = await registerMember(t.app, 'lang00003', { email: 'lang3@example.com' });
    await save(token, 'th');
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: 'username=lang00003&email=lang3%40example.com',
      headers: { ...headersOf({ ip: freshIp() }), 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(envelope(res).success).toBe(true);
    const mail = await t.handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'lang3@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain('รีเซ็ตรหัสผ่านของคุณ');
  });

  it("a login SMS goes out in the member's language", async () => {
    await t.handle.db
      .updateTable('merchants')
      .set({
        identity_flags: JSON.stringify({ verificationCodeLogin: true, phoneLogin: true }) as never,
      })
      .where('code', '=', 'SUERTE_PH')
      .execute();
    await t.handle.db
      .insertInto('members')
      .values({
        merchant_code: 'SUERTE_PH',
        username: 'lang00004',
        nickname: 'lang00004',
        referral_code: 'RLANG00004',
        country_dialing_code: '+63',
        mobile_num: '9175550444',
        language: 'th',
      })
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '09175550444', regType: 'login' },
      headers: { ...headersOf({ ip: freshIp() }), 'x-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const sms = await t.handle.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('phone', '=', '+639175550444')
      .executeTakeFirstOrThrow();
    expect(sms.body).toMatch(/^รหัสยืนยัน Suerte ของคุณคือ \d{6}/);
  });
});
