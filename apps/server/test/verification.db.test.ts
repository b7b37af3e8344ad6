import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { AppError } from '../src/http/kernel/app-error.js';
import type { LimiterFactory } from '../src/http/kernel/rate-limit.js';
import {
  createOutboxSmsProvider,
  type SmsProvider,
  createVerificationService,
  type VerificationPurpose,
} from '../src/modules/verification/index.js';
import { testDatabaseKinds } from './support/test-database.js';

const MERCHANT = 'SUERTE_PH';

/** Send limits are the calls' concern (verification.api.test.ts); here codes are sent freely. */
const unlimited: LimiterFactory = () => ({
  consume: async () => 1,
  consumeIn: async () => 1,
  refund: async () => undefined,
  block: async () => undefined,
  check: async () => undefined,
  remaining: async () => 1,
  reset: async () => undefined,
});

describe.each(testDatabaseKinds())('verification codes on $name', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await kind.open({ seed: false });
  });
  afterAll(async () => {
    await handle?.close();
  });

  let last = 0;
  const nextPhone = () => `+63917${String(++last).padStart(7, '0')}`;
  const codeOf = (body: string) => /\b(\d{6})\b/.exec(body)?.[1] ?? '';
  const service = (provider: SmsProvider = createOutboxSmsProvider(handle.db)) =>
    createVerificationService(handle.db, unlimited, provider);
  const input = (phone: string, purpose: VerificationPurpose) => ({
    merchantCode: MERCHANT,
    phone,
    purpose,
    ip: '10.9.9.9',
    ttlMinutes: 5,
    locale: 'en' as const,
  });
  const check = (phone: string, purpose: VerificationPurpose, code: string) =>
    service().check({ merchantCode: MERCHANT, phone, purpose, code });
  const codeRows = (phone: string) =>
    handle.db.selectFrom('verification_codes').selectAll().where('phone', '=', phone).execute();

  async function sentCode(phone: string, purpose: VerificationPurpose = 'register') {
    await service().send(input(phone, purpose));
    const rows = await handle.db
      .selectFrom('sms_outbox')
      .select('body')
      .where('phone', '=', phone)
      .orderBy('id', 'desc')
      .execute();
    return codeOf(rows[0]!.body);
  }

  const invalid = { code: 'VERIFICATION_CODE_INVALID' };
  const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

  it('consumes the right code, so a replay fails', async () => {
    const phone = nextPhone();
    const code = await sentCode(phone);
    await expect(check(phone, 'register', code)).resolves.toBeUndefined();
    await expect(check(phone, 'register', code)).rejects.toMatchObject(invalid);
  });

  it('binds a code to its purpose and merchant', async () => {
    const phone = nextPhone();
    const code = await sentCode(phone, 'register');
    await expect(check(phone, 'login', code)).rejects.toMatchObject(invalid);
    await expect(
      service().check({ merchantCode: 'SUERTE_TH', phone, purpose: 'register', code }),
    ).rejects.toMatchObject(invalid);
    await expect(check(phone, 'register', code)).resolves.toBeUndefined();
  });

  it('gives five guesses: after five wrong ones even the right code fails', async () => {
    const phone = nextPhone();
    const code = await sentCode(phone);
    for (let i = 0; i < 5; i++) {
      await expect(check(phone, 'register', otherThan(code))).rejects.toMatchObject(invalid);
    }
    await expect(check(phone, 'register', code)).rejects.toMatchObject(invalid);
  });

  it('still takes the right code on the fifth guess', async () => {
    const phone = nextPhone();
    const code = await sentCode(phone);
    for (let i = 0; i < 4; i++) {
      await expect(check(phone, 'register', otherThan(code))).rejects.toMatchObject(invalid);
    }
    await expect(check(phone, 'register', code)).resolves.toBeUndefined();
  });

  it('never compares more than five of many simultaneous guesses', async () => {
    const phone = nextPhone();
    const code = await sentCode(phone);
    const guesses = Array.from({ length: 12 }, (_, i) =>
      String((Number(code) + i + 1) % 1e6).padStart(6, '0'),
    );
    await Promise.allSettled(guesses.map((guess) => check(phone, 'register', guess)));
    const [row] = await codeRows(phone);
    expect(row).toMatchObject({ attempts: 5 });
    expect(row!.consumed_at).not.toBeNull();
  });

  it('lets only one of two simultaneous right answers through', async () => {
    const phone = nextPhone();
    const code = await sentCode(phone);
    const results = await Promise.allSettled([
      check(phone, 'register', code),
      check(phone, 'register', code),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('reports an expired code as expired', async () => {
    const phone = nextPhone();
    const code = await sentCode(phone);
    await handle.db
      .updateTable('verification_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` as never })
      .where('phone', '=', phone)
      .execute();
    await expect(check(phone, 'register', code)).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_EXPIRED',
    });
  });

  it('replaces an earlier code with a new one', async () => {
    const phone = nextPhone();
    const first = await sentCode(phone);
    const second = await sentCode(phone);
    if (first !== second) await expect(check(phone, 'register', first)).rejects.toMatchObject(invalid);
    await expect(check(phone, 'register', second)).resolves.toBeUndefined();
    expect((await codeRows(phone)).filter((r) => r.consumed_at === null)).toHaveLength(0);
  });

  it('stores a hash, never the code, and expires by the database clock', async () => {
    const phone = nextPhone();
    const sent = await service().send(input(phone, 'login'));
    const [row] = await codeRows(phone);
    const { rows } = await sql<{ now: Date }>`select now() as now`.execute(handle.db);
    const dbNow = new Date(rows[0]!.now).getTime();
    expect(sent.expiredMinutes).toBe(5);
    expect(sent.expirationTime).toBe(new Date(row!.expires_at).getTime());
    expect(Math.abs(sent.expirationTime - dbNow - 5 * 60_000)).toBeLessThan(10_000);
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('closes a code whose SMS could not be handed over', async () => {
    const phone = nextPhone();
    let body = '';
    const failing: SmsProvider = {
      async send(message) {
        body = message.body;
        throw new AppError('SMS_SEND_FAILED');
      },
    };
    await expect(service(failing).send(input(phone, 'login'))).rejects.toMatchObject({
      code: 'SMS_SEND_FAILED',
    });
    await expect(check(phone, 'login', codeOf(body))).rejects.toMatchObject(invalid);
  });

  it('answers without storing or sending anything when asked to pretend', async () => {
    const phone = nextPhone();
    const sent = await service().send({ ...input(phone, 'login'), pretend: true });
    expect(sent.expiredMinutes).toBe(5);
    expect(sent.expirationTime).toBeGreaterThan(Date.now() + 4 * 60_000);
    expect(await codeRows(phone)).toHaveLength(0);
  });
});
