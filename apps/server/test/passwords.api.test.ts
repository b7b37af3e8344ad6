import { describe, expect, it } from 'vitest';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';
import {
  encCall,
  freshIp,
  headersOf,
  lastSmsCode,
  loginWith,
  registerMember,
  solvedCaptcha,
  testCaptchaImage,
} from './support/identity-client.js';

describe.each(testDatabaseKinds())('password recovery on $name', (kind) => {
  const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });

  // The request's Host is the attacker's choice: the link must never be built from it.
  const forgotByEmail = (form: string, ip = freshIp(), host = 'evil.example') =>
    t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: form,
      headers: { ...headersOf({ ip }), 'content-type': 'application/x-www-form-urlencoded', host },
    });

  const lastMail = async (to: string) =>
    t.handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .orderBy('id', 'desc')
      .executeTakeFirst();

  it('mails a single-use, expiring reset link that sets a new password and ends sessions', async () => {
    const token = await registerMember(t.app, 'mailuser1', { email: 'mail.user@example.com' });
    const res = await forgotByEmail('username=mailuser1&email=Mail.User%40example.com');
    expect(envelope(res)).toMatchObject({ success: true, value: { done: true } });
    const mail = await lastMail('mail.user@example.com');
    expect(mail?.body).not.toContain('evil.example');
    // The demo merchant's main domain is local: the link goes to it on the configured port.
    const link = mail?.body.match(/http:\/\/localhost:8080\/reset-password\?token=([A-Za-z0-9_-]+)/);
    expect(link).toBeTruthy();
    const resetToken = link![1]!;
    const stored = await t.handle.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(resetToken);

    const reset = (body: Record<string, string>) =>
      encCall(t.app, 'POST', '/wps/member/password/reset', body, { ip: freshIp() });
    expect(
      envelope(await reset({ token: resetToken, newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' }))
        .success,
    ).toBe(true);
    expect(
      envelope(await reset({ token: resetToken, newPassword: 'Other1234', confirmNewPassword: 'Other1234' }))
        .code,
    ).toBe('RESET_LINK_INVALID');
    const info = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: headersOf({ ip: freshIp(), token }),
    });
    expect(info.statusCode).toBe(401);
    expect(envelope(await loginWith(t.app, { username: 'mailuser1', password: 'Fresh1234' })).success).toBe(
      true,
    );
  });

  it("links to the merchant's own main domain, whatever Host the request named", async () => {
    const th = { ip: freshIp(), headers: { host: 'th.suerte.example' } };
    await registerMember(t.app, 'thmail01', { email: 'th.user@example.com' }, th);
    const res = await forgotByEmail(
      'username=thmail01&email=th.user%40example.com',
      freshIp(),
      'th.suerte.example',
    );
    expect(envelope(res).success).toBe(true);
    const mail = await lastMail('th.user@example.com');
    expect(mail?.body).toMatch(/https:\/\/th\.suerte\.example\/reset-password\?token=[A-Za-z0-9_-]+/);
  });

  it('answers the same when the account or the email does not match, and sends nothing', async () => {
    await registerMember(t.app, 'mailuser2', { email: 'two@example.com' });
    const unknown = envelope(await forgotByEmail('username=nobody99&email=two%40example.com'));
    const wrongMail = envelope(await forgotByEmail('username=mailuser2&email=other%40example.com'));
    expect(unknown).toEqual(wrongMail);
    expect(unknown.success).toBe(true);
    expect(await lastMail('two@example.com')).toBeUndefined();
  });

  it('refuses an expired reset link', async () => {
    await registerMember(t.app, 'mailuser3', { email: 'three@example.com' });
    await forgotByEmail('username=mailuser3&email=three%40example.com');
    const resetToken = (await lastMail('three@example.com'))!.body.match(/token=([A-Za-z0-9_-]+)/)![1]!;
    await t.handle.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: '2020-01-01T00:00:00Z' })
      .execute();
    const res = await encCall(
      t.app,
      'POST',
      '/wps/member/password/reset',
      { token: resetToken, newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
      { ip: freshIp() },
    );
    expect(envelope(res).code).toBe('RESET_LINK_INVALID');
  });

  it('limits reset mails per address', async () => {
    const ip = freshIp();
    const codes: string[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(envelope(await forgotByEmail(`username=flood${i}&email=x%40example.com`, ip)).code);
    expect(codes.slice(0, 5).every((c) => c === 'OK')).toBe(true);
    expect(codes[5]).toBe('RATE_LIMITED');
  });

  it('resets by phone with an SMS code meant for recovery', async () => {
    const caller = { ip: freshIp() };
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: '9176660001', regType: 'mobile' },
      headers: headersOf(caller),
    });
    const registerCode = await lastSmsCode(t.handle.db, '+639176660001');
    const registered = await encCall(
      t.app,
      'PUT',
      '/wps/member/register/mobile',
      {
        mobileNum: '9176660001',
        verificationCode: registerCode,
        password: 'Mobile123',
        confirmPassword: 'Mobile123',
        birthday: '1980-01-01',
        agreement: true,
        ...(await solvedCaptcha(t.app, caller)),
      },
      caller,
    );
    expect(envelope(registered).success).toBe(true);
    await t.handle.db.deleteFrom('rate_limits').where('key', 'like', '%639176660001%').execute();

    const other = { ip: freshIp() };
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '9176660001', regType: 'forgot' },
      headers: headersOf(other),
    });
    const code = await lastSmsCode(t.handle.db, '+639176660001');
    const wrongPurpose = await encCall(
      t.app,
      'POST',
      '/wps/session/login',
      { type: 'sms', mobileNum: '9176660001', verificationCode: code },
      other,
    );
    expect(envelope(wrongPurpose).code).toBe('VERIFICATION_CODE_INVALID');
    await t.handle.db.deleteFrom('rate_limits').where('key', 'like', '%639176660001%').execute();
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '9176660001', regType: 'forgot' },
      headers: headersOf(other),
    });
    const fresh = await lastSmsCode(t.handle.db, '+639176660001');
    const res = await encCall(
      t.app,
      'POST',
      '/wps/member/password/verification',
      {
        mobileNum: '9176660001',
        verificationCode: fresh,
        newPassword: 'Phone1234',
        confirmNewPassword: 'Phone1234',
      },
      other,
    );
    expect(envelope(res)).toMatchObject({ success: true });
    expect(envelope(await loginWith(t.app, { username: '9176660001', password: 'Phone1234' })).success).toBe(
      true,
    );
  });
});
