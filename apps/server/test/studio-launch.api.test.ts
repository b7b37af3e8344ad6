import { describe, expect, it } from 'vitest';
import {
  freshIp,
  headersOf,
  memberIdOf,
  registerMember,
  testCaptchaImage,
} from './support/identity-client.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';
import { effectsOf } from './support/vendor-wallet-client.js';

describe.each(testDatabaseKinds())('game launch on $name', (kind) => {
  // The operator runs Lucky Dragon's 94 % variant at SUERTE_TH only.
  const t = withTestApp(
    kind,
    { STUDIO_VARIANTS: 'SUERTE_TH:lucky-dragon=94' },
    { captchaImage: testCaptchaImage },
  );
  const launch = (query: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/wps/game/launchGame?${query}`,
      headers: headersOf({ ip: freshIp(), token }),
    });

  it('a member launch answers the studio address on our origin with a single-use token', async () => {
    const token = await registerMember(t.app, 'launcher1');
    const res = await launch('nodeId=lucky-dragon&vassalage=SUERTE&language=th', token);
    const body = envelope(res);
    expect(body.success, res.body).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body.value).toMatchObject({ vassalage: 'SUERTE', gameCode: 'lucky-dragon', playMode: 'REAL' });
    const url = new URL(body.value.content, 'http://portal.test');
    expect(url.pathname).toBe('/studio/play/lucky-dragon');
    expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(url.searchParams.get('currency')).toBe('PHP');
    expect(url.searchParams.get('lang')).toBe('th');
    const launches = await t.handle.db
      .selectFrom('game_launches')
      .select(['vendor_code', 'game_code', 'used_at'])
      .where('member_id', '=', await memberIdOf(t.handle.db, 'launcher1'))
      .execute();
    expect(launches).toEqual([{ vendor_code: 'SUERTE', game_code: 'lucky-dragon', used_at: null }]);
  });

  it('not logged in: a real launch asks for a login; a free trial gives no token and touches no ledger', async () => {
    const real = await launch('nodeId=lucky-dragon');
    expect(real.statusCode).toBe(401);
    expect(envelope(real).code).toBe('UNAUTHORIZED');
    const before = await t.handle.db.selectFrom('game_launches').select('id').execute();
    const trial = envelope(await launch('nodeId=jade-temple&playMode=TRIAL'));
    expect(trial.success).toBe(true);
    expect(trial.value.playMode).toBe('TRIAL');
    const url = new URL(trial.value.content, 'http://portal.test');
    expect(url.pathname).toBe('/studio/play/jade-temple');
    expect(url.searchParams.get('demo')).toBe('1');
    expect(url.searchParams.get('token')).toBeNull();
    expect(await t.handle.db.selectFrom('game_launches').select('id').execute()).toHaveLength(before.length);
  });

  it('a free trial is refused where the game does not offer one (supportPlay 1)', async () => {
    await t.handle.db
      .updateTable('games')
      .set({ support_play: 1 })
      .where('node_id', '=', 'jade-temple')
      .execute();
    const res = await launch('nodeId=jade-temple&playMode=TRIAL');
    expect(envelope(res).code).toBe('FEATURE_DISABLED');
    await t.handle.db
      .updateTable('games')
      .set({ support_play: 0 })
      .where('node_id', '=', 'jade-temple')
      .execute();
  });

  it('a disabled game or vendor answers game under maintenance with alternatives of its category', async () => {
    const token = await registerMember(t.app, 'launcher2');
    const memberId = await memberIdOf(t.handle.db, 'launcher2');
    await t.handle.db
      .updateTable('games')
      .set({ operator_disabled: true })
      .where('node_id', '=', 'lucky-dragon')
      .execute();
    const res = await launch('nodeId=lucky-dragon', token);
    const body = envelope(res);
    expect(res.statusCode).toBe(503);
    expect(body.code).toBe('GAME_MAINTENANCE');
    expect(body.value.alternatives.length).toBeGreaterThan(0);
    expect(
      body.value.alternatives.every(
        (g: { gameCategory: string; nodeId: string; status: string }) =>
          g.gameCategory === 'RNG' && g.nodeId !== 'lucky-dragon' && g.status === 'ON',
      ),
    ).toBe(true);
    await t.handle.db
      .updateTable('games')
      .set({ operator_disabled: false })
      .where('node_id', '=', 'lucky-dragon')
      .execute();
    await t.handle.db
      .updateTable('vendors')
      .set({ maintenance: true })
      .where('code', '=', 'SUERTE')
      .execute();
    expect(envelope(await launch('nodeId=jade-temple', token)).code).toBe('GAME_MAINTENANCE');
    await t.handle.db
      .updateTable('vendors')
      .set({ maintenance: false })
      .where('code', '=', 'SUERTE')
      .execute();
    // Nothing was launched and nothing moved.
    expect(await effectsOf(t.handle.db, memberId)).toBe(0);
    expect(
      await t.handle.db.selectFrom('game_launches').where('member_id', '=', memberId).select('id').execute(),
    ).toEqual([]);
  });

  it('unknown games, another vendor name and bad parameters are refused', async () => {
    const token = await registerMember(t.app, 'launcher3');
    expect(envelope(await launch('nodeId=no-such-game', token)).code).toBe('NOT_FOUND');
    expect(envelope(await launch('nodeId=lucky-dragon&vassalage=SIMVENDOR', token)).code).toBe('NOT_FOUND');
    expect((await launch('nodeId=lucky-dragon&playMode=FREE', token)).statusCode).toBe(400);
  });

  it('closes with the site: a merchant under maintenance launches nothing', async () => {
    const token = await registerMember(t.app, 'launcher4');
    const merchant = t.handle.db.updateTable('merchants').where('code', '=', 'SUERTE_PH');
    await merchant.set({ maintenance_enabled: true }).execute();
    const res = await launch('nodeId=lucky-dragon', token);
    await merchant.set({ maintenance_enabled: false }).execute();
    expect(envelope(res).code).toBe('MAINTENANCE');
  });

  it("plays the merchant's certified variant, the same for each of its players", async () => {
    const variantAt = async (merchant: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/studio/api/session',
        payload: { game: 'lucky-dragon', demo: true, merchant },
        headers: headersOf({ ip: freshIp() }),
      });
      return envelope(res).value.game as { variant: string; rtp: number };
    };
    expect(await variantAt('SUERTE_TH')).toMatchObject({ variant: '94', rtp: expect.closeTo(0.941, 3) });
    expect(await variantAt('SUERTE_TH')).toMatchObject({ variant: '94' });
    expect(await variantAt('SUERTE_PH')).toMatchObject({ variant: '96', rtp: expect.closeTo(0.959, 3) });
  });
});
