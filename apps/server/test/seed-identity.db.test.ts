import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { seedDemoData } from '../src/db/seed/seed.js';
import {
  DEFAULT_IDENTITY_FLAGS,
  DEFAULT_REGISTER_RULES,
  identitySettingsOf,
  verifyPassword,
} from '../src/modules/identity/index.js';
import { createIdentityAdminService } from '../src/modules/operator/index.js';
import { testDatabaseKinds } from './support/test-database.js';

describe.each(testDatabaseKinds())('demo identity seed on $name', (kind) => {
  let handle: DatabaseHandle;
  const merchant = (code: string) =>
    handle.db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
  const demoAgents = () =>
    handle.db
      .selectFrom('members')
      .selectAll()
      .where('username', '=', 'demo_agent')
      .orderBy('merchant_code')
      .execute();

  beforeAll(async () => {
    handle = await kind.open();
  });
  afterAll(async () => handle?.close());

  it("stores each merchant's identity settings explicitly", async () => {
    const ph = await merchant('SUERTE_PH');
    expect(ph.identity_limits).toMatchObject({
      countryDialingCode: '+63',
      mobileDigitsMin: 10,
      mobileDigitsMax: 10,
      minimumAge: 21,
    });
    expect(ph.identity_flags).toEqual(DEFAULT_IDENTITY_FLAGS);
    expect(ph.register_rules).toEqual(DEFAULT_REGISTER_RULES);
    const th = identitySettingsOf(await merchant('SUERTE_TH'));
    expect(th.limits).toMatchObject({
      countryDialingCode: '+66',
      mobileDigitsMin: 9,
      mobileDigitsMax: 9,
      minimumAge: 20,
    });
    expect(th.flags).toEqual(DEFAULT_IDENTITY_FLAGS);
  });

  it('adds a demo agent per merchant that nobody can log in as', async () => {
    const agents = await demoAgents();
    expect(agents.map((a) => [a.merchant_code, a.affiliate_code])).toEqual([
      ['SUERTE_PH', 'DEMOPH01'],
      ['SUERTE_TH', 'DEMOTH01'],
    ]);
    for (const a of agents) {
      expect(a).toMatchObject({ nickname: 'Demo agent', is_agent: 1, is_demo: true, status: 'active' });
      expect(a.password_hash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(a.password_hash, '123456')).toBe(false);
    }
    expect(agents[0]!.password_hash).not.toBe(agents[1]!.password_hash);
  });

  it('re-seeding adds nothing and keeps operator changes', async () => {
    const admin = createIdentityAdminService(handle.db);
    await admin.setIdentity('olga', 'SUERTE_PH', 'minimumAge', '25');
    await admin.setRegisterRule('olga', 'SUERTE_TH', 'nickname', { enabled: 'on' });
    await admin.setMemberStatus('olga', 'SUERTE_TH', 'demo_agent', 'disabled');
    const members = async () =>
      Number(
        (
          await handle.db
            .selectFrom('members')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await members();

    await seedDemoData(handle.db);
    await seedDemoData(handle.db);

    expect(await members()).toBe(before);
    expect(identitySettingsOf(await merchant('SUERTE_PH')).limits.minimumAge).toBe(25);
    expect(identitySettingsOf(await merchant('SUERTE_TH')).rules.nickname.enabled).toBe(true);
    expect((await demoAgents()).map((a) => a.status)).toEqual(['active', 'disabled']);
  });
});
