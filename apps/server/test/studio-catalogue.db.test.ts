// Suerte Studio's games enter the catalogue at every start (server.ts runs importStudioCatalogue after the
// migrations and the seed), through the same feed import as any vendor's: a database made before a game existed
// lists it after the next start, a stale listing is brought up to date, and a game the operator disabled stays
// disabled. PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { importStudioCatalogue } from '../src/db/seed/studio-catalogue-seed.js';
import { createCatalogueAdmin } from '../src/modules/games/index.js';
import { studioCatalogueFeed } from '../src/studio/index.js';
import { testDatabaseKinds } from './support/test-database.js';

const NODES = studioCatalogueFeed('SUERTE').map((row) => row.nodeId);

describe.each(testDatabaseKinds())('the studio catalogue at start on $name', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await kind.open();
  });
  afterAll(async () => handle?.close());

  const listed = () =>
    handle.db
      .selectFrom('games')
      .select(['node_id', 'node_name', 'enabled', 'operator_disabled'])
      .where('vendor_code', '=', 'SUERTE')
      .orderBy('node_id')
      .execute();

  it('lists every studio game after the seed', async () => {
    expect((await listed()).map((g) => g.node_id)).toEqual([...NODES].sort());
    // A start on that database finds nothing to do.
    expect(await importStudioCatalogue(handle.db)).toMatchObject({
      added: 0,
      changed: 0,
      disabled: 0,
      unchanged: NODES.length,
    });
  });

  it('adds a game the database did not have and keeps what the operator disabled', async () => {
    // A database made before the studio had its crash listing in the arcade; an operator turned baccarat off,
    // and baccarat's listing is stale too (so the import rewrites that very row).
    await handle.db.deleteFrom('games').where('node_id', '=', 'crash-arcade').execute();
    await createCatalogueAdmin(handle.db).setGameDisabled('operator:test', 'baccarat', true);
    await handle.db
      .updateTable('games')
      .set({ node_name: 'Old Baccarat' })
      .where('node_id', '=', 'baccarat')
      .execute();

    expect(await importStudioCatalogue(handle.db)).toMatchObject({
      added: 1,
      changed: 1,
      disabled: 0,
      unchanged: NODES.length - 2,
    });
    const games = new Map((await listed()).map((g) => [g.node_id, g]));
    expect([...games.keys()]).toEqual([...NODES].sort());
    expect(games.get('crash-arcade')).toMatchObject({ enabled: true, operator_disabled: false });
    expect(games.get('baccarat')).toMatchObject({
      node_name: 'Baccarat',
      enabled: true,
      operator_disabled: true,
    });

    // Idempotent: the next start changes nothing, and the operator's disable still holds.
    expect(await importStudioCatalogue(handle.db)).toMatchObject({
      added: 0,
      changed: 0,
      unchanged: NODES.length,
    });
    expect((await listed()).find((g) => g.node_id === 'baccarat')?.operator_disabled).toBe(true);
  });
});
