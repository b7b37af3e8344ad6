import { describe, expect, it } from 'vitest';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';
import {
  encCall,
  freshIp,
  headersOf,
  lastSmsCode,
  registerMember,
  registrationOf,
  setMerchantIdentity,
  solvedCaptcha,
  testCaptchaImage,
} from './support/identity-client.js';

describe.each(testDatabaseKinds())('registration on $name', (kind) => {
  const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });

  const register = async (body: Record<string, unknown>, ip = freshIp(), withCaptcha = true) => {
    const caller = { ip };
    const captcha = withCaptcha ? await solvedCaptcha(t.app, caller) : {};
    return encCall(t.app, 'PUT', '/wps/member/register', { ...body, ...captcha }, caller);
  };

  it('gives the rules, flags and limits of the merchant', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/setting/register' });
    const { value } = envelope(res);
    expect(value.rules.username).toMatchObject({ enabled: true, required: true, patternId: 1 });
    expect(value.rules.qqNum.enabled).toBe(false);
    expect(value.flags).toMatchObject({ captchaOnRegister: true, allowPlainBodies: false });
    expect(value.limits.minimumAge).toBeGreaterThanOrEqual(18);
    expect(value.agreementRequired).toBe(true);
  });

  it('registers by username and logs the member in', async () => {
    const res = await register(registrationOf('alice01', { email: 'alice@example.com', nickname: 'Ali' }));
    const body = envelope(res);
    expect(body).toMatchObject({
      success: true,
      value: { firstTimeLogin: true, passwordChangeRequired: null },
    });
    const info = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: `Bearer ${body.value.token}` },
    });
    expect(envelope(info).value).toMatchObject({
      username: 'alice01',
      nickname: 'Ali',
      isAgent: 0,
      currency: 'PHP',
    });
    const stored = await t.handle.db
      .selectFrom('members')
      .select('password_hash')
      .where('username', '=', 'alice01')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a plain body on an Enc call', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: registrationOf('plainbody1'),
      headers: headersOf({ ip: freshIp() }),
    });
    expect(envelope(res).code).toBe('ENCRYPTION_REQUIRED');
  });

  it('names each field that breaks its rule, and changes nothing', async () => {
    const res = await register(registrationOf('1bad', { password: 'abcdef', confirmPassword: 'abcdeg' }));
    expect(res.statusCode).toBe(400);
    const issues = envelope(res).value.issues as { path: string; message: string }[];
    expect(issues.map((i) => [i.path, i.message])).toEqual(
      expect.arrayContaining([
        ['body.username', 'length'],
        ['body.password', 'pattern'],
        ['body.confirmPassword', 'mismatch'],
      ]),
    );
    const count = await t.handle.db
      .selectFrom('members')
      .select((e) => e.fn.countAll().as('n'))
      .where('username', '=', '1bad')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('requires the agreement, the captcha and the minimum age', async () => {
    expect(envelope(await register(registrationOf('noagree1', { agreement: false }))).code).toBe(
      'AGREEMENT_REQUIRED',
    );
    expect(envelope(await register(registrationOf('nocaptcha1'), freshIp(), false)).code).toBe(
      'CAPTCHA_REQUIRED',
    );
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    const birthday = young.toISOString().slice(0, 10);
    expect(envelope(await register(registrationOf('young001', { birthday }))).code).toBe('UNDERAGE');
    expect(envelope(await register(registrationOf('baddate1', { birthday: '1990-02-30' }))).code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('refuses the weak password and a taken username (any case)', async () => {
    expect(
      envelope(await register(registrationOf('weakpw01', { password: '123456', confirmPassword: '123456' })))
        .code,
    ).toMatch(/WEAK_PASSWORD|VALIDATION_FAILED/);
    await registerMember(t.app, 'takenname');
    expect(envelope(await register(registrationOf('TakenName'))).code).toBe('USERNAME_TAKEN');
  });

  it('links an affiliate code to its agent and refuses unknown codes', async () => {
    const agent = await registerMember(t.app, 'agentone1');
    const agentId = (
      await t.handle.db
        .selectFrom('members')
        .select('id')
        .where('username', '=', 'agentone1')
        .executeTakeFirstOrThrow()
    ).id;
    await t.handle.db
      .updateTable('members')
      .set({ is_agent: 1, affiliate_code: 'AGENT001' })
      .where('id', '=', agentId)
      .execute();
    expect(agent).toBeTruthy();

    const check = async (q: string) =>
      envelope(
        await t.app.inject({
          method: 'GET',
          url: `/wps/agent/affiliate?${q}`,
          headers: headersOf({ ip: freshIp() }),
        }),
      ).value;
    expect(await check('affiliateCode=agent001')).toEqual({ valid: true });
    expect(await check('affiliateCode=NOPE0000')).toEqual({ valid: false });

    expect(envelope(await register(registrationOf('downline1', { affiliateCode: 'AGENT001' }))).success).toBe(
      true,
    );
    const down = await t.handle.db
      .selectFrom('members')
      .select('upline_id')
      .where('username', '=', 'downline1')
      .executeTakeFirstOrThrow();
    expect(down.upline_id).toBe(agentId);
    expect(envelope(await register(registrationOf('downline2', { affiliateCode: 'NOPE0000' }))).code).toBe(
      'INVALID_INVITATION_CODE',
    );
  });

  it('links a referral (invitation) code to the member who shared it', async () => {
    const token = await registerMember(t.app, 'referrer1');
    const info = envelope(
      await t.app.inject({
        method: 'GET',
        url: '/wps/member/info',
        headers: { authorization: `Bearer ${token}` },
      }),
    ).value;
    expect(
      envelope(await register(registrationOf('referred1', { referralCode: info.referralCode }))).success,
    ).toBe(true);
    const row = await t.handle.db
      .selectFrom('members')
      .select('referred_by_id')
      .where('username', '=', 'referred1')
      .executeTakeFirstOrThrow();
    expect(row.referred_by_id).toBe(info.customerId);
  });

  it('registers by mobile with the SMS code from the outbox', async () => {
    const caller = { ip: freshIp() };
    const sms = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: '9171234567', countryDialingCode: '+63', regType: 'mobile' },
      headers: headersOf(caller),
    });
    expect(envelope(sms).success).toBe(true);
    expect(sms.body).not.toMatch(/\b\d{6}\b.*code/i);
    const verificationCode = await lastSmsCode(t.handle.db, '+639171234567');
    const body = {
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode,
      password: 'Mobile123',
      confirmPassword: 'Mobile123',
      birthday: '1988-01-01',
      agreement: true,
      ...(await solvedCaptcha(t.app, caller)),
    };
    const res = await encCall(t.app, 'PUT', '/wps/member/register/mobile', body, caller);
    expect(envelope(res)).toMatchObject({ success: true, value: { firstTimeLogin: true } });

    const other = { ip: freshIp() };
    const again = await encCall(
      t.app,
      'PUT',
      '/wps/member/register/mobile',
      { ...body, ...(await solvedCaptcha(t.app, other)) },
      other,
    );
    expect(envelope(again).code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('closes mobile registration when the merchant switches it off', async () => {
    await setMerchantIdentity(t.handle.db, 'SUERTE_PH', { flags: { mobileRegistration: false } });
    try {
      const caller = { ip: freshIp() };
      const res = await encCall(
        t.app,
        'PUT',
        '/wps/member/register/mobile',
        { mobileNum: '9170000001', agreement: true },
        caller,
      );
      expect(envelope(res).code).toBe('FEATURE_DISABLED');
    } finally {
      await setMerchantIdentity(t.handle.db, 'SUERTE_PH', { flags: { mobileRegistration: true } });
    }
  });

  it('registers without a captcha when the operator switches it off', async () => {
    await setMerchantIdentity(t.handle.db, 'SUERTE_PH', { flags: { captchaOnRegister: false } });
    try {
      expect(envelope(await register(registrationOf('nocaptcha2'), freshIp(), false)).success).toBe(true);
    } finally {
      await setMerchantIdentity(t.handle.db, 'SUERTE_PH', { flags: { captchaOnRegister: true } });
    }
  });
});
