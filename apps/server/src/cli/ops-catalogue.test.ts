import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedFile, feedRow, importFeed } from '../../test/support/catalogue-fixture.js';
import { runOps } from '../../test/support/ops-cli.js';
import { testDatabaseKinds } from '../../test/support/test-database.js';
import type { DatabaseHandle } from '../db/database.js';

describe('operator CLI catalogue:import', () => {
  let handle: DatabaseHandle;
  const acme = (nodeId: string, over: Record<string, unknown> = {}) =>
    feedRow(nodeId, { vassalage: 'SIMVENDOR', gameCategory: 'FISH', ...over });
  const gamesOf = () =>
    handle.db
      .selectFrom('games')
      .select(['node_id', 'enabled', 'min_bet', 'search_text'])
      .where('vendor_code', '=', 'SIMVENDOR')
      .orderBy('node_id')
      .execute();

  beforeAll(async () => {
    handle = await testDatabaseKinds()[0]!.open();
  });
  afterAll(async () => handle?.close());

  it('adds, changes and disables, and says how many of each', async () => {
    expect(await importFeed(handle, [acme('f-1'), acme('f-2'), acme('f-3')])).toMatch(
      /: added 3, changed 0, disabled 0, unchanged 0$/,
    );
    const again = await importFeed(handle, [acme('f-1', { minBet: 7 }), acme('f-2'), acme('f-4')]);
    expect(again).toMatch(/\(SIMVENDOR\): added 1, changed 1, disabled 1, unchanged 1$/);
    expect((await gamesOf()).map((g) => [g.node_id, g.enabled, Number(g.min_bet)])).toEqual([
      ['f-1', true, 7],
      ['f-2', true, 0],
      ['f-3', false, 0],
      ['f-4', true, 0],
    ]);
    expect(await runOps(handle, 'audit', '--limit', '1')).toMatch(
      /catalogue\.import feed:feed\.json .*"added":1/,
    );
  });

  it('refuses a feed with any bad row, naming each, and imports nothing of it', async () => {
    const before = await gamesOf();
    const feed = [acme('f-1', { minBet: 99 }), acme('f-5', { gameCategory: 'CASINO' }), acme('bad id!')];
    await expect(importFeed(handle, feed)).rejects.toThrow(
      /the feed has 2 problem\(s\); nothing was imported\n {2}row 2 \(f-5\): gameCategory must be one of .*\n {2}row 3 \(bad id!\): nodeId must be/,
    );
    await expect(importFeed(handle, [acme('f-9', { vassalage: 'NOBODY' })])).rejects.toThrow(
      'vassalage NOBODY is not a known vendor',
    );
    await expect(importFeed(handle, [acme('suerte-x'), feedRow('f-1')])).rejects.toThrow(
      'nodeId f-1 of SUERTE already belongs to vendor SIMVENDOR',
    );
    expect(await gamesOf()).toEqual(before);
  });

  it('reads CSV with names per language and stores the normalized search text', async () => {
    const csv =
      'vassalage,nodeId,nodeName,gameName.en,gameName.vi,iconUrl,gameCategory,minBet\n' +
      'SIMVENDOR,f-6,Bắn Cá,Fish Hunter,Bắn Cá Vàng,/media/game/f-6.svg,FISH,5\n';
    const out = await runOps(handle, 'catalogue:import', await feedFile('feed.csv', csv));
    expect(out).toMatch(/added 1, changed 0, disabled 3, unchanged 0$/);
    expect((await gamesOf()).find((g) => g.node_id === 'f-6')!.search_text).toBe('fish hunter\nban ca vang');
  });

  it('refuses other file types and unreadable files', async () => {
    await expect(runOps(handle, 'catalogue:import', '/tmp/feed.xml')).rejects.toThrow(
      'must end in .json or .csv',
    );
    await expect(runOps(handle, 'catalogue:import', '/nonexistent/feed.json')).rejects.toThrow('cannot read');
  });
});
