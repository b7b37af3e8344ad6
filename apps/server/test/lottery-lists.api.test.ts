import { lotteryLayout, lotteryResult } from '@suerte/fair';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { runDrawJob } from '../src/modules/lottery/index.js';
import { freshIp, headersOf, registerMember, testCaptchaImage } from './support/identity-client.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

interface DrawView {
  gameCode: string;
  numero: string;
  status: string;
  drawTime: string;
  remainTime: number;
  isSale: boolean;
  seedHash: string | null;
  serverSeed: string | null;
  prizes: Record<string, string[]> | null;
  winningNumber: string;
}

describe.each(testDatabaseKinds())('lottery lists on $name', (kind) => {
  const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: headersOf({ ip: freshIp(), ...(token ? { token } : {}) }) });

  it('/lgw/vn/numeros/opened/game: the next draw of every game, or of the games asked for', async () => {
    await runDrawJob(t.handle.db, null);
    const all = envelope(await get('/lgw/vn/numeros/opened/game?prizeMode=SEA&device=WEB'));
    const list = all.value.list as DrawView[];
    const games = await t.handle.db
      .selectFrom('lottery_games')
      .select('code')
      .where('enabled', '=', true)
      .execute();
    expect(list.map((d) => d.gameCode).sort()).toEqual(games.map((g) => g.code).sort());
    expect(Date.parse(all.value.serverTime)).not.toBeNaN();
    for (const draw of list) {
      expect(['OPEN', 'LOCKED']).toContain(draw.status);
      expect(draw.remainTime).toBeGreaterThanOrEqual(0);
      expect(draw.serverSeed).toBeNull();
      expect(draw.prizes).toBeNull();
      // Each is the game's earliest draw still to come.
      const next = await t.handle.db
        .selectFrom('lottery_draws')
        .select('numero')
        .where('game_code', '=', draw.gameCode)
        .where('draw_at', '>', sql<Date>`now()`)
        .where('status', 'in', ['OPEN', 'LOCKED'])
        .orderBy('draw_at')
        .executeTakeFirstOrThrow();
      expect(draw.numero, draw.gameCode).toBe(next.numero);
    }
    // The seed's hash is published before betting closes (e-lottery and demo regional draws alike).
    expect(list.find((d) => d.gameCode === 'ELOTT_N1')!.seedHash).toMatch(/^[0-9a-f]{64}$/);

    const some = envelope(await get('/lgw/vn/numeros/opened/game?gameCodes=ELOTT_N1,VN_MB,NOPE'));
    expect((some.value.list as DrawView[]).map((d) => d.gameCode).sort()).toEqual(['ELOTT_N1', 'VN_MB']);
    expect((await get('/lgw/vn/numeros/opened/game?bogus=1')).statusCode).toBe(400);
  });

  it('/lgw/vn/games/game_menu/recent: a member sees the newest results, at most recentCount (100)', async () => {
    // 120 past draws with results, alternately of a north and a south e-lottery game, one minute apart.
    const games = [
      { code: 'ELOTT_N1', region: 'north' },
      { code: 'ELOTT_S5', region: 'south' },
    ] as const;
    await t.handle.db
      .insertInto('lottery_draws')
      .values(
        Array.from({ length: 120 }, (_, i) => {
          const game = games[i % 2]!;
          const result = lotteryResult(
            { serverSeed: 'recent', clientSeed: 'recent', nonce: i },
            lotteryLayout(game.region),
          );
          return {
            game_code: game.code,
            numero: `20200101-${i + 1}`,
            status: 'RESULTED' as const,
            result: JSON.stringify(result),
            result_source: 'rng' as const,
            lock_at: sql<Date>`now() - interval '1 day' - make_interval(mins => ${i + 1})`,
            draw_at: sql<Date>`now() - interval '1 day' - make_interval(mins => ${i})`,
            server_seed: null,
            seed_hash: null,
            client_seed: null,
            nonce: null,
          };
        }),
      )
      .execute();
    expect((await get('/lgw/vn/games/game_menu/recent?recentCount=100')).statusCode).toBe(401);

    const token = await registerMember(t.app, 'lottorecent');
    const hundred = envelope(await get('/lgw/vn/games/game_menu/recent?recentCount=100', token));
    const list = hundred.value.list as DrawView[];
    expect(list).toHaveLength(100);
    const times = list.map((d) => Date.parse(d.drawTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const d of list) expect(d.winningNumber).toBe(d.prizes!.DB![0]);

    const byDefault = envelope(await get('/lgw/vn/games/game_menu/recent', token));
    expect((byDefault.value.list as DrawView[]).map((d) => d.numero)).toEqual(list.map((d) => d.numero));
    const seven = envelope(await get('/lgw/vn/games/game_menu/recent?recentCount=7', token));
    expect((seven.value.list as DrawView[]).map((d) => `${d.gameCode}/${d.numero}`)).toEqual(
      list.slice(0, 7).map((d) => `${d.gameCode}/${d.numero}`),
    );
    for (const count of ['101', '0', '1e2'])
      expect(
        (await get(`/lgw/vn/games/game_menu/recent?recentCount=${count}`, token)).statusCode,
        count,
      ).toBe(400);
  });

  it('/lotto/lgw/games/:gameCode/odds: lô trượt priced per chosen number, lô per drawn number', async () => {
    type Odds = { betType: string; setSize: number | null; costMultiplier: number; winPerPoint: number };
    const odds = async (game: string) =>
      (envelope(await get(`/lotto/lgw/games/${game}/odds`)).value.betTypes as Odds[]).reduce<
        Record<string, Odds>
      >((all, o) => ({ ...all, [o.betType]: o }), {});
    const north = await odds('VN_MB');
    expect(north.truot4).toMatchObject({ setSize: 4, costMultiplier: 4, winPerPoint: 9_600 });
    expect(north.truot10).toMatchObject({ setSize: 10, costMultiplier: 10, winPerPoint: 135_000 });
    expect(north.lo2).toMatchObject({ costMultiplier: 27 });
    expect(north.deDau).toBeUndefined();
    // Tài/xỉu and chẵn/lẻ are e-lottery bets.
    expect(north.tai).toBeUndefined();
    const south = await odds('ELOTT_S5');
    expect(south.truot8).toMatchObject({ costMultiplier: 8, winPerPoint: 26_800 });
    expect(south.lo2).toMatchObject({ costMultiplier: 18 });
    expect(south.tai).toBeDefined();
  });
});
