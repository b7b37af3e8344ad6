import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { createIdentityAdminService, createOperatorService } from '../src/modules/operator/index.js';
import { testDatabaseKinds } from './support/test-database.js';

describe.each(testDatabaseKinds())('operator identity administration on $name', (kind) => {
  let handle: DatabaseHandle;
  const admin = () => createIdentityAdminService(handle.db);
  const audit = (n = 1) => createOperatorService(handle.db).audit(n);
  const auditCount = async () => (await audit(1000)).length;

  beforeAll(async () => {
    handle = await kind.open();
  });
  afterAll(async () => handle?.close());

  it('shows effective settings and which of them the merchant set', async () => {
    await handle.db
      .updateTable('merchants')
      .set({ identity_flags: '{"freePlay":false}', identity_limits: '{}', register_rules: '{}' })
      .where('code', '=', 'SUERTE_TH')
      .execute();
    const { settings, overrides } = await admin().identity('SUERTE_TH');
    expect(settings.flags.freePlay).toBe(false);
    expect([...overrides.flags]).toEqual(['freePlay']);
    expect(settings.limits.minimumAge).toBe(18);
    expect(overrides.limits.size).toBe(0);
    await expect(admin().identity('NOPE')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sets a flag and a limit with an audit entry, and drops an override with "default"', async () => {
    expect(await admin().setIdentity('alice', 'SUERTE_TH', 'freePlay', 'on')).toMatchObject({
      before: false,
      after: true,
    });
    await admin().setIdentity('alice', 'SUERTE_TH', 'countryDialingCode', '+66');
    await admin().setIdentity('alice', 'SUERTE_TH', 'minimumAge', '20');
    const [entry] = await audit();
    expect(entry).toMatchObject({
      actor: 'alice',
      action: 'identity.set',
      target: 'merchant:SUERTE_TH/identity:minimumAge',
      before: { minimumAge: 18 },
      after: { minimumAge: 20 },
    });
    const { settings, overrides } = await admin().identity('SUERTE_TH');
    expect(settings.limits).toMatchObject({ countryDialingCode: '+66', minimumAge: 20 });
    expect(overrides.limits).toEqual(new Set(['countryDialingCode', 'minimumAge']));

    await admin().setIdentity('alice', 'SUERTE_TH', 'minimumAge', 'default');
    expect((await audit())[0]).toMatchObject({ action: 'identity.reset', after: { minimumAge: 18 } });
    expect((await admin().identity('SUERTE_TH')).overrides.limits.has('minimumAge')).toBe(false);
  });

  it('refuses unknown keys and bad values, changing and logging nothing', async () => {
    const before = await auditCount();
    await expect(admin().setIdentity('bob', 'SUERTE_PH', 'captcha', 'on')).rejects.toThrow(
      /unknown key captcha; flags: mobileRegistration, .*limits: minimumAge/,
    );
    await expect(admin().setIdentity('bob', 'SUERTE_PH', 'freePlay', 'yes')).rejects.toThrow(/on, off/);
    await expect(admin().setIdentity('bob', 'SUERTE_PH', 'minimumAge', '17')).rejects.toThrow(/minimumAge/);
    await expect(admin().setIdentity('bob', 'SUERTE_PH', 'minimumAge', '2x')).rejects.toThrow(/whole/);
    await expect(admin().setIdentity('bob', 'SUERTE_PH', 'countryDialingCode', '+63a')).rejects.toThrow(
      /\+63/,
    );
    await expect(admin().setIdentity('bob', 'SUERTE_PH', 'mobileDigitsMin', '12')).rejects.toThrow(
      /must not exceed mobileDigitsMax/,
    );
    await expect(admin().setIdentity('bob', 'NOPE', 'freePlay', 'on')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await auditCount()).toBe(before);
  });

  it('changes one register rule, storing only the attributes given', async () => {
    const r = await admin().setRegisterRule('carol', 'SUERTE_PH', 'nickname', {
      enabled: 'on',
      required: 'off',
      min: '2',
      max: '12',
      pattern: '8',
      accepted: '[A-Z].*',
    });
    expect(r.after).toEqual({
      enabled: true,
      required: false,
      minLength: 2,
      maxLength: 12,
      patternId: 8,
      acceptedPattern: '[A-Z].*',
    });
    const [entry] = await audit();
    expect(entry).toMatchObject({
      actor: 'carol',
      action: 'register-rule.set',
      target: 'merchant:SUERTE_PH/register-rule:nickname',
      before: { enabled: false },
      after: { enabled: true, minLength: 2 },
    });
    await admin().setRegisterRule('carol', 'SUERTE_TH', 'email', { required: 'on' });
    const th = await admin().identity('SUERTE_TH');
    expect(th.settings.rules.email).toMatchObject({ required: true, minLength: 5, patternId: 3 });
    expect(th.overrides.rules.email).toEqual(new Set(['required']));
  });

  it('refuses rules that cannot work', async () => {
    const before = await auditCount();
    const rule = (field: string, o: Record<string, string>) =>
      admin().setRegisterRule('dan', 'SUERTE_PH', field, o);
    await expect(rule('nickname', { min: '20', max: '10' })).rejects.toThrow(
      /min \(20\) must not exceed max/,
    );
    await expect(rule('nickname', { min: '13' })).rejects.toThrow(/must not exceed max \(12\)/);
    await expect(rule('nickname', { pattern: '12' })).rejects.toThrow(/--pattern must be one of 0, 1/);
    await expect(rule('nickname', { pattern: '21' })).rejects.toThrow(/--pattern/);
    await expect(rule('nickname', { accepted: '[a-' })).rejects.toThrow(/not a valid regular expression/);
    await expect(rule('nickname', { accepted: '\\p{Nope}' })).rejects.toThrow(/not a valid regular/);
    await expect(rule('nickname', { max: '256' })).rejects.toThrow(/maxLength/);
    await expect(rule('nickname', { enabled: 'maybe' })).rejects.toThrow(/--enabled must be on or off/);
    await expect(rule('nickname', {})).rejects.toThrow(/nothing to change/);
    await expect(rule('shoeSize', { enabled: 'on' })).rejects.toThrow(
      /unknown field shoeSize; fields: username/,
    );
    expect(await auditCount()).toBe(before);
  });
});
