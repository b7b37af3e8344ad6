import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lotteryLayout, lotteryResult } from '@suerte/fair';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { createHttpResultFeed, runDrawJob } from '../src/modules/lottery/index.js';
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
  afterEach(() => vi.useRealTimers());

  /**
   * Runs the rest of a test at a fixed instant: inside the lock window of a draw day, when that day's draw is
   * already locked and the next open draw is a week away. The embedded database's clock follows the pinned one.
   */
  const atInstant = (iso: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });

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
    atInstant('2026-11-29T10:08:00Z'); // a Sunday, 17:08 in Vietnam: Kon Tum's draw of the day locked at 17:00
    // A station whose draws are made again with a feed configured: no seed, not demo.
    await handle.db.deleteFrom('lottery_draws').where('game_code', '=', 'VN_MT_KT').execute();
    const published = new Map<string, unknown>();
    const feed = {
      name: 'test-feed',
      fetchResult: async (d: { gameCode: string; numero: string }) =>
        (published.get(`${d.gameCode}/${d.numero}`) ?? null) as Record<string, string[]> | null,
    };
    await runDrawJob(handle.db, feed);
    // The next open draw: on a draw day, between its lock and draw times, the day's own draw is already locked.
    const draw = await handle.db
      .selectFrom('lottery_draws')
      .selectAll()
      .where('game_code', '=', 'VN_MT_KT')
      .where('status', '=', 'OPEN')
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

  describe('with the HTTP/JSON feed configured', () => {
    // A local results server: a path in `answers` gets its status and body; any other path is 404 (not yet).
    let server: Server;
    const answers = new Map<string, { status: number; body?: unknown }>();
    beforeAll(async () => {
      server = createServer((req, res) => {
        const answer = answers.get(req.url ?? '') ?? { status: 404 };
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));
    const feed = () => {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return createHttpResultFeed({
        urls: { south: `${base}/south/{game}/{numero}` },
        timeoutMs: 2_000,
        deadlineSeconds: 600,
      });
    };
    const drawColumns = [
      'id',
      'numero',
      'status',
      'seed_hash',
      'demo',
      'result',
      'result_source',
      'feed_overdue_at',
    ] as const;
    /** A station's next open draw (on a draw day, between its lock and draw times, the day's own draw is locked). */
    const drawOf = (game: string) =>
      handle.db
        .selectFrom('lottery_draws')
        .select(drawColumns)
        .where('game_code', '=', game)
        .where('status', '=', 'OPEN')
        .orderBy('draw_at')
        .executeTakeFirstOrThrow();
    const drawById = (id: number) =>
      handle.db
        .selectFrom('lottery_draws')
        .select(drawColumns)
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    /** The draw's time came `secondsAgo` ago (its lock before that). */
    const drawnAgo = (id: number, secondsAgo: number) =>
      handle.db
        .updateTable('lottery_draws')
        .set({
          lock_at: sql<Date>`now() - make_interval(secs => ${secondsAgo + 1})`,
          draw_at: sql<Date>`now() - make_interval(secs => ${secondsAgo})`,
        })
        .where('id', '=', id)
        .execute();
    const south = lotteryResult({ serverSeed: 'http', clientSeed: 'http', nonce: 1 }, lotteryLayout('south'));

    it('takes over demo draws, records a published result, and never draws by RNG when the feed is silent', async () => {
      atInstant('2026-11-30T09:08:00Z'); // a Monday, 16:08 in Vietnam: the southern draws of the day locked at 16:00
      // Made in demo mode first (no feed): a seed, marked demo.
      const games = ['VN_MN_HCM', 'VN_MN_DT', 'VN_MN_CM'];
      await handle.db.deleteFrom('lottery_draws').where('game_code', 'in', games).execute();
      await runDrawJob(handle.db, null);
      expect(await drawOf('VN_MN_HCM')).toMatchObject({ demo: true, seed_hash: expect.any(String) });
      const first = await runDrawJob(handle.db, feed());
      expect(first.resulted).toBe(0);
      // With the feed, the regional draws not yet drawn drop their seed: the official result will decide.
      const [hcm, dt, cm] = await Promise.all(games.map(drawOf));
      for (const d of [hcm!, dt!, cm!])
        expect(d).toMatchObject({ demo: false, seed_hash: null, status: 'OPEN' });

      await drawnAgo(hcm!.id, 1); // published by the feed
      await drawnAgo(dt!.id, 601); // the deadline (600 s after the draw time) has passed
      await drawnAgo(cm!.id, 1); // the feed fails for now
      answers.set(`/south/VN_MN_HCM/${hcm!.numero}`, { status: 200, body: { prizes: south } });
      answers.set(`/south/VN_MN_CM/${cm!.numero}`, { status: 503 });
      const report = await runDrawJob(handle.db, feed());
      expect(report).toMatchObject({ resulted: 1, overdue: 1 });
      expect(report.failed).toEqual([
        expect.objectContaining({ gameCode: 'VN_MN_CM', error: expect.stringContaining('HTTP 503') }),
      ]);
      expect(await drawById(hcm!.id)).toMatchObject({
        status: 'RESULTED',
        result: south,
        result_source: 'feed',
      });
      expect(await drawById(dt!.id)).toMatchObject({
        status: 'LOCKED',
        result: null,
        seed_hash: null,
        feed_overdue_at: expect.any(Date),
      });

      // Still silent past its deadline: the failing draw goes to the operators too, once, and is audited.
      await drawnAgo(cm!.id, 700);
      expect((await runDrawJob(handle.db, feed())).overdue).toBe(1);
      expect((await runDrawJob(handle.db, feed())).overdue).toBe(0);
      const audits = await handle.db
        .selectFrom('lottery_draw_audit')
        .select(['action', 'operator'])
        .where('draw_id', 'in', [dt!.id, cm!.id])
        .execute();
      expect(audits).toEqual([
        { action: 'feed.overdue', operator: 'feed:http' },
        { action: 'feed.overdue', operator: 'feed:http' },
      ]);

      const awaiting = await runOps(handle, 'lottery:awaiting');
      expect(awaiting).toMatch(new RegExp(`VN_MN_DT ${dt!.numero} \\(south, .*\\): awaiting operator entry`));
      expect(awaiting).toMatch(new RegExp(`VN_MN_CM ${cm!.numero} .*: awaiting operator entry`));
      expect(awaiting).not.toContain('VN_MN_HCM');

      // Four eyes on the overdue draw: entered by one operator, confirmed by another.
      const path = await file('dt.json', south);
      await runOps(handle, 'lottery:result', 'VN_MN_DT', dt!.numero, '--file', path, '--operator', 'alice');
      expect(await runOps(handle, 'lottery:awaiting')).toMatch(
        new RegExp(`VN_MN_DT ${dt!.numero} .*: entered by alice, awaiting confirmation by another operator`),
      );
      await expect(
        runOps(handle, 'lottery:confirm', 'VN_MN_DT', dt!.numero, '--operator', 'alice'),
      ).rejects.toThrow('four eyes');
      await runOps(handle, 'lottery:confirm', 'VN_MN_DT', dt!.numero, '--operator', 'bob');
      expect(await drawById(dt!.id)).toMatchObject({
        status: 'RESULTED',
        result_source: 'operator',
        demo: false,
      });
      expect(await runOps(handle, 'lottery:awaiting')).not.toContain('VN_MN_DT');
    });
  });
});
