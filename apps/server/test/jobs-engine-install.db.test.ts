// Two nodes starting on a fresh PostgreSQL database both install the job engine's schema. The engine serializes
// its own install, but a node whose catalogue lookups were cached before it waited can still collide with the
// other's `CREATE SCHEMA` (unique violation on pg_namespace); the node must then start on the installed schema
// rather than exit. The collision is played by hand: another session creates the schema and commits while the
// runner's install waits on it.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { ENGINE_SCHEMA, startJobRunner } from '../src/jobs/index.js';
import { scratchDatabase, type ScratchDatabase } from './support/test-database.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.skipIf(!adminUrl)('job engine install on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    scratch = await scratchDatabase(adminUrl!, 'engine');
    handle = await openDatabase({ databaseUrl: scratch.url, dataDir: null, role: 'server', poolSize: 3 });
    handle.pool.on('error', () => undefined);
    await migrateToLatest(handle.db);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await scratch?.drop();
  });

  it('starts when another node created the engine schema while this one was installing it', async () => {
    const other = new pg.Client({ connectionString: scratch.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query(`create schema ${ENGINE_SCHEMA}`);
      const starting = startJobRunner({
        db: handle.db,
        // No jobs: nothing runs that could outlive the test's database; the engine's start is what is tested.
        definitions: [],
        log: quiet,
        planEverySeconds: 3600,
      });
      const outcome = starting.then(
        (runner) => ({ runner, error: null }),
        (error: unknown) => ({ runner: null, error }),
      );
      // Wait until the runner's install is blocked behind the uncommitted schema, then let it collide.
      for (let i = 0; ; i += 1) {
        const { rows } = await other.query(
          `select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        if (rows[0].waiting > 0) break;
        if (i > 300) throw new Error('the runner never waited for the schema');
        await new Promise((r) => setTimeout(r, 20));
      }
      await other.query('commit');
      const { runner, error } = await outcome;
      expect(error).toBeNull();
      await runner!.stop();
      const { rows } = await other.query(`select to_regclass('${ENGINE_SCHEMA}.version') as version`);
      expect(rows[0].version).not.toBeNull();
    } finally {
      await other.end();
    }
  }, 60_000);
});
