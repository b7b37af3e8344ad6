import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger/ledger-verifier.js';
import { ledgerKey } from '../src/modules/vendor-wallet/vendor-request.js';
import { withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';
import {
  balanceOf,
  CURRENCY,
  launchedPlayer,
  roundOf,
  vendorCall,
  vendorSecret,
  type TestPlayer,
} from './support/vendor-wallet-client.js';

const VENDOR = 'SUERTE';

/**
 * Calls at once, on PostgreSQL only: the embedded database's socket server interleaves concurrent
 * connections' statements (electric-sql/pglite#1046), so it cannot host this test.
 */
const postgres = testDatabaseKinds().find((k) => k.name === 'postgres');

describe.skipIf(!postgres)('vendor wallet under concurrency on postgres', () => {
  const ctx = withTestApp(postgres!, { LOG_LEVEL: 'error' });
  let secret: string;
  const base = (p: TestPlayer, requestId: string) => ({
    requestId,
    playerId: p.playerId,
    currency: CURRENCY,
  });
  const move = (
    p: TestPlayer,
    transactionId: string,
    roundId: string,
    amount: number,
    requestId = transactionId,
  ) => ({
    ...base(p, requestId),
    transactionId,
    roundId,
    gameCode: 'slot-1',
    amount,
  });
  const call = async (action: string, body: unknown) => {
    const res = await vendorCall(ctx.app, secret, VENDOR, action, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { status: string; balance: number };
  };
  const ledgerRows = async (transactionId: string) =>
    (
      await ctx.handle.db
        .selectFrom('ledger_transactions')
        .select('id')
        .where('idempotency_key', '=', ledgerKey(VENDOR, transactionId))
        .execute()
    ).length;

  beforeAll(async () => {
    secret = await vendorSecret(ctx.handle.db, VENDOR);
  });

  it('applies the same bet sent 50 times at once exactly once', async () => {
    const player = await launchedPlayer(ctx.handle.db, VENDOR, 10_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => call('bet', move(player, 'same-bet', 'c1', 1_000, `retry-${i}`))),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ status: 'OK', balance: 9_000, currency: CURRENCY })]),
    );
    expect(await ledgerRows('same-bet')).toBe(1);
    expect(await balanceOf(ctx.handle.db, player.memberId)).toBe(9_000);
    expect((await roundOf(ctx.handle.db, player.memberId, 'c1'))?.stake_total).toBe(1_000);
  });

  it('applies the same win sent 50 times at once exactly once', async () => {
    const player = await launchedPlayer(ctx.handle.db, VENDOR, 0);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => call('win', move(player, 'same-win', 'c2', 700, `w-${i}`))),
    );
    expect(await ledgerRows('same-win')).toBe(1);
    expect(await balanceOf(ctx.handle.db, player.memberId)).toBe(700);
  });

  it('never overspends under concurrent bets of one player', async () => {
    const player = await launchedPlayer(ctx.handle.db, VENDOR, 2_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => call('bet', move(player, `many-${i}`, `c3-${i % 3}`, 100))),
    );
    expect(answers.filter((a) => a.status === 'OK')).toHaveLength(20);
    expect(answers.filter((a) => a.status === 'INSUFFICIENT_FUNDS')).toHaveLength(30);
    expect(await balanceOf(ctx.handle.db, player.memberId)).toBe(0);
  });

  it('settles a bet racing its own rollback to no net movement, whichever comes first', async () => {
    const player = await launchedPlayer(ctx.handle.db, VENDOR, 5_000);
    await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const [betAnswer, rollbackAnswer] = await Promise.all([
          call('bet', move(player, `race-${i}`, `c4-${i}`, 100)),
          call('rollback', {
            ...base(player, `rb-${i}`),
            transactionId: `rb-${i}`,
            referenceTransactionId: `race-${i}`,
          }),
        ]);
        expect(['OK', 'BET_ALREADY_ROLLED_BACK']).toContain(betAnswer.status);
        expect(rollbackAnswer.status).toBe('OK');
      }),
    );
    expect(await balanceOf(ctx.handle.db, player.memberId)).toBe(5_000);
  });

  it('keeps the ledger consistent', async () => {
    const report = await verifyLedger(ctx.handle.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
