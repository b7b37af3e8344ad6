import { describe, expect, it } from 'vitest';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

describe.each(testDatabaseKinds())('relay calls on $name', (kind) => {
  const t = withTestApp(kind);

  const relay = (name: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/wps/relay/${name}`, payload, headers });

  describe('gameVendor', () => {
    it('groups the merchant vendors by category in menu order', async () => {
      const groups = envelope(await relay('gameVendor', {})).value;
      expect(groups.map((g: { gameCategory: string }) => g.gameCategory)).toEqual([
        'RNG',
        'LIVE',
        'YB',
        'FISH',
        'BINGO',
        'ELOTT',
        'LOTT',
        'COCKFIGHT',
        'SPORTS',
        'PVP',
        'ARCADE',
      ]);
      expect(groups[0].vendors[0].cards[0]).toMatchObject({ vassalage: 'SUERTE', demo: true });
    });

    it('gives each merchant its own vendors', async () => {
      const groups = envelope(await relay('gameVendor', undefined, { 'x-merchant-code': 'SUERTE_TH' })).value;
      expect(groups.map((g: { gameCategory: string }) => g.gameCategory)).toEqual([
        'RNG',
        'LIVE',
        'FISH',
        'ELOTT',
        'LOTT',
        'SPORTS',
        'PVP',
        'ARCADE',
      ]);
    });

    it("does not reveal another merchant's vendors through the body", async () => {
      expect(envelope(await relay('gameVendor', { merchantCode: 'SUERTE_TH' })).value).toEqual([]);
    });
  });

  describe('MCSFE_getListAnnouncements', () => {
    const body = { types: 'B,PL,PU,PR,H', execution: 'B', platform: 'W' };

    it('pages the announcements, popup first', async () => {
      const first = envelope(
        await relay('MCSFE_getListAnnouncements', { ...body, pageNo: 1, pageSize: 9 }),
      ).value;
      expect(first.total).toBe(12);
      expect(first.list).toHaveLength(9);
      expect(first.list[0]).toMatchObject({ type: 'PU', title: 'Welcome to the Suerte demo', demo: true });
      const second = envelope(
        await relay('MCSFE_getListAnnouncements', { ...body, pageNo: 2, pageSize: 9 }),
      ).value;
      expect(second.list).toHaveLength(3);
      const ids = new Set([...first.list, ...second.list].map((a: { id: string }) => a.id));
      expect(ids.size).toBe(12);
    });

    it('filters by type and translates', async () => {
      const value = envelope(
        await relay('MCSFE_getListAnnouncements', { ...body, types: 'PU' }, { 'x-language': 'tl' }),
      ).value;
      expect(value.list.map((a: { type: string }) => a.type)).toEqual(['PU']);
      expect(value.list[0].title).toBe('Maligayang pagdating sa Suerte demo');
    });

    it('hides announcements that expired or are not published yet', async () => {
      await t.handle.db
        .insertInto('announcements')
        .values([
          {
            merchant_code: 'SUERTE_PH',
            type: 'B',
            title: '{"en":"old"}',
            content: '{"en":"x"}',
            published_at: new Date(Date.now() - 3600e3),
            expires_at: new Date(Date.now() - 1000),
            sort: 0,
            is_demo: true,
          },
          {
            merchant_code: 'SUERTE_PH',
            type: 'B',
            title: '{"en":"future"}',
            content: '{"en":"x"}',
            published_at: new Date(Date.now() + 3600e3),
            expires_at: null,
            sort: 0,
            is_demo: true,
          },
        ])
        .execute();
      const value = envelope(await relay('MCSFE_getListAnnouncements', body)).value;
      expect(value.total).toBe(12);
      expect(value.list.map((a: { title: string }) => a.title)).not.toContain('old');
    });

    it('refuses an unknown type or execution', async () => {
      for (const bad of [
        { ...body, types: 'B,ZZ' },
        { ...body, execution: 'X' },
        { ...body, pageSize: 1000 },
      ]) {
        const res = await relay('MCSFE_getListAnnouncements', bad);
        expect(res.statusCode).toBe(400);
        expect(envelope(res).code).toBe('VALIDATION_FAILED');
      }
    });
  });

  describe('hotGamesV2', () => {
    // Hot games from settled rounds: test/game-catalogue.api.test.ts.
    it('is empty while no round has settled', async () => {
      expect(envelope(await relay('hotGamesV2', { isPlatform: 2 })).value).toEqual({ list: [] });
    });
  });

  it('answers UNKNOWN_RELAY (404) for a name no relay has', async () => {
    const res = await relay('GCS_doesNotExist', {});
    expect(res.statusCode).toBe(404);
    expect(envelope(res)).toMatchObject({ success: false, code: 'UNKNOWN_RELAY', value: null });
  });
});
