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

interface Result {
  transactionId: string;
  status: string;
  balance: number;
  currency: string;
}

describe.each(testDatabaseKinds())('vendor wallet win batch on $name', (kind) => {
  const ctx = withTestApp(kind);
  let players: TestPlayer[];
  let seq = 0;
  const requestId = () => `req-${(seq += 1)}`;
  const item = (p: TestPlayer, transactionId: string, roundId: string, amount: number) => ({
    playerId: p.playerId,
    currency: CURRENCY,
    transactionId,
    roundId,
    gameCode: 'slot-1',
    amount,
  });
  const wallet = vendorWallet(
    () => ctx.app,
    () => ctx.handle.db,
    VENDOR,
  );
  const single = (action: string, body: Record<string, unknown>) =>
    wallet.call(action, { requestId: requestId(), ...body });
  const batch = async (wins: unknown[]) =>
    (await wallet.call<{ results: Result[] }>('win-batch', { requestId: requestId(), wins })).results;
  const bet = (p: TestPlayer, transactionId: string, roundId: string, amount: number) =>
    single('bet', item(p, transactionId, roundId, amount));

  beforeAll(async () => {
    players = [];
    for (let i = 0; i < 3; i += 1) players.push(await launchedPlayer(ctx.handle.db, VENDOR, 10_000));
  });

  it('pays many players at once, each answer with the balance right after its win', async () => {
    const [a, b] = players as [TestPlayer, TestPlayer];
    await bet(a, 'A-b1', 'A-r1', 1_000);
    await bet(b, 'B-b1', 'B-r1', 2_000);
    const results = await batch([
      item(a, 'A-w1', 'A-r1', 300),
      item(b, 'B-w1', 'B-r1', 5_000),
      item(a, 'A-w2', 'A-r1', 200),
      item(a, 'A-w0', 'A-r1', 0),
    ]);
    expect(results).toEqual([
      { transactionId: 'A-w1', status: 'OK', balance: 9_300, currency: CURRENCY },
      { transactionId: 'B-w1', status: 'OK', balance: 13_000, currency: CURRENCY },
      { transactionId: 'A-w2', status: 'OK', balance: 9_500, currency: CURRENCY },
      { transactionId: 'A-w0', status: 'OK', balance: 9_500, currency: CURRENCY },
    ]);
    expect(await balanceOf(ctx.handle.db, a.memberId)).toBe(9_500);
    expect(await roundOf(ctx.handle.db, a.memberId, 'A-r1')).toMatchObject({
      stake_total: 1_000,
      win_total: 500,
      win_count: 3,
    });
  });

  it('pays once when the batch is retried, or mixed with single win calls', async () => {
    const [a, b] = players as [TestPlayer, TestPlayer];
    await bet(a, 'A-b2', 'A-r2', 100);
    await bet(b, 'B-b2', 'B-r2', 100);
    const singleFirst = await single('win', item(a, 'A-w3', 'A-r2', 700));
    const wins = [item(a, 'A-w3', 'A-r2', 700), item(b, 'B-w3', 'B-r2', 400)];
    const effectsA = await effectsOf(ctx.handle.db, a.memberId);
    const first = await batch(wins);
    expect(first[0]).toMatchObject({ status: 'OK', balance: singleFirst.balance });
    const effectsB = await effectsOf(ctx.handle.db, b.memberId);
    const balanceB = await balanceOf(ctx.handle.db, b.memberId);
    expect(await batch(wins)).toEqual(first);
    expect(await single('win', item(b, 'B-w3', 'B-r2', 400))).toMatchObject({
      status: 'OK',
      balance: first[1]!.balance,
    });
    expect(await effectsOf(ctx.handle.db, a.memberId)).toBe(effectsA);
    expect(await effectsOf(ctx.handle.db, b.memberId)).toBe(effectsB);
    expect(await balanceOf(ctx.handle.db, b.memberId)).toBe(balanceB);
    // The same id with other fields, single or batched, changes nothing.
    expect((await batch([item(b, 'B-w3', 'B-r2', 401)]))[0]!.status).toBe('DUPLICATE_MISMATCH');
    expect((await single('win', item(b, 'B-w3', 'B-r2', 401))).status).toBe('DUPLICATE_MISMATCH');
  });

  it('pays a win repeated inside one batch once, and refuses a repeat with other fields', async () => {
    const [, , c] = players as [TestPlayer, TestPlayer, TestPlayer];
    await bet(c, 'C-b1', 'C-r1', 100);
    const before = await balanceOf(ctx.handle.db, c.memberId);
    const results = await batch([
      item(c, 'C-w1', 'C-r1', 250),
      item(c, 'C-w1', 'C-r1', 250),
      item(c, 'C-w1', 'C-r1', 999),
    ]);
    expect(results.map((r) => [r.status, r.balance])).toEqual([
      ['OK', before + 250],
      ['OK', before + 250],
      ['DUPLICATE_MISMATCH', before + 250],
    ]);
    expect(await balanceOf(ctx.handle.db, c.memberId)).toBe(before + 250);
  });

  it('answers unknown players, other currencies and refusals per win, paying the rest', async () => {
    const [a] = players as [TestPlayer];
    await bet(a, 'A-b4', 'A-r4', 100);
    const before = await balanceOf(ctx.handle.db, a.memberId);
    const results = await batch([
      { ...item(a, 'X-w1', 'X-r1', 100), playerId: 'nobody' },
      { ...item(a, 'X-w2', 'A-r4', 100), currency: 'THB' },
      item(a, 'A-bonus', 'A-never-bet', 100),
      item(a, 'A-w4', 'A-r4', 100),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'PLAYER_NOT_FOUND',
      'CURRENCY_MISMATCH',
      'BONUS_WIN_NOT_ALLOWED',
      'OK',
    ]);
    expect(await balanceOf(ctx.handle.db, a.memberId)).toBe(before + 100);
    // A refused id stays free, and the refused win opened no round.
    expect(await roundOf(ctx.handle.db, a.memberId, 'A-never-bet')).toBeUndefined();
    await single('end-round', { playerId: a.playerId, currency: CURRENCY, roundId: 'A-r4' });
    expect((await batch([item(a, 'A-w5', 'A-r4', 100)]))[0]!.status).toBe('ROUND_CLOSED');
  });

  it('refuses a batch with a wrong signature or a malformed body, paying nothing', async () => {
    const [a] = players as [TestPlayer];
    const before = await balanceOf(ctx.handle.db, a.memberId);
    const body = { requestId: requestId(), wins: [item(a, 'S-w1', 'A-r1', 100)] };
    const bad = await wallet.send('win-batch', body, { signature: 'ab'.repeat(32) });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ status: 'INVALID_SIGNATURE' });
    const none = await wallet.send('win-batch', body, { signature: null });
    expect(none.statusCode).toBe(401);
    const empty = await wallet.send('win-batch', {
      requestId: requestId(),
      wins: [],
    });
    expect(empty.statusCode).toBe(400);
    const fraction = await wallet.send('win-batch', {
      requestId: requestId(),
      wins: [{ ...item(a, 'S-w2', 'A-r1', 100), amount: 1.5 }],
    });
    expect(fraction.statusCode).toBe(400);
    expect(await balanceOf(ctx.handle.db, a.memberId)).toBe(before);
  });

  it('pays 1,000 wins to many players in one call, and a concurrent retry pays nothing more', async () => {
    const crowd: TestPlayer[] = [];
    for (let i = 0; i < 20; i += 1) crowd.push(await launchedPlayer(ctx.handle.db, VENDOR, 1_000));
    for (const [i, p] of crowd.entries()) await bet(p, `K-b${i}`, `K-r${i}`, 500);
    const wins = Array.from({ length: 1_000 }, (_, n) => item(crowd[n % 20]!, `K-w${n}`, `K-r${n % 20}`, 10));
    const started = Date.now();
    const [first, second] = await Promise.all([batch(wins), batch(wins)]);
    const elapsed = Date.now() - started;
    expect(first).toEqual(second);
    expect(first.every((r) => r.status === 'OK')).toBe(true);
    for (const p of crowd) expect(await balanceOf(ctx.handle.db, p.memberId)).toBe(500 + 50 * 10);
    console.info(`${kind.name}: two concurrent batches of 1,000 wins in ${elapsed} ms`);
  });

  it('keeps the ledger consistent', async () => {
    const report = await verifyLedger(ctx.handle.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
