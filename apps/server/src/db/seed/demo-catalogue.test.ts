import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/support/test-database.js';
import type { DatabaseHandle } from '../database.js';
import { normalizeSearchText, validateRows } from '../../modules/games/index.js';
import { DEMO_CATALOGUE_GAMES, demoGameName } from './demo-catalogue.js';
import { seedDemoData } from './seed.js';

describe('demoGameName', () => {
  it('names 10,000 games differently, some with accents to search', () => {
    const names = Array.from({ length: DEMO_CATALOGUE_GAMES }, (_, i) => demoGameName(i));
    expect(new Set(names).size).toBe(DEMO_CATALOGUE_GAMES);
    expect(names.some((n) => n.includes('ñ'))).toBe(true);
  });
});

describe('the seeded demo catalogue', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await testDatabaseKinds()[0]!.open({ seed: false });
    await seedDemoData(handle.db, { demoCatalogueGames: 300 });
  });
  afterAll(async () => handle?.close());

  const games = () =>
    handle.db
      .selectFrom('games')
      .selectAll()
      .where('vendor_code', 'like', 'DEMO\\_%')
      .where('entry_kind', '=', 'GAME')
      .orderBy('node_id')
      .execute();

  it('leaves the planner statistics of the games up to date', async () => {
    const { rows } = await handle.pool.query<{ n: number }>(
      `select reltuples::int as n from pg_class where relname = 'games' and relkind = 'r'`,
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(300);
  });

  it('is valid feed data, named as demoGameName says, with search text and icon from the name', async () => {
    const rows = await games();
    expect(rows).toHaveLength(300);
    const feed = rows.map((r) => ({
      vassalage: r.vendor_code,
      nodeId: r.node_id,
      nodeName: r.node_name,
      gameName: r.game_name,
      iconUrl: r.icon_url,
      gameCategory: r.category,
      gameClassify: r.classify,
      supportPlay: r.support_play,
      minBet: Number(r.min_bet),
      minLineNum: r.min_line_num,
    }));
    expect(validateRows(feed, 1).errors).toEqual([]);
    const first = rows.find((r) => r.node_id === 'demo-nova-00001')!;
    expect(first.node_name).toBe(demoGameName(0));
    for (const r of rows) {
      expect(r.search_text).toBe(normalizeSearchText(r.node_name));
      expect(r.icon_url).toBe(`/media/game/${normalizeSearchText(r.node_name).replace(/ /g, '-')}.svg`);
    }
    expect(new Set(rows.map((r) => r.classify))).toEqual(new Set(['JP', 'VP', 'TG', 'AC']));
  });

  it('is labelled demo and plays as the studio; a re-seed changes nothing', async () => {
    const vendors = await handle.db
      .selectFrom('vendors')
      .selectAll()
      .where('code', 'like', 'DEMO\\_%')
      .execute();
    expect(vendors).toHaveLength(5);
    expect(
      vendors.every((v) => v.name.includes('(Demo)') && v.is_demo && v.plays_as_vendor === 'SUERTE'),
    ).toBe(true);
    await handle.db
      .updateTable('games')
      .set({ operator_disabled: true })
      .where('node_id', '=', 'demo-nova-00001')
      .execute();
    await seedDemoData(handle.db, { demoCatalogueGames: 300 });
    const rows = await games();
    expect(rows).toHaveLength(300);
    expect(rows.find((r) => r.node_id === 'demo-nova-00001')!.operator_disabled).toBe(true);
  });

  it('was first listed a game at a time, 50 minutes apart, the last generated game last', async () => {
    const rows = await games();
    const at = (nodeId: string) => rows.find((r) => r.node_id === nodeId)!.first_listed_at.getTime();
    // Game i is node demo-<vendor i mod 5>-<i + 1>.
    expect(at('demo-orbit-00300') - at('demo-jade-00299')).toBe(50 * 60_000);
    expect(at('demo-orbit-00300') - at('demo-nova-00001')).toBe(299 * 50 * 60_000);
  });

  it('has one vendor entry per demo vendor, valid feed data, kept by a re-seed', async () => {
    const entries = await handle.db
      .selectFrom('games')
      .selectAll()
      .where('entry_kind', '=', 'VASSALAGE')
      .orderBy('vendor_code')
      .execute();
    expect(entries.map((e) => e.vendor_code)).toEqual([
      'DEMO_EMBER',
      'DEMO_JADE',
      'DEMO_NOVA',
      'DEMO_ORBIT',
      'DEMO_TIDE',
    ]);
    const feed = entries.map((r) => ({
      vassalage: r.vendor_code,
      nodeId: r.node_id,
      nodeName: r.node_name,
      gameName: r.game_name,
      iconUrl: r.icon_url,
      gameCategory: r.category,
      isGame: r.entry_kind,
    }));
    expect(validateRows(feed, 1).errors).toEqual([]);
    expect(Object.keys(entries[0]!.game_name).sort()).toEqual(['en', 'id', 'th', 'tl', 'vi']);
    await seedDemoData(handle.db, { demoCatalogueGames: 300 });
    const again = await handle.db
      .selectFrom('games')
      .select('node_id')
      .where('entry_kind', '=', 'VASSALAGE')
      .execute();
    expect(again).toHaveLength(5);
  });
});
