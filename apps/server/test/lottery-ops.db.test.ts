import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lotteryLayout, lotteryResult } from '@suerte/fair';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { runDrawJob } from '../src/modules/lottery/index.js';
import { runOps } from './support/ops-cli.js';
import { testDatabaseKinds } from './support/test-database.js';

describe('regional results: ops lottery:result, lottery:confirm and lottery:void, and the result feed', () => {
  let handle: DatabaseHandle;
  let dir: string;
  beforeAll(async () => {
    handle = await testDatabaseKinds()[0]!.open();
    dir = await mkdtemp(join(tmpdir(), 'lottery-ops-'));
    await runDrawJob(handle.db, null);
  });
  afterAll(() => handle?.close());

  /** The next north draw, locked as its lock time had come. */
  async function lockedDraw(skip = 0) {
    const draw = await handle.db
      .selectFrom('lottery_draws')
      .select(['id', 'numero'])
      .where('game_code', '=', 'VN_MB')
      .where('status', '=', 'OPEN')
      .orderBy('draw_at')
      .offset(skip)
      .executeTakeFirstOrThrow();
    await handle.db
      .updateTable('lottery_draws')
      .set({ lock_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', draw.id)
      .execute();
    await runDrawJob(handle.db, null);
    return draw.numero;
  }
  const file = async (name: string, value: unknown) => {
    const path = join(dir, name);
    await writeFile(path, JSON.stringify(value));
    return path;
  };

  it('refuses a malformed result with the reason, and a confirmation by the operator who entered it', async () => {
    const numero = await lockedDraw();
    const result = lotteryResult({ serverSeed: 'ops', clientSeed: 'ops', nonce: 1 }, lotteryLayout('north'));
    const { G7: _dropped, ...missing } = result;
    await expect(
      runOps(
        handle,
        'lottery:result',
        'VN_MB',
        numero,
        '--file',
        await file('bad.json', missing),
        '--operator',
        'alice',
      ),
    ).rejects.toThrow('G7 is missing');
    expect(
      await runOps(
        handle,
        'lottery:result',
        'VN_MB',
        numero,
        '--file',
        await file('ok.json', result),
        '--operator',
        'alice',
      ),
    ).toContain('waiting for another operator');
    await expect(runOps(handle, 'lottery:confirm', 'VN_MB', numero, '--operator', 'alice')).rejects.toThrow(
      'four eyes',
    );
    expect(await runOps(handle, 'lottery:confirm', 'VN_MB', numero, '--operator', 'bob')).toContain(
      'confirmed by bob',
    );
    const row = await handle.db
      .selectFrom('lottery_draws')
      .select(['status', 'result', 'demo', 'seed_hash'])
      .where('game_code', '=', 'VN_MB')
      .where('numero', '=', numero)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'RESULTED', result, demo: false, seed_hash: null });
    await expect(runOps(handle, 'lottery:void', 'VN_MB', numero)).rejects.toThrow('cannot be voided');
  });

  it('voids a draw once and says so the second time', async () => {
    const numero = await lockedDraw();
    expect(await runOps(handle, 'lottery:void', 'VN_MB', numero, '--reason', 'station closed')).toContain(
      'voided by',
    );
    expect(await runOps(handle, 'lottery:void', 'VN_MB', numero)).toContain('already void');
    await expect(
      runOps(
        handle,
        'lottery:result',
        'ELOTT_N1',
        '20261125-1',
        '--file',
        join(dir, 'ok.json'),
        '--operator',
        'a',
      ),
    ).rejects.toThrow();
  });
  it('takes a regional result from the feed once it is published, refusing a malformed one', async () => {
    // A station whose draws are made again with a feed configured: no seed, not demo.
    await handle.db.deleteFrom('lottery_draws').where('game_code', '=', 'VN_MT_KT').execute();
    const published = new Map<string, unknown>();
    const feed = {
      name: 'test-feed',
      fetchResult: async (d: { gameCode: string; numero: string }) =>
        (published.get(`${d.gameCode}/${d.numero}`) ?? null) as Record<string, string[]> | null,
    };
    await runDrawJob(handle.db, feed);
    const draw = await handle.db
      .selectFrom('lottery_draws')
      .selectAll()
      .where('game_code', '=', 'VN_MT_KT')
      .orderBy('draw_at')
      .executeTakeFirstOrThrow();
    expect(draw).toMatchObject({ seed_hash: null, demo: false, status: 'OPEN' });
    await handle.db
      .updateTable('lottery_draws')
      .set({
        lock_at: sql<Date>`now() - interval '2 seconds'`,
        draw_at: sql<Date>`now() - interval '1 second'`,
      })
      .where('id', '=', draw.id)
      .execute();
    expect((await runDrawJob(handle.db, feed)).resulted).toBe(0);
    const key = `VN_MT_KT/${draw.numero}`;
    published.set(key, { DB: ['123456'] });
    const refused = await runDrawJob(handle.db, feed);
    expect(refused.refused).toEqual([
      expect.objectContaining({ gameCode: 'VN_MT_KT', reasons: expect.arrayContaining(['G1 is missing']) }),
    ]);
    const result = lotteryResult(
      { serverSeed: 'feed', clientSeed: 'feed', nonce: 1 },
      lotteryLayout('central'),
    );
    published.set(key, result);
    expect((await runDrawJob(handle.db, feed)).resulted).toBe(1);
    const row = await handle.db
      .selectFrom('lottery_draws')
      .select(['status', 'result', 'result_source'])
      .where('id', '=', draw.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'RESULTED', result, result_source: 'feed' });
  });
});
