import { sql } from 'kysely';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyLedger } from '../src/modules/ledger/index.js';
import { vendorLedgerKey as ledgerKey } from '../src/modules/vendor-wallet/index.js';
import { withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';
import {
  balanceOf,
  CURRENCY,
  launchedPlayer,
  MERCHANT,
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
    // A win pays on a round the player bet on (wins without a bet are bonus wins, refused by default).
    const player = await launchedPlayer(ctx.handle.db, VENDOR, 1_000);
    expect((await call('bet', move(player, 'win-stake', 'c2', 300))).status).toBe('OK');
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => call('win', move(player, 'same-win', 'c2', 700, `w-${i}`))),
    );
    expect(await ledgerRows('same-win')).toBe(1);
    expect(await balanceOf(ctx.handle.db, player.memberId)).toBe(1_400);
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

  it('answers a call that lost a deadlock to a concurrent writer of the same id once, not with an error', async () => {
    // A coalesced bet statement writes the journal key before the transaction id; the one-by-one path claims the id
    // first. Same id in both at once: each waits for the other's row and PostgreSQL cancels one. Played here by hand.
    const player = await launchedPlayer(ctx.handle.db, VENDOR, 1_000);
    expect((await call('bet', move(player, 'dl-stake', 'c5', 300))).status).toBe('OK');
    await ctx.handle.db.connection().execute(async (other) => {
      await sql`begin`.execute(other);
      // The other writer checks for deadlocks late, so the call under test is the one PostgreSQL cancels.
      await sql`set local deadlock_timeout = '10s'`.execute(other);
      await sql`insert into ledger_transactions (merchant_code, currency_code, kind, reference, idempotency_key, actor)
        values (${MERCHANT}, ${CURRENCY}, 'win', 'held', ${ledgerKey(VENDOR, 'dl-win')}, 'test')`.execute(
        other,
      );
      const answer = vendorCall(ctx.app, secret, VENDOR, 'win', move(player, 'dl-win', 'c5', 700));
      await vi.waitFor(
        async () => {
          const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
            where wait_event_type = 'Lock' and query ilike '%insert into "ledger_transactions"%'`.execute(
            ctx.handle.db,
          );
          expect(rows[0]!.n).toBeGreaterThan(0);
        },
        { timeout: 5_000, interval: 20 },
      );
      const claim =
        sql`insert into vendor_transactions (vendor_code, transaction_id, action, request_hash, player_id,
          member_id, status)
        values (${VENDOR}, 'dl-win', 'win', 'held', ${player.playerId}, ${player.memberId}, 'applied')`
          .execute(other)
          .then(
            () => 'claimed',
            (err: { code?: string }) => err.code,
          );
      // The call is cancelled (it waited first), tries again and waits behind this claim until it is rolled back.
      expect(await claim).toBe('claimed');
      await sql`rollback`.execute(other);
      const res = await answer;
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: 'OK', balance: 1_400, currency: CURRENCY });
    });
    expect(await ledgerRows('dl-win')).toBe(1);
    expect(await balanceOf(ctx.handle.db, player.memberId)).toBe(1_400);
  });

  it('keeps the ledger consistent', async () => {
    const report = await verifyLedger(ctx.handle.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
