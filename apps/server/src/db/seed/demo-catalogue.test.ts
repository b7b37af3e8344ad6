import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/support/test-database.js';
import type { DatabaseHandle } from '../database.js';
import { normalizeSearchText, searchColumns, validateRows } from '../../modules/games/index.js';
import { DEMO_CATALOGUE_GAMES, demoGameName, demoGameNames } from './demo-catalogue.js';
import { DEMO_NAME_LANGUAGES, DEMO_TRANSLATED_WORDS } from './demo-catalogue-names.js';
import { seedDemoData } from './seed.js';

describe('demoGameName', () => {
  it('names 10,000 games differently, some with accents to search', () => {
    const names = Array.from({ length: DEMO_CATALOGUE_GAMES }, (_, i) => demoGameName(i));
    expect(new Set(names).size).toBe(DEMO_CATALOGUE_GAMES);
    expect(names.some((n) => n.includes('ñ'))).toBe(true);
  });

  it('names part of the catalogue in Tagalog, Thai, Vietnamese and Indonesian, in their word order', () => {
    const all = Array.from({ length: DEMO_CATALOGUE_GAMES }, (_, i) => demoGameNames(i));
    for (const language of DEMO_NAME_LANGUAGES) {
      const named = all.filter((n) => n[language] !== undefined).length;
      expect(named, language).toBeGreaterThan(DEMO_CATALOGUE_GAMES * 0.03);
      expect(named, language).toBeLessThan(DEMO_CATALOGUE_GAMES * 0.1);
      // Every translated word is one of the English lists' words (a typo would translate nothing).
      const english = new Set(all.map((n) => n.en!.split(' ')).flat());
      const w = DEMO_TRANSLATED_WORDS[language];
      for (const word of [...Object.keys(w.adjectives), ...Object.keys(w.nouns)]) {
        expect(english.has(word), `${language} ${word}`).toBe(true);
      }
    }
    const golden = all.find((n) => n.en === 'Golden Treasure Megaways')!;
    expect(golden).toEqual({
      en: 'Golden Treasure Megaways',
      tl: 'Gintong Kayamanan Megaways',
      th: 'สมบัติทองคำ Megaways',
      vi: 'Kho Báu Vàng Megaways',
      id: 'Harta Karun Emas Megaways',
    });
    // Thai has no word for "Wild" here: those games keep their English name in Thai.
    const wild = all.find((n) => n.en === 'Wild Stars')!;
    expect(wild).toEqual({
      en: 'Wild Stars',
      tl: 'Ligaw na Bituin',
      vi: 'Ngôi Sao Hoang Dã',
      id: 'Bintang Liar',
    });
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
      const index = Number(r.node_id.slice(-5)) - 1;
      expect(r.game_name).toEqual(demoGameNames(index));
      const { searchNames, searchText } = searchColumns(r.game_name);
      expect(r.search_names).toEqual(searchNames);
      expect(new Set(r.search_text.split('\n'))).toEqual(new Set(searchText.split('\n')));
      expect(r.icon_url).toBe(`/media/game/${normalizeSearchText(r.node_name).replace(/ /g, '-')}.svg`);
    }
    expect(rows.filter((r) => r.game_name.tl !== undefined).length).toBeGreaterThan(0);
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

describe.each(testDatabaseKinds())('the name search index of the seeded demo catalogue on $name', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await kind.open({ seed: false });
    await seedDemoData(handle.db, { demoCatalogueGames: 2_000 });
  });
  afterAll(async () => handle?.close());

  it('has no pending entries left, where PostgreSQL has the index', async () => {
    const { rows } = await handle.pool.query<{ pending: number | null }>(
      `select gin_clean_pending_list(c.oid)::int as pending
         from pg_class c where c.relname = 'games_search_trgm' and c.relkind = 'i'`,
    );
    // The embedded database has no pg_trgm, hence no such index; on PostgreSQL it must be there, merged.
    expect(rows).toEqual(handle.kind === 'postgres' ? [{ pending: 0 }] : []);
  });
});
