import { Writable } from 'node:stream';
import { MAX_BALANCE } from '@suerte/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { verifyLedger } from '../src/modules/ledger/index.js';
import { DEFAULT_WIN_LIMITS } from '../src/modules/vendor-wallet/index.js';
import { testDatabaseKinds } from './support/test-database.js';
import {
  balanceOf,
  CURRENCY,
  effectsOf,
  launchedPlayer,
  roundOf,
  vendorWallet,
  type TestPlayer,
} from './support/vendor-wallet-client.js';

const VENDOR = 'SUERTE';

describe.each(testDatabaseKinds())('vendor wallet limits on $name', (kind) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let player: TestPlayer;
  let seq = 0;
  /** What the server logged at warn and above, as parsed JSON lines. */
  let logged: Record<string, unknown>[] = [];

  const move = (transactionId: string, roundId: string, amount: number, p = player, gameCode = 'slot-1') => ({
    requestId: `req-${(seq += 1)}`,
    playerId: p.playerId,
    currency: CURRENCY,
    transactionId: `${p.playerId}-${transactionId}`,
    roundId,
    gameCode,
    amount,
  });
  const { call } = vendorWallet(
    () => app,
    () => handle.db,
    VENDOR,
  );
  const setVendor = (change: {
    max_win?: number | null;
    max_round_win?: number | null;
    bonus_wins?: boolean;
  }) => handle.db.updateTable('vendors').set(change).where('code', '=', VENDOR).execute();

  beforeAll(async () => {
    handle = await kind.open();
    const config = loadConfig({
      NODE_ENV: 'test',
      SETTINGS_CACHE_SECONDS: '0',
      TRUSTED_PROXIES: '127.0.0.1',
      WEB_DIST_DIR: '/nonexistent-web-dist',
    });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logged.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({ config, db: handle.db, pool: handle.pool, logger: { level: 'warn', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });
  beforeEach(async () => {
    logged = [];
    await setVendor({ max_win: null, max_round_win: null, bonus_wins: false });
    await handle.db.deleteFrom('vendor_game_limits').execute();
    player = await launchedPlayer(handle.db, VENDOR, 10_000);
  });

  it('refuses a win of the largest safe integer (product default limit), then pays the next win', async () => {
    await call('bet', move('b1', 'r1', 100));
    expect(await call('win', move('w-huge', 'r1', Number.MAX_SAFE_INTEGER))).toEqual({
      status: 'WIN_LIMIT',
      balance: 9_900,
      currency: CURRENCY,
    });
    expect(await call('win', move('w-next', 'r1', 1))).toMatchObject({ status: 'OK', balance: 9_901 });
    expect(await call('win', move('w-max', 'r1', DEFAULT_WIN_LIMITS.maxWin))).toMatchObject({
      status: 'OK',
      balance: 9_901 + DEFAULT_WIN_LIMITS.maxWin,
    });
    expect((await verifyLedger(handle.db)).problems).toEqual([]);
  });

  it('applies the vendor limit on one win and on the round total, and alerts the operator', async () => {
    await setVendor({ max_win: 5_000, max_round_win: 8_000 });
    await call('bet', move('b1', 'r1', 100));
    const before = await effectsOf(handle.db, player.memberId);
    expect(await call('win', move('w1', 'r1', 5_001))).toMatchObject({ status: 'WIN_LIMIT', balance: 9_900 });
    expect(await call('win', move('w2', 'r1', 5_000))).toMatchObject({ status: 'OK', balance: 14_900 });
    // 5,000 + 3,001 is above the round's 8,000; refused whole, and the round keeps what it had.
    expect(await call('win', move('w3', 'r1', 3_001))).toMatchObject({
      status: 'WIN_LIMIT',
      balance: 14_900,
    });
    expect(await roundOf(handle.db, player.memberId, 'r1')).toMatchObject({ win_total: 5_000, win_count: 1 });
    expect(await call('win', move('w3', 'r1', 3_000))).toMatchObject({ status: 'OK', balance: 17_900 });
    expect(await effectsOf(handle.db, player.memberId)).toBe(before + 2);
    const alerts = logged.filter((l) => l.alert === 'vendor-win-refused');
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toMatchObject({
      level: 40,
      status: 'WIN_LIMIT',
      vendor: VENDOR,
      game: 'slot-1',
      round: 'r1',
      player: player.playerId,
      amount: 5_001,
    });
  });

  it('lets a game have its own limits above or below the vendor', async () => {
    await setVendor({ max_win: 5_000 });
    await handle.db
      .insertInto('vendor_game_limits')
      .values([
        { vendor_code: VENDOR, game_code: 'jackpot', max_win: 50_000, max_round_win: null },
        { vendor_code: VENDOR, game_code: 'small', max_win: 10, max_round_win: 15 },
      ])
      .execute();
    await call('bet', move('b1', 'r1', 100, player, 'jackpot'));
    expect(await call('win', move('w1', 'r1', 40_000, player, 'jackpot'))).toMatchObject({ status: 'OK' });
    await call('bet', move('b2', 'r2', 100, player, 'small'));
    expect(await call('win', move('w2', 'r2', 11, player, 'small'))).toMatchObject({ status: 'WIN_LIMIT' });
    expect(await call('win', move('w3', 'r2', 10, player, 'small'))).toMatchObject({ status: 'OK' });
    expect(await call('win', move('w4', 'r2', 6, player, 'small'))).toMatchObject({ status: 'WIN_LIMIT' });
    await call('bet', move('b3', 'r3', 100));
    expect(await call('win', move('w5', 'r3', 5_001))).toMatchObject({ status: 'WIN_LIMIT' });
  });

  it('refuses a credit above the balance ceiling with BALANCE_LIMIT, never a 500', async () => {
    await handle.db
      .updateTable('ledger_accounts')
      .set({ balance: MAX_BALANCE - 10 })
      .where('member_id', '=', player.memberId)
      .where('kind', '=', 'member_main')
      .execute();
    await call('bet', move('b1', 'r1', 100));
    expect(await call('win', move('w1', 'r1', 111))).toEqual({
      status: 'BALANCE_LIMIT',
      balance: MAX_BALANCE - 110,
      currency: CURRENCY,
    });
    expect(await call('win', move('w2', 'r1', 110))).toMatchObject({ status: 'OK', balance: MAX_BALANCE });
    expect(
      await call('balance', { requestId: 'q', playerId: player.playerId, currency: CURRENCY }),
    ).toMatchObject({
      status: 'OK',
      balance: MAX_BALANCE,
    });
    expect(logged.find((l) => l.status === 'BALANCE_LIMIT')).toMatchObject({ amount: 111, round: 'r1' });
    await expect(
      handle.db
        .updateTable('ledger_accounts')
        .set({ balance: MAX_BALANCE + 1 })
        .where('member_id', '=', player.memberId)
        .where('kind', '=', 'member_main')
        .execute(),
    ).rejects.toThrow(/ledger_accounts_below_ceiling/);
    // Back to what its entries say, for the ledger checks of the other tests.
    await handle.db
      .updateTable('ledger_accounts')
      .set({ balance: sql`balance - ${MAX_BALANCE - 10 - 10_000}::bigint` })
      .where('member_id', '=', player.memberId)
      .where('kind', '=', 'member_main')
      .execute();
  });

  it('refuses a win on a round without a bet of this player unless the vendor may pay bonus wins', async () => {
    const other = await launchedPlayer(handle.db, VENDOR, 10_000);
    await call('bet', move('ob1', 'shared', 100, other));
    expect(await call('win', move('w1', 'shared', 500))).toMatchObject({
      status: 'BONUS_WIN_NOT_ALLOWED',
      balance: 10_000,
    });
    expect(await roundOf(handle.db, player.memberId, 'shared')).toBeUndefined();
    // A win of nothing moves no money: accepted as before.
    expect(await call('win', move('w0', 'r0', 0))).toMatchObject({ status: 'OK', balance: 10_000 });
    expect(logged.filter((l) => l.status === 'BONUS_WIN_NOT_ALLOWED')).toHaveLength(1);

    await setVendor({ bonus_wins: true });
    expect(await call('win', move('w1', 'shared', 500))).toMatchObject({ status: 'OK', balance: 10_500 });
    expect(await roundOf(handle.db, player.memberId, 'shared')).toMatchObject({
      stake_total: 0,
      win_total: 500,
      bonus_win_total: 500,
    });
    const kinds = await handle.db
      .selectFrom('ledger_transactions')
      .select('kind')
      .where('idempotency_key', '=', `vendor:${VENDOR}:${player.playerId}-w1`)
      .execute();
    expect(kinds).toEqual([{ kind: 'bonus_win' }]);
    // With a bet on the round, a win is an ordinary win.
    await call('bet', move('b2', 'r2', 100));
    await call('win', move('w2', 'r2', 300));
    expect(await roundOf(handle.db, player.memberId, 'r2')).toMatchObject({ bonus_win_total: 0 });
    expect(await balanceOf(handle.db, player.memberId)).toBe(10_700);
    expect((await verifyLedger(handle.db)).problems).toEqual([]);
  });
});
