import { beforeAll, describe, expect, it } from 'vitest';
import { createGamesService } from '../src/modules/games/index.js';
import { registerMember, testCaptchaImage } from './support/identity-client.js';
import { importFeed, TEST_FEED } from './support/catalogue-fixture.js';
import { runOps } from './support/ops-cli.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds, TEST_SEED } from './support/test-database.js';

type GameView = { nodeId: string; status: string; isFav: boolean; gameName: string; demo: boolean };

describe.each(testDatabaseKinds())('game catalogue relays on $name', (kind) => {
  const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });
  const tokens: Record<string, string> = {};

  const call = (name: string, body: object = {}, token?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/wps/relay/${name}`,
      payload: body,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const value = async (
    name: string,
    body: object = {},
    token?: string,
    headers: Record<string, string> = {},
  ) => {
    const res = envelope(await call(name, body, token, headers));
    expect(res.code, JSON.stringify(res)).toBe('OK');
    return res.value;
  };
  const list = async (body: object, token?: string, headers: Record<string, string> = {}) =>
    (await value('GCSGAME_gameList', body, token, headers)) as {
      games: GameView[];
      total: number;
      totalPages: number;
    };
  const ids = (games: { nodeId: string }[]) => games.map((g) => g.nodeId);
  const studio = { vassalage: 'SUERTE', pageSize: 50 };

  beforeAll(async () => {
    // The feed replaces the studio games the seed imported (2 slots, baccarat, crash twice, High Card, Bingo 75,
    // cockfight, football): they are disabled.
    expect(await importFeed(t.handle, TEST_FEED)).toMatch(/added 8, changed 0, disabled 9, unchanged 0$/);
    tokens.ana = await registerMember(t.app, 'gcana001');
    tokens.ben = await registerMember(t.app, 'gcben002');
  });

  describe('GCSGAME_gameList', () => {
    it("lists a category's games, the studio's first, hiding disabled ones and marking maintenance", async () => {
      const page = await list({ gameType: 'RNG', pageNo: 1, pageSize: 10 });
      // 4 listed studio slots, the test database's demo catalogue and one entry per demo vendor.
      expect(page.total).toBe(4 + TEST_SEED.demoCatalogueGames + 5);
      expect(page.totalPages).toBe(Math.ceil(page.total / 10));
      expect(ids(page.games).slice(0, 4)).toEqual([
        'suerte-cafe',
        'suerte-pinata',
        'suerte-poker',
        'suerte-blackjack',
      ]);
      expect(page.games.find((g) => g.nodeId === 'suerte-poker')!.status).toBe('MAINTENANCE');
      expect(page.games[4]).toMatchObject({ vassalage: 'DEMO_NOVA', demo: true, status: 'ON' });
      expect(ids((await list({ gameName: 'hidden gem' })).games)).toEqual([]);
    });

    it('filters by vendor, slot kind, smallest bet and lines', async () => {
      expect(ids((await list({ ...studio, gameClassify: 'VP' })).games)).toEqual([
        'suerte-pinata',
        'suerte-poker',
      ]);
      expect(ids((await list({ ...studio, minBet: 50 })).games)).toEqual(['suerte-cafe', 'suerte-poker']);
      expect(ids((await list({ ...studio, minLineNum: 20 })).games)).toEqual(['suerte-cafe']);
      expect(
        ids((await list({ ...studio, gameClassify: '', vassalage: '', gameName: '' })).games),
      ).toHaveLength(50);
      expect((await list({ gameType: 'FISH' })).games).toEqual([
        expect.objectContaining({ nodeId: 'sim-fish-1', vassalage: 'SIMVENDOR' }),
      ]);
    });

    it("searches the name in the member's language, whatever the case and accents", async () => {
      expect(ids((await list({ gameName: 'CAFE OLE' })).games)).toEqual(['suerte-cafe']);
      expect(ids((await list({ gameName: 'ÑATA PARTY' })).games)).toEqual(['suerte-pinata']);
      const vi = { 'x-language': 'vi' };
      expect(ids((await list({ gameName: 'TIEC' }, undefined, vi)).games)).toEqual(['suerte-pinata']);
      expect(ids((await list({ gameName: 'tiec' })).games)).toEqual([]);
      const th = await list({ gameName: 'คาเฟ่' }, undefined, { 'x-language': 'th' });
      expect(th.games.map((g) => g.gameName)).toEqual(['คาเฟ่ โอเล่']);
      // Thai players see the Café under its Thai name; the other games keep their English name.
      expect(ids((await list({ gameName: 'blackjack', language: 'th' })).games)).toEqual([
        'suerte-blackjack',
      ]);
      expect(ids((await list({ gameName: '100%' })).games)).toEqual([]);
    });

    it('pages to the last partial page and answers empty past it', async () => {
      const all = await list({ ...studio, pageSize: 3, pageNo: 1 });
      expect(all.totalPages).toBe(2);
      const last = await list({ ...studio, pageSize: 3, pageNo: 2 });
      expect(ids(last.games)).toEqual(['suerte-blackjack']);
      const past = await list({ ...studio, pageSize: 3, pageNo: 9 });
      expect(past).toMatchObject({ games: [], total: 4, totalPages: 2 });
      expect(await list({ gameName: 'no such game' })).toMatchObject({ games: [], total: 0, totalPages: 0 });
    });

    it('refuses bad pages, unknown kinds and unknown fields', async () => {
      for (const bad of [
        { pageNo: 0 },
        { pageSize: 0 },
        { pageSize: 101 },
        { gameClassify: 'XX' },
        { nope: 1 },
      ]) {
        const res = await call('GCSGAME_gameList', bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(envelope(res).code).toBe('VALIDATION_FAILED');
      }
    });

    it("answers empty for another merchant's code and lists each merchant's own vendors", async () => {
      expect((await list({ merchant: 'SUERTE_TH' })).games).toEqual([]);
      const th = await list({ gameType: 'FISH' }, undefined, { 'x-merchant-code': 'SUERTE_TH' });
      expect(ids(th.games)).toEqual(['sim-fish-1']);
      expect(
        (await list({ gameType: 'COCKFIGHT' }, undefined, { 'x-merchant-code': 'SUERTE_TH' })).games,
      ).toEqual([]);
    });
  });

  it('getVassGameType counts the slot kinds of each vendor', async () => {
    const { list: kinds } = await value('getVassGameType', { gameType: 'RNG', vassalage: 'SUERTE' });
    expect(kinds).toEqual([
      { vassalage: 'SUERTE', gameClassify: 'JP', count: 1 },
      { vassalage: 'SUERTE', gameClassify: 'TG', count: 1 },
      { vassalage: 'SUERTE', gameClassify: 'VP', count: 2 },
    ]);
    const all = (await value('getVassGameType', {})).list as { vassalage: string; count: number }[];
    expect(all.filter((k) => k.vassalage !== 'SUERTE').reduce((n, k) => n + k.count, 0)).toBe(
      TEST_SEED.demoCatalogueGames,
    );
  });

  describe('favourites', () => {
    const fav = (token: string, nodeId: string, vendor = 'SUERTE') =>
      call('GCSGAME_addFavGame', { nodeId, vendor }, token);

    it('are empty without a token, and adding needs one', async () => {
      expect(await value('GCSGAME_favGameList', { pageSize: 999 })).toEqual({
        content: [],
        total: 0,
        totalPages: 0,
      });
      expect(await value('GCSGAME_getFavGame')).toEqual({ list: [] });
      const res = await call('GCSGAME_addFavGame', { nodeId: 'suerte-cafe', vendor: 'SUERTE' });
      expect(res.statusCode).toBe(401);
      expect(envelope(res).code).toBe('UNAUTHORIZED');
    });

    it("are the member's own: another member never sees them, in lists or isFav", async () => {
      expect(envelope(await fav(tokens.ana!, 'suerte-cafe')).value).toEqual({ list: ['suerte-cafe'] });
      expect(envelope(await fav(tokens.ana!, 'suerte-cafe')).value).toEqual({ list: ['suerte-cafe'] });
      const mine = await value('GCSGAME_favGameList', { pageNo: 1, pageSize: 999 }, tokens.ana);
      expect(mine).toMatchObject({ total: 1, totalPages: 1 });
      expect(mine.content[0]).toMatchObject({ nodeId: 'suerte-cafe', isFav: true });
      expect(await value('GCSGAME_favGameList', {}, tokens.ben)).toMatchObject({ content: [], total: 0 });
      expect(await value('GCSGAME_getFavGame', {}, tokens.ben)).toEqual({ list: [] });
      const cafe = (token?: string) =>
        list({ gameName: 'cafe' }, token).then((p) => p.games.find((g) => g.nodeId === 'suerte-cafe')!.isFav);
      expect(await cafe(tokens.ana)).toBe(true);
      expect(await cafe(tokens.ben)).toBe(false);
      expect(await cafe()).toBe(false);
      // Removing another member's favourite removes nothing of theirs.
      await value('GCSGAME_removeFavGame', { nodeId: 'suerte-cafe', vendor: 'SUERTE' }, tokens.ben);
      expect(await value('GCSGAME_getFavGame', {}, tokens.ana)).toEqual({ list: ['suerte-cafe'] });
    });

    it('refuse a game of another vendor, an unknown or a disabled game', async () => {
      for (const [nodeId, vendor] of [
        ['suerte-cafe', 'SIMVENDOR'],
        ['no-such-game', 'SUERTE'],
        ['suerte-hidden', 'SUERTE'],
      ] as const) {
        const res = await fav(tokens.ben!, nodeId, vendor);
        expect(res.statusCode, nodeId).toBe(404);
      }
      expect(await value('GCSGAME_getFavGame', {}, tokens.ben)).toEqual({ list: [] });
    });

    it('are removed by node id and vendor, and hide games the feed disables', async () => {
      await fav(tokens.ben!, 'suerte-blackjack');
      await fav(tokens.ben!, 'suerte-pinata');
      expect((await value('GCSGAME_getFavGame', {}, tokens.ben)).list).toEqual([
        'suerte-blackjack',
        'suerte-pinata',
      ]);
      expect(
        (await value('GCSGAME_removeFavGame', { nodeId: 'suerte-blackjack', vendor: 'SUERTE' }, tokens.ben))
          .list,
      ).toEqual(['suerte-pinata']);
      await importFeed(
        t.handle,
        TEST_FEED.map((r) => (r.nodeId === 'suerte-pinata' ? { ...r, status: 'OFF' } : r)),
      );
      expect(await value('GCSGAME_favGameList', {}, tokens.ben)).toMatchObject({ content: [], total: 0 });
      await importFeed(t.handle, TEST_FEED);
      expect((await value('GCSGAME_getFavGame', {}, tokens.ben)).list).toEqual(['suerte-pinata']);
    });
  });

  describe('kill switches', () => {
    it('game:disable shows the game under maintenance until game:enable', async () => {
      const status = async () =>
        (await list({ gameName: 'blackjack' })).games.find((g) => g.nodeId === 'suerte-blackjack')!.status;
      expect(await runOps(t.handle, 'game:disable', 'suerte-blackjack')).toBe(
        'game suerte-blackjack under maintenance',
      );
      expect(await status()).toBe('MAINTENANCE');
      // A feed import keeps the operator's switch.
      await importFeed(t.handle, TEST_FEED);
      expect(await status()).toBe('MAINTENANCE');
      await runOps(t.handle, 'game:enable', 'suerte-blackjack');
      expect(await status()).toBe('ON');
      await expect(runOps(t.handle, 'game:disable', 'nope')).rejects.toThrow('unknown game nope');
    });

    it("vendor:disable puts the vendor's games and card under maintenance", async () => {
      await runOps(t.handle, 'vendor:disable', 'SIMVENDOR');
      expect((await list({ gameType: 'FISH' })).games[0]!.status).toBe('MAINTENANCE');
      const groups = (await value('gameVendor')) as {
        vendors: { cards: { vassalage: string; maintenance: boolean }[] }[];
      }[];
      const cards = groups
        .flatMap((g) => g.vendors.flatMap((l) => l.cards))
        .filter((c) => c.vassalage === 'SIMVENDOR');
      expect(cards.every((c) => c.maintenance)).toBe(true);
      await runOps(t.handle, 'vendor:enable', 'SIMVENDOR');
      expect((await list({ gameType: 'FISH' })).games[0]!.status).toBe('ON');
      expect(await runOps(t.handle, 'audit', '--limit', '1')).toMatch(/vendor\.enable vendor:SIMVENDOR/);
    });
  });

  describe('from settled rounds', () => {
    let round = 0;
    /** A round of the member on a game, settled `minutesAgo` (open when null). */
    async function playRound(
      username: string,
      game: string,
      win: number,
      minutesAgo: number | null,
      vendor = 'SUERTE',
    ) {
      const member = await t.handle.db
        .selectFrom('members')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      const at = new Date(Date.now() - (minutesAgo ?? 0) * 60_000);
      await t.handle.db
        .insertInto('game_rounds')
        .values({
          vendor_code: vendor,
          round_id: `round-${(round += 1)}`,
          member_id: member.id,
          game_code: game,
          currency: 'PHP',
          stake_total: 100,
          win_total: win,
          win_count: win > 0 ? 1 : 0,
          status: minutesAgo === null ? 'open' : 'closed',
          opened_at: at,
          closed_at: minutesAgo === null ? null : at,
        })
        .execute();
    }

    it('are empty while no round has settled', async () => {
      expect(await value('hotGamesV2', {})).toEqual({ list: [] });
      expect(await value('GCSGAME_getRankList', { type: 'WINNER' })).toEqual({ list: [] });
      expect(await value('GCSGAME_getRankList', { type: 'LEADERBOARD' })).toEqual({ list: [] });
      expect(await value('GCS_recentGame', {}, tokens.ana)).toEqual({ list: [] });
    });

    it('hot games rank by players, then rounds, with isFav for the member only', async () => {
      await playRound('gcana001', 'suerte-blackjack', 0, 50);
      await playRound('gcana001', 'suerte-blackjack', 0, 40);
      await playRound('gcana001', 'suerte-blackjack', 150_000, 30);
      await playRound('gcana001', 'suerte-cafe', 2_500, 20);
      await playRound('gcben002', 'suerte-cafe', 0, 10);
      await playRound('gcben002', 'sim-fish-1', 900, 5, 'SIMVENDOR');
      // Open rounds and rounds older than 7 days are not counted.
      await playRound('gcben002', 'suerte-pinata', 0, null);
      await playRound('gcben002', 'suerte-pinata', 0, null);
      await playRound('gcben002', 'suerte-poker', 77_000, 8 * 24 * 60);
      const hot = (await value('hotGamesV2', {}, tokens.ana)).list as GameView[];
      expect(ids(hot)).toEqual(['suerte-cafe', 'suerte-blackjack', 'sim-fish-1']);
      expect(hot[0]!.isFav).toBe(true);
      expect(((await value('hotGamesV2', {}, tokens.ben)).list as GameView[])[0]!.isFav).toBe(false);
      // Another merchant's members played none of these.
      expect(await value('hotGamesV2', {}, undefined, { 'x-merchant-code': 'SUERTE_TH' })).toEqual({
        list: [],
      });
    });

    it("recent games are the member's own, newest first, and need a token", async () => {
      expect(ids((await value('GCS_recentGame', {}, tokens.ana)).list)).toEqual([
        'suerte-cafe',
        'suerte-blackjack',
      ]);
      expect(ids((await value('GCS_recentGame', { count: 1 }, tokens.ben)).list)).toEqual(['suerte-pinata']);
      expect(await value('GCS_recentGame', {})).toEqual({ list: [] });
    });

    it('the winner board lists the newest wins with masked names and real amounts', async () => {
      const { list: wins } = await value('GCSGAME_getRankList', { type: 'WINNER' }, undefined, {
        'x-language': 'th',
      });
      expect(wins).toEqual([
        {
          rank: 1,
          name: 'gc***2',
          nodeId: 'sim-fish-1',
          gameName: 'sim-fish-1',
          vassalage: 'SIMVENDOR',
          amount: 900,
          currency: 'PHP',
          at: expect.any(String),
        },
        {
          rank: 2,
          name: 'gc***1',
          nodeId: 'suerte-cafe',
          gameName: 'คาเฟ่ โอเล่',
          vassalage: 'SUERTE',
          amount: 2_500,
          currency: 'PHP',
          at: expect.any(String),
        },
        expect.objectContaining({ rank: 3, name: 'gc***1', nodeId: 'suerte-blackjack', amount: 150_000 }),
      ]);
      const slots = await value('GCSGAME_getRankList', { type: 'WINNER', gameType: 'RNG', count: 1 });
      expect(ids(slots.list)).toEqual(['suerte-cafe']);
    });

    it('the leaderboard sums each member’s wins of the last 7 days', async () => {
      const { list: leaders } = await value('GCSGAME_getRankList', { type: 'LEADERBOARD' });
      expect(
        leaders.map((l: { rank: number; name: string; amount: number }) => [l.rank, l.name, l.amount]),
      ).toEqual([
        [1, 'gc***1', 152_500],
        [2, 'gc***2', 900],
      ]);
      expect(JSON.stringify(leaders)).not.toContain('gcana001');
    });
  });

  describe('launch targets', () => {
    const games = () => createGamesService(t.handle.db);
    const viewer = { merchantCode: 'SUERTE_PH', memberId: null, locale: 'en' as const };

    it('a studio game launches itself; a demo entry launches the studio game of its kind', async () => {
      expect(await games().launchTarget('SUERTE_PH', 'suerte-cafe')).toEqual({
        kind: 'playable',
        vendor: 'SUERTE',
        gameCode: 'suerte-cafe',
        demo: false,
        listedVendor: 'SUERTE',
        supportPlay: expect.any(Number),
      });
      const demo = await t.handle.db
        .selectFrom('games')
        .select(['node_id', 'classify'])
        .where('vendor_code', '=', 'DEMO_TIDE')
        .where('classify', '=', 'TG')
        .executeTakeFirstOrThrow();
      expect(await games().launchTarget('SUERTE_PH', demo.node_id)).toEqual({
        kind: 'playable',
        vendor: 'SUERTE',
        gameCode: 'suerte-blackjack',
        demo: true,
        listedVendor: 'DEMO_TIDE',
        supportPlay: expect.any(Number),
      });
    });

    it('a game under maintenance is not launched and has playable alternatives of its kind first', async () => {
      expect(await games().launchTarget('SUERTE_PH', 'suerte-poker')).toMatchObject({ kind: 'maintenance' });
      expect(await games().launchTarget('SUERTE_PH', 'suerte-hidden')).toEqual({ kind: 'not-found' });
      const alternatives = await games().alternatives(viewer, 'suerte-poker', 3);
      expect(alternatives[0]!.nodeId).toBe('suerte-pinata');
      expect(alternatives).toHaveLength(3);
      expect(alternatives.every((g) => g.status === 'ON' && g.nodeId !== 'suerte-poker')).toBe(true);
    });
  });

  it('GLS2_roomList lists the PVP rooms', async () => {
    expect(await value('GLS2_roomList', { gameType: 'PVP' })).toEqual({
      rooms: [
        expect.objectContaining({
          roomId: 'room-1',
          nodeId: 'sim-pvp-1',
          vassalage: 'SIMVENDOR',
          minBet: 500,
          status: 'ON',
        }),
        expect.objectContaining({ roomId: 'room-2', nodeId: 'sim-pvp-2', minBet: 1000 }),
      ],
    });
  });
});
