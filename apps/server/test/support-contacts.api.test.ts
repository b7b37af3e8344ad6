import { describe, expect, it } from 'vitest';
import { CONTACT_TYPES, type ContactType } from '@suerte/contracts';
import { DEMO_MERCHANTS } from '../src/db/seed/demo-content.js';
import { supportLink } from '../src/modules/merchants/index.js';
import { runOps } from './support/ops-cli.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

const kind = testDatabaseKinds()[0]!;

describe('support contacts per merchant', () => {
  const t = withTestApp(kind, { SETTINGS_CACHE_SECONDS: '0' });
  const ops = (...args: string[]) => runOps(t.handle, ...args);
  const contactsOf = async (merchant: string) =>
    envelope(
      await t.app.inject({
        method: 'GET',
        url: '/wps/system/whitelabel',
        headers: { 'x-merchant-code': merchant },
      }),
    ).value.customerService as { type: string; label: string; value: string; link: string; demo: boolean }[];

  it('seeds demo contacts for both merchants, each labelled demo, with the link its value makes', async () => {
    const th = await contactsOf('SUERTE_TH');
    expect(th.map((c) => c.type)).toEqual(['LIVECHAT', 'LINE', 'MESSENGER', 'PHONE', 'EMAIL']);
    expect(th.find((c) => c.type === 'LINE')).toMatchObject({
      link: 'https://line.me/R/ti/p/%40suerte-th-demo',
      demo: true,
    });
    for (const m of DEMO_MERCHANTS)
      for (const c of m.contacts) {
        expect(c.label).toMatch(/\(demo\)$/);
        if (c.value) expect(supportLink(c.type as ContactType, c.value)?.link).toBe(c.link);
      }
  });

  it('support:set adds or replaces the contact of a type, audited, and the site serves it', async () => {
    const out = await ops('support:set', 'SUERTE_TH', 'line', '@suerte-help');
    expect(out).toContain('SUERTE_TH  LINE      LINE  @suerte-help  https://line.me/R/ti/p/%40suerte-help');
    const line = (await contactsOf('SUERTE_TH')).find((c) => c.type === 'LINE');
    expect(line).toMatchObject({ value: '@suerte-help', demo: false, label: 'LINE' });
    const audit = (await ops('audit', '--limit', '1')).split('\n')[0];
    expect(audit).toMatch(/tester@cli support\.set SUERTE_TH\/LINE .*suerte-th-demo.*suerte-help/);

    await ops('support:set', 'SUERTE_TH', 'VIBER', '+66 81 555 0100', '--label', 'Viber TH', '--sort', '1');
    const viber = (await contactsOf('SUERTE_TH')).find((c) => c.type === 'VIBER');
    expect(viber).toMatchObject({ label: 'Viber TH', link: 'viber://chat?number=%2B66815550100' });
    expect(await ops('support:list', 'SUERTE_TH')).toContain('VIBER');
  });

  it('refuses a value that does not fit the type, an unknown type or merchant, and changes nothing', async () => {
    await expect(ops('support:set', 'SUERTE_PH', 'WHATSAPP', '0917 555')).rejects.toThrow(
      /WHATSAPP needs an international number/,
    );
    await expect(ops('support:set', 'SUERTE_PH', 'FAX', '+6312345678')).rejects.toThrow(
      /type must be one of/,
    );
    await expect(ops('support:set', 'NOPE', 'PHONE', '+6312345678')).rejects.toThrow(/no merchant NOPE/);
    expect((await contactsOf('SUERTE_PH')).find((c) => c.type === 'WHATSAPP')?.value).toBe(
      '+63 917 555 0100',
    );
    expect(CONTACT_TYPES).toContain('MESSENGER');
  });

  it('support:remove takes a contact away, audited', async () => {
    expect(await ops('support:remove', 'SUERTE_PH', 'telegram')).toBe('removed SUERTE_PH TELEGRAM');
    expect((await contactsOf('SUERTE_PH')).map((c) => c.type)).not.toContain('TELEGRAM');
    expect((await ops('audit', '--limit', '1')).split('\n')[0]).toMatch(
      /support\.remove SUERTE_PH\/TELEGRAM/,
    );
    expect(await ops('support:remove', 'SUERTE_PH', 'telegram')).toBe('no such contact');
  });
});
