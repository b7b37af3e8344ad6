import { describe, expect, it } from 'vitest';
import { openOpsDatabase } from '../src/cli/ops-database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { openDatabase } from '../src/db/database.js';
import { scratchDatabase } from './support/test-database.js';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('the operator CLI on PostgreSQL', () => {
  it('opens a migrated database named by DATABASE_URL, and refuses one without migrations', async () => {
    const scratch = await scratchDatabase(adminUrl!, 'ops');
    try {
      await expect(
        openOpsDatabase({ databaseUrl: scratch.url, dataDir: '' }, { mayCreate: false }),
      ).rejects.toThrow(/no migrations/);
      const server = await openDatabase({
        databaseUrl: scratch.url,
        dataDir: null,
        role: 'server',
        poolSize: 1,
      });
      await migrateToLatest(server.db);
      await server.close();
      const ops = await openOpsDatabase({ databaseUrl: scratch.url, dataDir: '' }, { mayCreate: false });
      await ops.close();
    } finally {
      await scratch.drop();
    }
  });
});
