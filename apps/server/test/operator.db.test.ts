import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { seedDemoData } from '../src/db/seed/seed.js';
import { AppError } from '../src/http/kernel/app-error.js';
import { createOperatorService } from '../src/modules/operator/index.js';
import { buildTestApp, envelope } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

describe.each(testDatabaseKinds())('operator settings and audit on $name', (kind) => {
  let handle: DatabaseHandle;
  const ops = () => createOperatorService(handle.db);

  beforeAll(async () => {
    handle = await kind.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('records who changed what, with the values before and after', async () => {
    await ops().setSetting('alice', 'SUERTE_PH', 'allowed-countries', 'ph, sg');
    const [entry] = await ops().audit(1);
    expect(entry).toMatchObject({
      actor: 'alice',
      action: 'setting.allowed-countries',
      target: 'merchant:SUERTE_PH',
      before: { allowed_countries: ['PH'] },
      after: { allowed_countries: ['PH', 'SG'] },
    });
    expect((await ops().merchant('SUERTE_PH'))!.allowed_countries).toEqual(['PH', 'SG']);
  });

  it('refuses bad values and unknown settings, changing nothing and logging nothing', async () => {
    const before = (await ops().audit(100)).length;
    await expect(ops().setSetting('bob', 'SUERTE_PH', 'allowed-countries', 'PHL')).rejects.toBeInstanceOf(
      AppError,
    );
    await expect(ops().setSetting('bob', 'SUERTE_PH', 'default-language', 'zh')).rejects.toBeInstanceOf(
      AppError,
    );
    await expect(ops().setSetting('bob', 'SUERTE_PH', 'is_default', 'true')).rejects.toBeInstanceOf(AppError);
    await expect(ops().setMaintenance('bob', 'NOPE', true, null, null)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await ops().audit(100)).length).toBe(before);
  });

  it('keeps the audit log append-only', async () => {
    await ops().setMaintenance('carol', 'SUERTE_TH', true, null, null);
    await ops().setMaintenance('carol', 'SUERTE_TH', false, null, null);
    await expect(sql`update operator_audit_log set actor = 'mallory'`.execute(handle.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from operator_audit_log`.execute(handle.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate operator_audit_log`.execute(handle.db)).rejects.toThrow(/append-only/);
    expect((await ops().audit(100)).some((e) => e.actor === 'mallory')).toBe(false);
  });

  it('switches feature modules, which the whitelabel call reflects', async () => {
    const app = await buildTestApp(handle);
    const find = async () => {
      const wl = envelope(await app.inject({ method: 'GET', url: '/wps/system/whitelabel' })).value;
      return wl.modules.find((m: { modId: string }) => m.modId === 'PROMOTIONS').enabled;
    };
    expect(await find()).toBe('1');
    await ops().setFeature('dave', 'SUERTE_PH', 'PROMOTIONS', false);
    expect(await find()).toBe('0');
    await expect(ops().setFeature('dave', 'SUERTE_PH', 'NOPE', true)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await app.close();
  });

  it('re-seeding changes nothing and keeps operator changes', async () => {
    const count = async () =>
      Number(
        (
          await sql<{
            n: string;
          }>`select (select count(*) from resources) + (select count(*) from announcements) + (select count(*) from help_topics) as n`.execute(
            handle.db,
          )
        ).rows[0]!.n,
      );
    const before = await count();
    await seedDemoData(handle.db);
    await seedDemoData(handle.db);
    expect(await count()).toBe(before);
    expect((await ops().merchant('SUERTE_PH'))!.allowed_countries).toEqual(['PH', 'SG']);
  });
});
