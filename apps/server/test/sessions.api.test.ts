import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/identity/index.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';
import {
  encCall,
  freshIp,
  headersOf,
  loginWith,
  registerMember,
  setMerchantIdentity,
  solvedCaptcha,
  testCaptchaImage,
} from './support/identity-client.js';

describe.each(testDatabaseKinds())('login and sessions on $name', (kind) => {
  const t = withTestApp(kind, { LOGIN_MAX_FAILURES: '3' }, { captchaImage: testCaptchaImage });

  const info = (token: string, ip = freshIp()) =>
    t.app.inject({ method: 'GET', url: '/wps/member/info', headers: headersOf({ ip, token }) });

  it('logs in by username and password and rotates the token at every login', async () => {
    const first = await registerMember(t.app, 'bob00001');
    const res = await loginWith(t.app, { username: 'BOB00001', password: 'Secret123' });
    const body = envelope(res);
    expect(body).toMatchObject({ success: true, value: { firstTimeLogin: false, passwordExpired: false } });
    expect(body.value.token).not.toBe(first);
    expect(Buffer.from(body.value.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await t.handle.db.selectFrom('member_sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(body.value.token);
  });

  it('keeps one session per member: the old client is told it logged in elsewhere', async () => {
    const old = await registerMember(t.app, 'carol0001');
    expect((await info(old)).statusCode).toBe(200);
    const fresh = envelope(await loginWith(t.app, { username: 'carol0001', password: 'Secret123' })).value
      .token;
    const kicked = await info(old);
    expect(kicked.statusCode).toBe(401);
    expect(envelope(kicked).code).toBe('LOGGED_IN_ELSEWHERE');
    expect((await info(fresh)).statusCode).toBe(200);
  });

  it('gives unknown users and wrong passwords the same answer', async () => {
    await registerMember(t.app, 'dave00001');
    const wrong = await loginWith(t.app, { username: 'dave00001', password: 'Wrong1234' });
    const unknown = await loginWith(t.app, { username: 'nobody0001', password: 'Wrong1234' });
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(envelope(wrong)).toEqual(envelope(unknown));
    expect(envelope(wrong)).toMatchObject({ code: 'INVALID_CREDENTIALS', value: { captchaRequired: true } });
  });

  it('asks for a captcha after a failed login and locks the account after the limit', async () => {
    await registerMember(t.app, 'erin00001');
    const ip = freshIp();
    await loginWith(t.app, { username: 'erin00001', password: 'Wrong1234' }, { ip });
    const noCaptcha = await loginWith(t.app, { username: 'erin00001', password: 'Secret123' }, { ip });
    expect(envelope(noCaptcha)).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captchaRequired: true } });

    const other = freshIp();
    const captcha = await solvedCaptcha(t.app, { ip: other });
    await loginWith(t.app, { username: 'erin00001', password: 'Wrong1234', ...captcha }, { ip: other });
    const third = freshIp();
    const locked = await loginWith(
      t.app,
      { username: 'erin00001', password: 'Wrong1234', ...(await solvedCaptcha(t.app, { ip: third })) },
      { ip: third },
    );
    expect(locked.statusCode).toBe(429);
    expect(envelope(locked).code).toBe('ACCOUNT_LOCKED');
    // Even the right password is refused while locked, from any address.
    const fourth = freshIp();
    const right = await loginWith(
      t.app,
      { username: 'erin00001', password: 'Secret123', ...(await solvedCaptcha(t.app, { ip: fourth })) },
      { ip: fourth },
    );
    expect(envelope(right).code).toBe('ACCOUNT_LOCKED');
    const events = await t.handle.db
      .selectFrom('auth_events')
      .select('event')
      .where('subject', '=', 'erin00001')
      .execute();
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['login_failed', 'lockout']));
  });

  it('forces a password change for 123456 before anything else, then ends every session', async () => {
    const row = await t.handle.db
      .insertInto('members')
      .values({
        merchant_code: 'SUERTE_PH',
        username: 'weakling1',
        nickname: 'Weak',
        referral_code: 'WEAKREF1',
        password_hash: await hashPassword('123456'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const login = envelope(await loginWith(t.app, { username: 'weakling1', password: '123456' }));
    expect(login.value).toMatchObject({
      passwordExpired: true,
      passwordChangeRequired: 'weak',
      firstTimeLogin: true,
    });
    const token = login.value.token as string;
    const icon = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info/icon',
      headers: headersOf({ ip: freshIp(), token }),
    });
    expect(envelope(icon).code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect(envelope(await info(token)).value.passwordChangeRequired).toBe('weak');

    const change = (body: Record<string, string>) =>
      encCall(t.app, 'POST', '/wps/member/password', body, { ip: freshIp(), token });
    expect(
      envelope(await change({ oldPassword: '123456', newPassword: '123456', confirmNewPassword: '123456' }))
        .code,
    ).toMatch(/WEAK_PASSWORD|VALIDATION_FAILED/);
    expect(
      envelope(
        await change({ oldPassword: '123456', newPassword: 'Better123', confirmNewPassword: 'Better124' }),
      ).code,
    ).toBe('PASSWORD_MISMATCH');
    expect(
      envelope(
        await change({ oldPassword: 'nope', newPassword: 'Better123', confirmNewPassword: 'Better123' }),
      ).code,
    ).toBe('WRONG_OLD_PASSWORD');
    expect(
      envelope(
        await change({ oldPassword: '123456', newPassword: 'Better123', confirmNewPassword: 'Better123' }),
      ).success,
    ).toBe(true);

    expect(envelope(await info(token)).code).toBe('SESSION_EXPIRED');
    const again = envelope(await loginWith(t.app, { username: 'weakling1', password: 'Better123' }));
    expect(again.value.passwordChangeRequired).toBeNull();
    const events = await t.handle.db
      .selectFrom('auth_events')
      .select('event')
      .where('member_id', '=', row.id)
      .execute();
    expect(events.map((e) => e.event)).toContain('password_changed');
  });

  it('forces a change when the password is older than the merchant allows', async () => {
    await registerMember(t.app, 'oldpass01');
    await t.handle.db
      .updateTable('members')
      .set({ password_changed_at: '2020-01-01T00:00:00Z' })
      .where('username', '=', 'oldpass01')
      .execute();
    expect(
      envelope(await loginWith(t.app, { username: 'oldpass01', password: 'Secret123' })).value
        .passwordChangeRequired,
    ).toBeNull();
    await setMerchantIdentity(t.handle.db, 'SUERTE_PH', { flags: { forcePasswordExpiryChange: true } });
    try {
      expect(
        envelope(await loginWith(t.app, { username: 'oldpass01', password: 'Secret123' })).value
          .passwordChangeRequired,
      ).toBe('expired');
    } finally {
      await setMerchantIdentity(t.handle.db, 'SUERTE_PH', { flags: { forcePasswordExpiryChange: false } });
    }
  });

  it('logs out: the token stops working', async () => {
    const token = await registerMember(t.app, 'frank0001');
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: headersOf({ ip: freshIp(), token }),
    });
    expect(envelope(out).success).toBe(true);
    expect((await info(token)).statusCode).toBe(401);
  });

  it('expires idle and old sessions', async () => {
    const idle = await registerMember(t.app, 'grace0001');
    await t.handle.db
      .updateTable('member_sessions')
      .set({ last_seen_at: '2020-01-01T00:00:00Z' })
      .where('revoked_at', 'is', null)
      .where(
        'member_id',
        '=',
        (
          await t.handle.db
            .selectFrom('members')
            .select('id')
            .where('username', '=', 'grace0001')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    expect(envelope(await info(idle)).code).toBe('SESSION_EXPIRED');
    const old = await registerMember(t.app, 'henry0001');
    await t.handle.db
      .updateTable('member_sessions')
      .set({ absolute_expires_at: '2020-01-01T00:00:00Z' })
      .where('revoked_at', 'is', null)
      .where(
        'member_id',
        '=',
        (
          await t.handle.db
            .selectFrom('members')
            .select('id')
            .where('username', '=', 'henry0001')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    expect(envelope(await info(old)).code).toBe('SESSION_EXPIRED');
  });

  it('ends the sessions of a disabled account', async () => {
    const token = await registerMember(t.app, 'ivan00001');
    await t.handle.db
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('username', '=', 'ivan00001')
      .execute();
    expect(envelope(await info(token)).code).toBe('ACCOUNT_DISABLED');
    expect(envelope(await loginWith(t.app, { username: 'ivan00001', password: 'Secret123' })).code).toBe(
      'ACCOUNT_DISABLED',
    );
  });

  it("never shows one member another member's data, nor a token of another merchant", async () => {
    const a = await registerMember(t.app, 'judy00001');
    const b = await registerMember(t.app, 'kate00001');
    expect(envelope(await info(a)).value.username).toBe('judy00001');
    expect(envelope(await info(b)).value.username).toBe('kate00001');
    const icon = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/wps/member/info/icon',
        headers: headersOf({ ip: freshIp(), token }),
      });
    expect(envelope(await icon(a)).value).toEqual({ iconUrl: '/media/avatar/j.svg' });
    expect(envelope(await icon(b)).value).toEqual({ iconUrl: '/media/avatar/k.svg' });
    const th = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { ...headersOf({ ip: freshIp(), token: a }), 'x-merchant-code': 'SUERTE_TH' },
    });
    expect(th.statusCode).toBe(401);
    for (const url of ['/wps/member/info', '/wps/member/info/icon', '/wps/member/info/funds/consolidated']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('gives a free-play session that is not a real account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'linux', platform: 'W', gatewayVersion: 3 },
      headers: headersOf({ ip: freshIp() }),
    });
    const token = envelope(res).value.token as string;
    expect(envelope(await info(token)).value.isAgent).toBe(4);
    const funds = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info/funds/consolidated',
      headers: headersOf({ ip: freshIp(), token }),
    });
    expect(envelope(funds).code).toBe('NOT_REAL_ACCOUNT');
  });

  it('logs in by SMS code when the merchant allows it', async () => {
    const caller = { ip: freshIp() };
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: '9175550001', regType: 'mobile' },
      headers: headersOf(caller),
    });
    const { lastSmsCode } = await import('./support/identity-client.js');
    const registerCode = await lastSmsCode(t.handle.db, '+639175550001');
    await encCall(
      t.app,
      'PUT',
      '/wps/member/register/mobile',
      {
        mobileNum: '9175550001',
        verificationCode: registerCode,
        password: 'Mobile123',
        confirmPassword: 'Mobile123',
        birthday: '1980-01-01',
        agreement: true,
        ...(await solvedCaptcha(t.app, caller)),
      },
      caller,
    );

    // A minute passes: the per-number resend interval is over.
    await t.handle.db.deleteFrom('rate_limits').where('key', 'like', '%639175550001%').execute();
    const other = { ip: freshIp() };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '9175550001', regType: 'login' },
      headers: headersOf(other),
    });
    expect(envelope(sent), sent.body).toMatchObject({ success: true });
    expect(envelope(sent).value.expiredMinutes).toBeGreaterThan(0);
    const code = await lastSmsCode(t.handle.db, '+639175550001');
    expect(code).not.toBe(registerCode);
    const login = await encCall(
      t.app,
      'POST',
      '/wps/session/login',
      { type: 'sms', mobileNum: '9175550001', verificationCode: code },
      other,
    );
    expect(envelope(login)).toMatchObject({ success: true, value: { passwordChangeRequired: null } });
    const replay = await encCall(
      t.app,
      'POST',
      '/wps/session/login',
      { type: 'sms', mobileNum: '9175550001', verificationCode: code },
      other,
    );
    expect(envelope(replay).code).toBe('VERIFICATION_CODE_INVALID');
  });
});
