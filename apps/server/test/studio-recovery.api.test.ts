import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger/index.js';
import type { WalletTransport } from '../src/studio/index.js';
import { testCaptchaImage } from './support/identity-client.js';
import {
  launchStudioPlayer,
  portalTransport,
  studioOver,
  studioWalletCalls,
} from './support/studio-client.js';
import { withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';
import { balanceOf, roundOf } from './support/vendor-wallet-client.js';

describe.each(testDatabaseKinds())('Suerte Studio crash recovery on $name', (kind) => {
  const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });

  /** A studio process on the same database whose wallet calls go through `transport`. */
  const studioWith = (transport: WalletTransport) => studioOver(t.handle.db, transport);
  const portal = () => portalTransport(() => t.app);
  const walletCalls = (roundId: string) => studioWalletCalls(t.handle.db, roundId);
  const openRound = async (memberKey: string) =>
    t.handle.db
      .selectFrom('studio_rounds' as never)
      .select(['round_id as roundId', 'status', 'bet', 'win'] as never[])
      .where('idempotency_key' as never, '=', memberKey as never)
      .executeTakeFirstOrThrow() as Promise<{ roundId: string; status: string; bet: number; win: number }>;

  it('a round cut between bet and win gets its win exactly once after a restart', async () => {
    const p = await launchStudioPlayer(t.app, t.handle.db, 'crash1', 100_000);
    const bet = p.session.game.defaultBet as number;
    // The process dies as it sends the win: the bet is on the ledger, the win never left.
    const dying = await studioWith(async (path, body, headers) => {
      if (path.endsWith('/win')) throw new Error('process killed');
      return portal()(path, body, headers);
    });
    const session = await dying.service.resolve(p.sessionToken);
    await expect(dying.service.spin(session, { bet, idempotencyKey: 'crash-win-1' })).rejects.toMatchObject({
      code: 'WALLET_UNAVAILABLE',
    });
    const round = await openRound('crash-win-1');
    expect(round.status).toBe('bet_accepted');
    expect(await balanceOf(t.handle.db, p.memberId)).toBe(100_000 - bet);

    const restarted = await studioWith(portal());
    expect(await restarted.recover('0 seconds')).toEqual({ settled: 1, rolledBack: 0, ended: 0, pending: 0 });
    expect(await restarted.recover('0 seconds')).toEqual({ settled: 0, rolledBack: 0, ended: 0, pending: 0 });
    expect(await walletCalls(round.roundId)).toEqual(['bet:1', 'win:1']);
    expect(await balanceOf(t.handle.db, p.memberId)).toBe(100_000 - bet + Number(round.win));
    // The portal's round is closed, so the betting record and the boards count it.
    expect((await roundOf(t.handle.db, p.memberId, round.roundId))?.status).toBe('closed');
    const recalled = await restarted.service.round(session, round.roundId);
    expect(recalled).toMatchObject({ status: 'SETTLED', balanceBefore: 100_000 });
    expect(recalled.balanceAfter).toBe(100_000 - bet + Number(round.win));
    // The player's retry of the same spin answers the settled round and moves nothing more.
    const retry = await restarted.service.spin(session, { bet, idempotencyKey: 'crash-win-1' });
    expect(retry.roundId).toBe(round.roundId);
    expect(await walletCalls(round.roundId)).toEqual(['bet:1', 'win:1']);
    expect((await verifyLedger(t.handle.db)).problems).toEqual([]);
  });

  it('a round whose bet answer was lost is rolled back exactly once after a restart', async () => {
    const p = await launchStudioPlayer(t.app, t.handle.db, 'crash2', 100_000);
    const bet = p.session.game.defaultBet as number;
    // The bet reaches the portal and is applied; the answer is lost with the process.
    const dying = await studioWith(async (path, body, headers) => {
      const answer = await portal()(path, body, headers);
      if (path.endsWith('/bet')) throw new Error('process killed');
      return answer;
    });
    const session = await dying.service.resolve(p.sessionToken);
    await expect(dying.service.spin(session, { bet, idempotencyKey: 'crash-bet-1' })).rejects.toMatchObject({
      code: 'WALLET_UNAVAILABLE',
    });
    const round = await openRound('crash-bet-1');
    expect(round.status).toBe('created');
    expect(await balanceOf(t.handle.db, p.memberId)).toBe(100_000 - bet);

    const restarted = await studioWith(portal());
    expect(await restarted.recover('0 seconds')).toEqual({ settled: 0, rolledBack: 1, ended: 0, pending: 0 });
    expect(await restarted.recover('0 seconds')).toEqual({ settled: 0, rolledBack: 0, ended: 0, pending: 0 });
    expect(await walletCalls(round.roundId)).toEqual(['bet:1', 'rollback:1']);
    expect(await balanceOf(t.handle.db, p.memberId)).toBe(100_000);
    expect((await restarted.service.round(session, round.roundId)).status).toBe('ROLLED_BACK');
    expect((await verifyLedger(t.handle.db)).problems).toEqual([]);
  });

  it('tells the portal a settled round ended when that call was lost', async () => {
    const p = await launchStudioPlayer(t.app, t.handle.db, 'crash4', 100_000);
    const bet = p.session.game.defaultBet as number;
    const lossy = await studioWith(async (path, body, headers) => {
      if (path.endsWith('/end-round')) throw new Error('connection reset');
      return portal()(path, body, headers);
    });
    const spun = await lossy.service.spin(await lossy.service.resolve(p.sessionToken), {
      bet,
      idempotencyKey: 'lost-end-1',
    });
    expect(spun.balanceAfter).toBe(100_000 - bet + spun.totalWin);
    expect((await roundOf(t.handle.db, p.memberId, spun.roundId))?.status).toBe('open');
    expect(await (await studioWith(portal())).recover('0 seconds')).toEqual({
      settled: 0,
      rolledBack: 0,
      ended: 1,
      pending: 0,
    });
    expect((await roundOf(t.handle.db, p.memberId, spun.roundId))?.status).toBe('closed');
    expect(await walletCalls(spun.roundId)).toEqual(['bet:1', 'win:1']);
  });

  it('a round cut after the portal closed it, before the studio recorded it, is recorded once', async () => {
    const p = await launchStudioPlayer(t.app, t.handle.db, 'crash5', 100_000);
    const bet = p.session.game.defaultBet as number;
    const studio = await studioWith(portal());
    const spun = await studio.service.spin(await studio.service.resolve(p.sessionToken), {
      bet,
      idempotencyKey: 'cut-after-end-1',
    });
    const paid = 100_000 - bet + spun.totalWin;
    expect((await roundOf(t.handle.db, p.memberId, spun.roundId))?.status).toBe('closed');
    // The win and the end of the round reached the portal; the process died before its own write.
    await t.handle.db
      .updateTable('studio_rounds' as never)
      .set({ status: 'bet_accepted', balance_after: null, settled_at: null, ended_at: null } as never)
      .where('round_id' as never, '=', spun.roundId as never)
      .execute();

    const restarted = await studioWith(portal());
    expect(await restarted.recover('0 seconds')).toEqual({ settled: 1, rolledBack: 0, ended: 0, pending: 0 });
    expect(await restarted.recover('0 seconds')).toEqual({ settled: 0, rolledBack: 0, ended: 0, pending: 0 });
    expect(await walletCalls(spun.roundId)).toEqual(['bet:1', 'win:1']);
    expect(await balanceOf(t.handle.db, p.memberId)).toBe(paid);
    const recalled = await restarted.service.round(
      await restarted.service.resolve(p.sessionToken),
      spun.roundId,
    );
    expect(recalled).toMatchObject({ status: 'SETTLED', balanceBefore: 100_000, balanceAfter: paid });
    expect((await verifyLedger(t.handle.db)).problems).toEqual([]);
  });

  it('a repeated spin answers its round and takes no new nonce from the round it answers', async () => {
    const p = await launchStudioPlayer(t.app, t.handle.db, 'repeat1', 100_000);
    const bet = p.session.game.defaultBet as number;
    const studio = await studioWith(portal());
    const session = await studio.service.resolve(p.sessionToken);
    const first = await studio.service.spin(session, { bet, idempotencyKey: 'repeat-spin-1' });
    const again = await studio.service.spin(session, { bet, idempotencyKey: 'repeat-spin-1' });
    expect(again).toMatchObject({
      roundId: first.roundId,
      nonce: first.nonce,
      totalWin: first.totalWin,
      balanceAfter: first.balanceAfter,
    });
    await expect(
      studio.service.spin(session, { bet: bet * 2, idempotencyKey: 'repeat-spin-1' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const next = await studio.service.spin(session, { bet, idempotencyKey: 'repeat-spin-2' });
    expect(next.roundId).not.toBe(first.roundId);
    expect(next.nonce).toBe(first.nonce + 1);
    expect(await walletCalls(first.roundId)).toEqual(['bet:1', 'win:1']);
    expect(await balanceOf(t.handle.db, p.memberId)).toBe(next.balanceAfter);
  });

  it('leaves a round whose portal is still unreachable for the next pass', async () => {
    const p = await launchStudioPlayer(t.app, t.handle.db, 'crash3', 100_000);
    const down: WalletTransport = async () => {
      throw new Error('connection refused');
    };
    const bet = p.session.game.defaultBet as number;
    const dying = await studioWith(async (path, body, headers) =>
      path.endsWith('/win') ? down(path, body, headers) : portal()(path, body, headers),
    );
    await expect(
      dying.service.spin(await dying.service.resolve(p.sessionToken), {
        bet,
        idempotencyKey: 'crash-down-1',
      }),
    ).rejects.toMatchObject({ code: 'WALLET_UNAVAILABLE' });
    expect(await dying.recover('0 seconds')).toEqual({ settled: 0, rolledBack: 0, ended: 0, pending: 1 });
    // Claimed for a minute by that pass: another worker does not take it meanwhile.
    expect(await (await studioWith(portal())).recover('0 seconds')).toEqual({
      settled: 0,
      rolledBack: 0,
      ended: 0,
      pending: 0,
    });
    expect((await openRound('crash-down-1')).status).toBe('bet_accepted');
  });
});
