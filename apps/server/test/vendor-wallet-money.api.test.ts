import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger/index.js';
import { withTestApp } from './support/test-app.js';
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

describe.each(testDatabaseKinds())('vendor wallet money on $name', (kind) => {
  const ctx = withTestApp(kind);
  let player: TestPlayer;
  let seq = 0;
  const base = (p = player) => ({ requestId: `req-${(seq += 1)}`, playerId: p.playerId, currency: CURRENCY });
  const move = (transactionId: string, roundId: string, amount: number, p = player) => ({
    ...base(p),
    transactionId,
    roundId,
    gameCode: 'slot-1',
    amount,
  });
  const rollbackOf = (transactionId: string, referenceTransactionId: string, p = player) => ({
    ...base(p),
    transactionId,
    referenceTransactionId,
  });
  const { call } = vendorWallet(
    () => ctx.app,
    () => ctx.handle.db,
    VENDOR,
  );
  const balance = () => balanceOf(ctx.handle.db, player.memberId);
  const effects = () => effectsOf(ctx.handle.db, player.memberId);

  beforeAll(async () => {
    player = await launchedPlayer(ctx.handle.db, VENDOR, 10_000);
  });

  it('takes bets, pays wins and reports the balance', async () => {
    expect(await call('bet', move('b1', 'r1', 1_000))).toEqual({
      status: 'OK',
      balance: 9_000,
      currency: CURRENCY,
    });
    expect(await call('win', move('w1', 'r1', 2_500))).toEqual({
      status: 'OK',
      balance: 11_500,
      currency: CURRENCY,
    });
    expect(await call('win', move('w1-zero', 'r1', 0))).toMatchObject({ status: 'OK', balance: 11_500 });
    expect(await call('balance', base())).toEqual({ status: 'OK', balance: 11_500, currency: CURRENCY });
    expect(await roundOf(ctx.handle.db, player.memberId, 'r1')).toMatchObject({
      vendor_code: VENDOR,
      game_code: 'slot-1',
      stake_total: 1_000,
      win_total: 2_500,
      win_count: 2,
      status: 'open',
      closed_at: null,
    });
  });

  it('answers a repeated transaction with its first answer and one effect', async () => {
    const first = await call('bet', move('dup-1', 'r2', 500));
    const before = await effects();
    expect(await call('bet', move('dup-1', 'r2', 500))).toEqual(first);
    expect(await effects()).toBe(before);
    expect(await balance()).toBe(first.balance);
  });

  it('refuses the same transaction id with another payload', async () => {
    const before = await balance();
    expect((await call('bet', move('dup-1', 'r2', 501))).status).toBe('DUPLICATE_MISMATCH');
    expect((await call('win', move('dup-1', 'r2', 500))).status).toBe('DUPLICATE_MISMATCH');
    expect(await balance()).toBe(before);
  });

  it('rolls a bet back with its original amount, once', async () => {
    const before = await balance();
    await call('bet', move('rb-bet', 'r3', 700));
    expect(await call('rollback', rollbackOf('rb-1', 'rb-bet'))).toMatchObject({
      status: 'OK',
      balance: before,
    });
    expect(await call('rollback', rollbackOf('rb-1', 'rb-bet'))).toMatchObject({
      status: 'OK',
      balance: before,
    });
    expect((await call('rollback', rollbackOf('rb-2', 'rb-bet'))).status).toBe('BET_ALREADY_ROLLED_BACK');
    expect(await balance()).toBe(before);
    expect((await roundOf(ctx.handle.db, player.memberId, 'r3'))?.stake_total).toBe(0);
  });

  it('remembers a rollback of an unknown bet and refuses the late bet', async () => {
    const before = await balance();
    const effectsBefore = await effects();
    expect(await call('rollback', rollbackOf('rb-early', 'late-bet'))).toMatchObject({
      status: 'OK',
      balance: before,
    });
    expect(await call('bet', move('late-bet', 'r4', 300))).toMatchObject({
      status: 'BET_ALREADY_ROLLED_BACK',
      balance: before,
    });
    expect(await balance()).toBe(before);
    expect(await effects()).toBe(effectsBefore);
  });

  it('refuses to roll back a bet whose round has a win, and anything that is not a bet', async () => {
    await call('bet', move('won-bet', 'r5', 400));
    await call('win', move('won-win', 'r5', 0));
    const before = await balance();
    expect((await call('rollback', rollbackOf('rb-won', 'won-bet'))).status).toBe('ROUND_CLOSED');
    expect((await call('rollback', rollbackOf('rb-win', 'won-win'))).status).toBe('TRANSACTION_NOT_FOUND');
    const other = await launchedPlayer(ctx.handle.db, VENDOR, 1_000);
    await call('bet', move('other-bet', 'r5', 100, other));
    expect((await call('rollback', rollbackOf('rb-other', 'other-bet'))).status).toBe(
      'TRANSACTION_NOT_FOUND',
    );
    expect(await balance()).toBe(before);
    expect(await balanceOf(ctx.handle.db, other.memberId)).toBe(900);
  });

  it('closes a round at end-round: later bets and wins on it are refused', async () => {
    await call('bet', move('er-bet', 'r6', 100));
    const before = await balance();
    expect(await call('end-round', { ...base(), roundId: 'r6' })).toMatchObject({
      status: 'OK',
      balance: before,
    });
    expect((await call('end-round', { ...base(), roundId: 'r6' })).status).toBe('OK');
    expect((await call('bet', move('er-late', 'r6', 100))).status).toBe('ROUND_CLOSED');
    expect((await call('win', move('er-win', 'r6', 100))).status).toBe('ROUND_CLOSED');
    expect((await call('rollback', rollbackOf('er-rb', 'er-bet'))).status).toBe('ROUND_CLOSED');
    expect(await balance()).toBe(before);
    const round = await roundOf(ctx.handle.db, player.memberId, 'r6');
    expect(round).toMatchObject({ status: 'closed', stake_total: 100 });
    expect(round?.closed_at).toBeInstanceOf(Date);
  });

  it('answers INSUFFICIENT_FUNDS with the balance, writes nothing and keeps the id usable', async () => {
    const before = await balance();
    const effectsBefore = await effects();
    expect(await call('bet', move('too-much', 'r7', before + 1))).toEqual({
      status: 'INSUFFICIENT_FUNDS',
      balance: before,
      currency: CURRENCY,
    });
    expect(await effects()).toBe(effectsBefore);
    expect(await roundOf(ctx.handle.db, player.memberId, 'r7')).toBeUndefined();
    expect(await call('bet', move('too-much', 'r7', before))).toMatchObject({ status: 'OK', balance: 0 });
    await call('win', move('refill', 'r7', before));
  });

  it('stops bets when the session ends but still accepts wins and rollbacks', async () => {
    await call('bet', move('s-bet', 'r8', 200));
    await call('bet', move('s-bet-2', 'r9', 100));
    await sql`update member_sessions set revoked_at = now(), revoked_reason = 'logout'
      where id = ${player.sessionId}`.execute(ctx.handle.db);
    const before = await balance();
    expect((await call('bet', move('s-late', 'r8', 100))).status).toBe('SESSION_EXPIRED');
    // A retried bet gets its first answer.
    expect((await call('bet', move('s-bet', 'r8', 200))).status).toBe('OK');
    expect(await call('win', move('s-win', 'r8', 1_000))).toMatchObject({
      status: 'OK',
      balance: before + 1_000,
    });
    expect(await call('rollback', rollbackOf('s-rb', 's-bet-2'))).toMatchObject({ balance: before + 1_100 });
    await sql`update game_launches set expires_at = now() - interval '1 second'
      where player_id = ${player.playerId}`.execute(ctx.handle.db);
    expect((await call('win', move('s-win-2', 'r8', 1))).status).toBe('OK');
  });

  it('refuses bets of a disabled member', async () => {
    const blocked = await launchedPlayer(ctx.handle.db, VENDOR, 1_000);
    await call('bet', move('blk-0', 'rb', 100, blocked));
    await ctx.handle.db
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('id', '=', blocked.memberId)
      .execute();
    expect(await call('bet', move('blk-1', 'rb', 100, blocked))).toMatchObject({
      status: 'PLAYER_BLOCKED',
      balance: 900,
    });
    // The win of the bet placed before: owed, so paid.
    expect((await call('win', move('blk-win', 'rb', 100, blocked))).status).toBe('OK');
  });

  it('keeps the ledger consistent', async () => {
    const report = await verifyLedger(ctx.handle.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
