import { describe, expect, it } from 'vitest';
import { freshIp, headersOf, registerMember, testCaptchaImage } from './support/identity-client.js';
import { envelope, withTestApp } from './support/test-app.js';
import { gameRecordsClient } from './support/game-records-client.js';
import { testDatabaseKinds } from './support/test-database.js';
import { CURRENCY } from './support/vendor-wallet-client.js';

/** Days in the member's zone, the OTHER category, and who may call at all. */
describe.each(testDatabaseKinds())('betting record days and access on $name', (kind) => {
  const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });
  const tokens: Record<string, string> = {};

  const { relay, record, profitLoss } = gameRecordsClient(t);

  it("names days in the member's zone", async () => {
    tokens.cara = await registerMember(t.app, 'gamerec003');
    const cara = await t.handle.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'gamerec003')
      .executeTakeFirstOrThrow();
    // 20:00 UTC on 1 March is 2 March in Manila (+8); a vendor no lane of the merchant names: OTHER.
    await t.handle.db
      .insertInto('vendors')
      .values({ code: 'GONE', name: 'Gone', icon_url: '/x.svg', is_demo: true })
      .execute();
    await t.handle.db
      .insertInto('game_rounds')
      .values({
        vendor_code: 'GONE',
        round_id: 'late',
        member_id: cara.id,
        game_code: 'g',
        currency: CURRENCY,
        stake_total: 200,
        win_total: 50,
        status: 'closed',
        opened_at: '2026-03-01T20:00:00Z',
        closed_at: new Date('2026-03-01T20:01:00Z'),
      })
      .execute();
    const days = async (utcOffsetMinutes: number, from: string, to: string) =>
      (await profitLoss(tokens.cara!, { from, to, utcOffsetMinutes, groupBy: 'day' })).rows.map((r) => r.key);
    expect(await days(480, '2026-03-01', '2026-03-03')).toEqual(['2026-03-02']);
    expect(await days(0, '2026-03-01', '2026-03-03')).toEqual(['2026-03-01']);
    expect(await days(480, '2026-03-01', '2026-03-01')).toEqual([]);
    expect(await days(-300, '2026-03-01', '2026-03-01')).toEqual(['2026-03-01']);
    const at = async (utcOffsetMinutes: number, day: string) =>
      (await record(tokens.cara!, { from: day, to: day, utcOffsetMinutes })).total;
    expect([await at(480, '2026-03-02'), await at(480, '2026-03-01'), await at(0, '2026-03-01')]).toEqual([
      1, 0, 1,
    ]);
    expect(
      (await profitLoss(tokens.cara!, { from: '2026-03-01', to: '2026-03-02', groupBy: 'category' })).rows,
    ).toEqual([{ key: 'OTHER', stake: 200, win: 50, profit: -150, rounds: 1 }]);
  });

  it('refuses trial accounts and calls without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'linux', platform: 'W', gatewayVersion: 3 },
      headers: headersOf({ ip: freshIp() }),
    });
    const trial = envelope<{ token: string }>(res).value.token;
    for (const name of ['GCSFE_bettingRecord', 'GCSFE_profitLoss']) {
      const body = name === 'GCSFE_profitLoss' ? { from: '2026-03-01', to: '2026-03-01' } : {};
      const refused = await relay(name, trial, body);
      expect(refused.statusCode).toBe(403);
      expect(envelope(refused).code).toBe('NOT_REAL_ACCOUNT');
      const anonymous = await t.app.inject({ method: 'POST', url: `/wps/relay/${name}`, payload: body });
      expect(anonymous.statusCode).toBe(401);
    }
  });
});
