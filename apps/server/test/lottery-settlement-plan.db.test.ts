import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../src/db/database.js';
import { waitingChunkQuery, withoutParallelWorkers } from '../src/modules/lottery/index.js';
import { testDatabaseKinds } from './support/test-database.js';

/**
 * The plan of a chunk read in a transaction that asks for parallel plans wherever they are allowed (as a table of
 * millions of rows makes the planner choose them; the setting was renamed in PostgreSQL 16).
 */
async function chunkPlan(db: Database, parallelAllowed: boolean): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { rows: version } = await sql<{
      v: string;
    }>`select current_setting('server_version_num') as v`.execute(trx);
    const force = Number(version[0]!.v) >= 160000 ? 'debug_parallel_query' : 'force_parallel_mode';
    await sql.raw(`set local ${force} = on`).execute(trx);
    await sql`set local max_parallel_workers_per_gather = 2`.execute(trx);
    if (!parallelAllowed) await withoutParallelWorkers(trx);
    const query = waitingChunkQuery(1, 0, 5_000).compile(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>({
      ...query,
      sql: `explain ${query.sql}`,
    });
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe.each(testDatabaseKinds().filter((k) => k.name === 'postgres'))(
  'lottery settlement chunk reads ($name)',
  (kind) => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await kind.open();
    });
    afterAll(async () => handle?.close());

    it('never start parallel workers, which the planner would choose on a large table', async () => {
      expect(await chunkPlan(handle.db, true)).toContain('Gather');
      expect(await chunkPlan(handle.db, false)).not.toContain('Gather');
    });
  },
);
