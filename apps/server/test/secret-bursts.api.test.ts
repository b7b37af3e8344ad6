import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_PASSWORD_ATTEMPTS } from '../src/modules/payments/index.js';
import {
  encCall,
  freshIp,
  headersOf,
  loginWith,
  registerMember,
  setMerchantIdentity,
  testCaptchaImage,
} from './support/identity-client.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

/** Every argon2 comparison the app makes, counted: the thing a burst of guesses must not multiply. */
const comparisons = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/modules/identity/passwords.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/modules/identity/passwords.js')>();
  return {
    ...real,
    verifyPassword: async (hash: string | null | undefined, password: string) => {
      comparisons.count += 1;
      return real.verifyPassword(hash, password);
    },
  };
});

const LOGIN_ALLOWANCE = 5;
const OLD_PASSWORD_ALLOWANCE = 5;

/** `size` guesses, all wrong but the one at `rightAt`. */
function guesses(size: number, rightAt: number, right: string, wrong: (i: number) => string) {
  return Array.from({ length: size }, (_, i) => (i === rightAt ? right : wrong(i)));
}

describe.each(testDatabaseKinds())('bursts of guesses at one secret on $name', (kind) => {
  const t = withTestApp(
    kind,
    { LOGIN_MAX_FAILURES: String(LOGIN_ALLOWANCE), LOGIN_LOCK_MINUTES: '15' },
    { captchaImage: testCaptchaImage },
  );

  beforeEach(() => {
    comparisons.count = 0;
  });

  it('compares at most the allowance of a login burst and then refuses the right password', async () => {
    // Without the captcha, so every guess of the burst reaches the password check.
    await setMerchantIdentity(t.handle.db, 'SUERTE_PH', { flags: { captchaAfterFailedLogin: false } });
    try {
      await registerMember(t.app, 'burst0001');
      comparisons.count = 0;
      const passwords = guesses(100, 80, 'Secret123', (i) => `Wrong${1000 + i}`);
      const answers = await Promise.all(
        passwords.map((password) => loginWith(t.app, { username: 'burst0001', password })),
      );
      const codes = answers.map((res) => envelope(res).code);
      expect(comparisons.count).toBeLessThanOrEqual(LOGIN_ALLOWANCE);
      expect(codes).not.toContain('OK');
      expect(codes.filter((c) => c === 'ACCOUNT_LOCKED').length).toBeGreaterThanOrEqual(
        100 - LOGIN_ALLOWANCE,
      );

      const right = await loginWith(t.app, { username: 'burst0001', password: 'Secret123' });
      expect(envelope(right).code).toBe('ACCOUNT_LOCKED');
      // The message names the lock's real length, not a fixed one.
      expect(envelope(right).message).toBe('Too many failed attempts. Please retry after 15 minutes.');
      expect(comparisons.count).toBeLessThanOrEqual(LOGIN_ALLOWANCE);
    } finally {
      await setMerchantIdentity(t.handle.db, 'SUERTE_PH', { flags: { captchaAfterFailedLogin: true } });
    }
  }, 120_000);

  it('compares at most the allowance of a payment-password burst and withdraws nothing', async () => {
    const token = await registerMember(t.app, 'burst0002');
    const headers = headersOf({ ip: freshIp(), token });
    await t.app.inject({
      method: 'POST',
      url: '/wps/v2/deposits/demo',
      headers,
      payload: { amount: 100_000, requestId: 'burst-top-up' },
    });
    const set = await encCall(
      t.app,
      'POST',
      '/wps/v2/payment-password',
      { password: '246810', confirmPassword: '246810', loginPassword: 'Secret123' },
      { ip: freshIp(), token },
    );
    expect(envelope(set).code).toBe('OK');
    comparisons.count = 0;

    const withdraw = (paymentPassword: string, i: number) =>
      encCall(
        t.app,
        'POST',
        '/wps/v2/withdrawals',
        {
          amount: 10_000,
          requestId: `burst-${i}`,
          paymentPassword,
          bankName: 'BDO',
          accountName: 'Juan',
          accountNumber: '12345678',
        },
        { ip: freshIp(), token },
      );
    const pins = guesses(100, 81, '246810', (i) => String(300_000 + i * 7));
    const codes = (await Promise.all(pins.map(withdraw))).map((res) => envelope(res).code);
    expect(comparisons.count).toBeLessThanOrEqual(PAYMENT_PASSWORD_ATTEMPTS);
    expect(codes).not.toContain('OK');

    expect(envelope(await withdraw('246810', 1000)).code).toBe('RATE_LIMITED');
    const rows = await t.handle.db.selectFrom('withdrawal_requests').select('id').execute();
    expect(rows).toEqual([]);
  }, 120_000);

  it('counts every guess of a burst that repeats one requestId with different payment passwords', async () => {
    const token = await registerMember(t.app, 'burst0004');
    const headers = headersOf({ ip: freshIp(), token });
    await t.app.inject({
      method: 'POST',
      url: '/wps/v2/deposits/demo',
      headers,
      payload: { amount: 100_000, requestId: 'burst-top-up' },
    });
    const pin = { password: '246810', confirmPassword: '246810', loginPassword: 'Secret123' };
    expect(
      envelope(await encCall(t.app, 'POST', '/wps/v2/payment-password', pin, { ip: freshIp(), token })).code,
    ).toBe('OK');
    comparisons.count = 0;
    const withdraw = (paymentPassword: string) =>
      encCall(
        t.app,
        'POST',
        '/wps/v2/withdrawals',
        {
          amount: 10_000,
          requestId: 'one-id',
          paymentPassword,
          bankName: 'BDO',
          accountName: 'Juan',
          accountNumber: '12345678',
        },
        { ip: freshIp(), token },
      );
    // Repeats of one requestId take turns in no set order, so the burst holds wrong guesses only: the right one
    // is sent afterwards, when the burst must have used the allowance up.
    const pins = Array.from({ length: 40 }, (_, i) => String(300_000 + i * 7));
    const codes = (await Promise.all(pins.map(withdraw))).map((res) => envelope(res).code);
    expect(comparisons.count).toBeLessThanOrEqual(PAYMENT_PASSWORD_ATTEMPTS);
    expect(codes).not.toContain('OK');
    expect(envelope(await withdraw('246810')).code).toBe('RATE_LIMITED');
  }, 120_000);

  it('compares at most the allowance of an old-password burst and then refuses the right one', async () => {
    const token = await registerMember(t.app, 'burst0003');
    comparisons.count = 0;
    const change = (oldPassword: string) =>
      encCall(
        t.app,
        'POST',
        '/wps/member/password',
        { oldPassword, newPassword: 'Fresh4567', confirmNewPassword: 'Fresh4567' },
        { ip: freshIp(), token },
      );
    const olds = guesses(60, 30, 'Secret123', (i) => `Guess${1000 + i}`);
    const codes = (await Promise.all(olds.map(change))).map((res) => envelope(res).code);
    expect(comparisons.count).toBeLessThanOrEqual(OLD_PASSWORD_ALLOWANCE);
    expect(codes).not.toContain('OK');
    expect(envelope(await change('Secret123')).code).toBe('RATE_LIMITED');
  }, 120_000);
});
