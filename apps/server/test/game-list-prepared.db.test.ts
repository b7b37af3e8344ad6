import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { createGamesService, type GamesService, type Viewer } from '../src/modules/games/index.js';
import { importFeed, TEST_FEED } from './support/catalogue-fixture.js';
import { testDatabaseKinds } from './support/test-database.js';

// On PostgreSQL the game list runs as named prepared statements: past its first executions PostgreSQL plans
// such a statement once for any parameters (a generic plan), which must give the same pages as the statement
// planned for its values.
const postgres = testDatabaseKinds().find((k) => k.name === 'postgres');

describe.skipIf(!postgres)('game list as prepared statements on PostgreSQL', () => {
  let handle: DatabaseHandle;
  let prepared: GamesService;
  let planned: GamesService;

  beforeAll(async () => {
    handle = await postgres!.open();
    await importFeed(handle, TEST_FEED);
    prepared = createGamesService(handle.db, { preparedPool: handle.pool });
    planned = createGamesService(handle.db);
  });
  afterAll(() => handle.close());

  const viewer = (locale: Viewer['locale']): Viewer => ({
    merchantCode: 'SUERTE_PH',
    memberId: null,
    locale,
  });
  const body = (over: object) => ({ gameType: 'RNG', pageNo: 1, pageSize: 10, ...over }) as never;

  it('answers every filter combination as the statement planned for its values does', async () => {
    const bodies = [
      {},
      { gameName: 'golden' },
      { gameName: 'CAFE OLE' },
      { gameName: 'o', pageSize: 3, pageNo: 2 },
      { gameName: 'golden', gameClassify: 'JP', minBet: 100, minLineNum: 10 },
      { gameName: 'ñata', vassalage: 'SUERTE' },
      { vassalage: 'SUERTE', gameClassify: 'VP' },
      { vassalage: 'SUERTE', pageSize: 3, pageNo: 9 },
      { gameName: 'no such game' },
    ];
    // Six rounds: the connections of the pool gets past the custom plans of its first executions.
    for (let round = 0; round < 6; round += 1) {
      for (const over of bodies) {
        for (const locale of ['en', 'vi'] as const) {
          const got = await prepared.gameList(viewer(locale), body(over));
          const want = await planned.gameList(viewer(locale), body(over));
          expect(got, JSON.stringify({ over, locale })).toEqual(want);
        }
      }
    }
    expect((await prepared.gameList(viewer('en'), body({ gameName: 'CAFE OLE' }))).games).toMatchObject([
      { nodeId: 'suerte-cafe' },
    ]);
  });

  it('prepares each filter combination under one name per connection', async () => {
    const one = new pg.Pool({ connectionString: poolUrl(handle), max: 1 });
    try {
      const service = createGamesService(handle.db, { preparedPool: one });
      for (const term of ['golden', 'gold', 'wild', 'golden']) {
        await service.gameList(viewer('en'), body({ gameName: term }));
      }
      await service.gameList(viewer('en'), body({ vassalage: 'SUERTE' }));
      const { rows } = await one.query<{ name: string; runs: number }>(
        `select name, (generic_plans + custom_plans)::int as runs from pg_prepared_statements
           where name like 'suerte_games_page_%' order by runs desc`,
      );
      expect(rows.map((r) => r.runs)).toEqual([4, 1]);
    } finally {
      await one.end();
    }
  });
});

function poolUrl(handle: DatabaseHandle): string {
  const url = (handle.pool.options as { connectionString?: string }).connectionString;
  if (!url) throw new Error('the PostgreSQL test database has no connection string');
  return url;
}
