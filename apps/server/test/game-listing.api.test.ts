import { describe, expect, it } from 'vitest';
import { demoGameNames } from '../src/db/seed/demo-catalogue.js';
import { feedFile, feedRow, importFeed } from './support/catalogue-fixture.js';
import { freshIp, headersOf, registerMember, testCaptchaImage } from './support/identity-client.js';
import { runOps } from './support/ops-cli.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds, TEST_SEED } from './support/test-database.js';

type Entry = { nodeId: string; vassalage: string; isGame: string; gameName: string; nodeName: string };
const DEMO_VENDORS = ['DEMO_NOVA', 'DEMO_TIDE', 'DEMO_EMBER', 'DEMO_JADE', 'DEMO_ORBIT'];

describe.each(testDatabaseKinds())('new games and vendor entries on $name', (kind) => {
  const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });
  const value = async (name: string, body: object = {}, headers: Record<string, string> = {}) => {
    const res = envelope(
      await t.app.inject({ method: 'POST', url: `/wps/relay/${name}`, payload: body, headers }),
    );
    expect(res.code, JSON.stringify(res)).toBe('OK');
    return res.value;
  };
  const list = async (body: object, headers: Record<string, string> = {}) =>
    (await value('GCSGAME_gameList', body, headers)) as { games: Entry[]; total: number };
  const newest = async (count: number, headers: Record<string, string> = {}) =>
    ((await value('GCSGAME_newGames', { count }, headers)) as { list: Entry[] }).list;
  const ids = (games: { nodeId: string }[]) => games.map((g) => g.nodeId);
  const firstListed = async (nodeId: string) =>
    (
      await t.handle.db
        .selectFrom('games')
        .select('first_listed_at')
        .where('node_id', '=', nodeId)
        .executeTakeFirstOrThrow()
    ).first_listed_at;

  describe('GCSGAME_newGames', () => {
    it('lists the studio games the seed imported first, then the demo catalogue newest first, games only', async () => {
      const games = await newest(100);
      expect(games).toHaveLength(100);
      expect(games.every((g) => g.isGame === 'GAME')).toBe(true);
      const firstDemo = games.findIndex((g) => g.vassalage.startsWith('DEMO_'));
      expect(games.slice(0, firstDemo).every((g) => g.vassalage === 'SUERTE')).toBe(true);
      expect(ids(games)).toContain('lucky-dragon');
      // The generated catalogue's game i was listed before game i + 1: the last generated comes first.
      // Game i is node demo-<vendor i mod 5>-<i + 1>.
      const nodeOf = (i: number) =>
        `${['demo-nova', 'demo-tide', 'demo-ember', 'demo-jade', 'demo-orbit'][i % 5]}-${String(i + 1).padStart(5, '0')}`;
      const n = TEST_SEED.demoCatalogueGames;
      expect(ids(games.slice(firstDemo, firstDemo + 3))).toEqual([
        nodeOf(n - 1),
        nodeOf(n - 2),
        nodeOf(n - 3),
      ]);
      expect((await newest(3)).map((g) => g.nodeId)).toEqual(ids(games.slice(0, 3)));
    });

    it('puts a newly imported game first and keeps its first-listed date when a later feed changes it', async () => {
      const fish = (nodeId: string, name = nodeId) =>
        feedRow(nodeId, { vassalage: 'SIMVENDOR', gameCategory: 'FISH', gameName: { en: name } });
      expect(await importFeed(t.handle, [fish('fish-old')])).toMatch(/added 1,/);
      const listedAt = await firstListed('fish-old');
      expect(ids(await newest(1))).toEqual(['fish-old']);
      const cockfight = feedRow('cock-new', { vassalage: 'SIMVENDOR', gameCategory: 'COCKFIGHT' });
      expect(
        await importFeed(t.handle, [fish('fish-old', 'Old Reef Renamed'), fish('fish-new'), cockfight]),
      ).toMatch(/added 2, changed 1,/);
      expect(await firstListed('fish-old')).toEqual(listedAt);
      const games = await newest(3);
      expect(ids(games)).toEqual(['fish-new', 'cock-new', 'fish-old']);
      expect(games[2]!.gameName).toBe('Old Reef Renamed');
      // Another merchant sees only the categories it offers: SUERTE_TH has no cockfights.
      expect(ids(await newest(2, { 'x-merchant-code': 'SUERTE_TH' }))).toEqual(['fish-new', 'fish-old']);
    });

    it('refuses a count outside 1-100 and unknown fields', async () => {
      for (const bad of [{ count: 0 }, { count: 101 }, { pageNo: 1 }]) {
        const res = await t.app.inject({ method: 'POST', url: '/wps/relay/GCSGAME_newGames', payload: bad });
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      }
    });
  });

  describe('vendor entries (isGame VASSALAGE)', () => {
    it('the seed lists one per demo vendor, first among its games, named in every language', async () => {
      const page = await list({ gameType: 'RNG', pageSize: 100 });
      const entries = page.games.filter((g) => g.isGame === 'VASSALAGE');
      expect(entries.map((e) => e.vassalage).sort()).toEqual([...DEMO_VENDORS].sort());
      const nova = entries.find((e) => e.vassalage === 'DEMO_NOVA')!;
      expect(nova).toMatchObject({ nodeId: 'demo-nova-all', nodeName: 'Nova Reels (Demo)' });
      expect(nova.gameName).toBe('All Nova Reels (Demo) games');
      const firstNova = page.games.findIndex((g) => g.vassalage === 'DEMO_NOVA');
      expect(page.games[firstNova]!.nodeId).toBe('demo-nova-all');
      const tl = await list({ gameType: 'RNG', gameName: 'lahat ng laro ng nova' }, { 'x-language': 'tl' });
      expect(tl.games.map((g) => [g.nodeId, g.gameName])).toEqual([
        ['demo-nova-all', 'Lahat ng laro ng Nova Reels (Demo)'],
      ]);
    });

    it("are left out of their vendor's own list and of lists filtered on game properties", async () => {
      const nova = await list({ gameType: 'RNG', vassalage: 'DEMO_NOVA', pageSize: 100 });
      expect(nova.total).toBe(TEST_SEED.demoCatalogueGames / DEMO_VENDORS.length);
      expect(nova.games.every((g) => g.isGame === 'GAME')).toBe(true);
      for (const filter of [{ gameClassify: 'JP' }, { minBet: 1000 }, { minLineNum: 0 }]) {
        const page = await list({ gameType: 'RNG', pageSize: 100, ...filter });
        expect(
          page.games.some((g) => g.isGame === 'VASSALAGE'),
          JSON.stringify(filter),
        ).toBe(false);
      }
    });

    it('are neither launched nor kept as favourites', async () => {
      const token = await registerMember(t.app, 'vendorent1');
      const launch = await t.app.inject({
        method: 'GET',
        url: '/wps/game/launchGame?nodeId=demo-nova-all&vassalage=DEMO_NOVA',
        headers: headersOf({ ip: freshIp(), token }),
      });
      expect(launch.statusCode).toBe(404);
      const fav = await t.app.inject({
        method: 'POST',
        url: '/wps/relay/GCSGAME_addFavGame',
        payload: { nodeId: 'demo-nova-all', vendor: 'DEMO_NOVA' },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(fav.statusCode).toBe(404);
    });

    it('come from a feed row marked isGame VASSALAGE, which has no game properties', async () => {
      const entry = feedRow('sim-live-all', {
        vassalage: 'SIMVENDOR',
        gameCategory: 'LIVE',
        nodeName: 'Simulator Studio',
        gameName: { en: 'All Simulator Studio tables' },
        isGame: 'VASSALAGE',
      });
      const bad = { ...entry, nodeId: 'sim-live-bad', gameClassify: 'JP', minBet: 100 };
      const refused = runOps(t.handle, 'catalogue:import', await feedFile('bad.json', [bad]));
      await expect(refused).rejects.toThrow(/gameClassify must be empty on a vendor entry/);
      await expect(refused).rejects.toThrow(/minBet must be empty on a vendor entry/);
      const csv = [
        'vassalage,nodeId,nodeName,gameName.en,iconUrl,gameCategory,isGame',
        'SIMVENDOR,sim-live-1,Table One,Table One,/media/game/t1.svg,LIVE,',
        `SIMVENDOR,sim-live-all,Simulator Studio,All Simulator Studio tables,/media/vendor/s.svg,LIVE,VASSALAGE`,
      ].join('\n');
      expect(await runOps(t.handle, 'catalogue:import', await feedFile('live.csv', csv))).toMatch(/added 2,/);
      const live = await list({ gameType: 'LIVE' });
      expect(live.games.map((g) => [g.nodeId, g.isGame])).toEqual(
        expect.arrayContaining([
          ['sim-live-1', 'GAME'],
          ['sim-live-all', 'VASSALAGE'],
        ]),
      );
      expect(ids(await newest(5))).not.toContain('sim-live-all');
    });
  });

  it("finds demo games by their name in the member's language, beyond the English fallback", async () => {
    const named = Array.from({ length: TEST_SEED.demoCatalogueGames }, (_, i) => demoGameNames(i));
    for (const language of ['tl', 'vi', 'id', 'th'] as const) {
      const game = named.find((n) => n[language] !== undefined);
      if (!game) continue;
      const local = game[language]!;
      // The first word of the translated name, in lower case and without its accents.
      const term = local
        .split(' ')[0]!
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase();
      const page = await list({ gameType: 'RNG', gameName: term, pageSize: 100 }, { 'x-language': language });
      expect(
        page.games.map((g) => g.gameName),
        `${language}: ${term}`,
      ).toContain(local);
      // In English the same game is found by its English name only.
      const english = await list({ gameType: 'RNG', gameName: local, pageSize: 100 });
      expect(english.games.map((g) => g.nodeName)).not.toContain(game.en);
    }
    expect(named.some((n) => n.tl !== undefined)).toBe(true);
  });

  it('answers the same whatever clientType, platform and channel say (accepted, not filtering)', async () => {
    const body = { gameType: 'RNG', gameName: 'golden', pageSize: 20 };
    const plain = await list(body);
    expect(plain.total).toBeGreaterThan(0);
    for (const extra of [
      { clientType: 1, platform: 'M' },
      { clientType: 3, platform: 'W', channel: 'app' },
      { clientType: 0, platform: 'H5', channel: 'agent-42' },
    ]) {
      expect(await list({ ...body, ...extra }), JSON.stringify(extra)).toEqual(plain);
    }
  });
});
