import { replayGame } from '@suerte/fair';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger/index.js';
import type { Studio } from '../src/studio/index.js';
import { testCaptchaImage } from './support/identity-client.js';
import { launchStudioPlayer, studioCall, studioGamesOf, type StudioPlayer } from './support/studio-client.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';
import { balanceOf, effectsOf } from './support/vendor-wallet-client.js';

describe.each(testDatabaseKinds())('Suerte Studio simulated events on $name', (dbKind) => {
  const t = withTestApp(dbKind, {}, { captchaImage: testCaptchaImage });
  const studio = () => (t.app as unknown as { studio: Studio }).studio;
  const call = (method: 'GET' | 'POST', path: string, token?: string, payload?: unknown) =>
    studioCall(t.app, method, path, token, payload);
  const events = async (p: StudioPlayer) =>
    envelope(await call('GET', '/event/events', p.sessionToken)).value;
  const bet = (p: StudioPlayer, body: Record<string, unknown>) =>
    call('POST', '/event/bet', p.sessionToken, body);

  it('lists cockfight under COCKFIGHT and football under SPORTS, each launching its event game', async () => {
    const games = (gameType: string) => studioGamesOf(t.app, gameType);
    expect(await games('COCKFIGHT')).toEqual(['cockfight']);
    expect(await games('SPORTS')).toEqual(['football']);
    const p = await launchStudioPlayer(t.app, t.handle.db, 'sabong0', 10_000, 'cockfight');
    expect(p.session.game).toMatchObject({
      code: 'cockfight',
      kind: 'event',
      sport: 'cockfight',
      marginBp: 500,
    });
    // No per-player play call for events.
    expect((await call('POST', '/event/play', p.sessionToken, {})).statusCode).toBe(404);
  });

  it('opens scheduled events with odds and a seed hash, the same events on a second run', async () => {
    expect(await studio().events.schedule()).toBeGreaterThanOrEqual(6);
    expect(await studio().events.schedule()).toBe(0);
    const p = await launchStudioPlayer(t.app, t.handle.db, 'football0', 10_000, 'football');
    const list = await events(p);
    const open = list.events.filter((e: { status: string }) => e.status === 'OPEN');
    expect(open).toHaveLength(3);
    for (const e of open) {
      expect(e.fairness).toMatchObject({ serverSeed: null, clientSeed: e.eventId, nonce: 0 });
      expect(Object.keys(e.odds).sort()).toEqual(['away', 'draw', 'home', 'over', 'under']);
      expect(new Date(e.closesAt).getTime()).toBeGreaterThan(new Date(list.serverNow).getTime());
    }
  });

  it('takes bets, refuses late ones by the database clock, draws the result and pays every bet once', async () => {
    const players = [
      await launchStudioPlayer(t.app, t.handle.db, 'sabong1', 100_000, 'cockfight'),
      await launchStudioPlayer(t.app, t.handle.db, 'sabong2', 100_000, 'cockfight'),
      await launchStudioPlayer(t.app, t.handle.db, 'sabong3', 100_000, 'cockfight'),
    ] as const;
    await studio().events.schedule();
    const event = (await events(players[0])).events.find((e: { status: string }) => e.status === 'OPEN');
    const sides = ['meron', 'wala', 'draw'] as const;
    for (const [i, p] of players.entries()) {
      const side = sides[i]!;
      const res = await bet(p, {
        eventId: event.eventId,
        selection: side,
        stake: 1_000,
        odds: event.odds[side],
        idempotencyKey: `bet-${i}-0001`,
      });
      const placed = envelope(res);
      expect(placed.success, res.body).toBe(true);
      expect(placed.value).toMatchObject({ status: 'ACCEPTED', stake: 1_000, balanceAfter: 99_000 });
      expect(placed.value.potentialReturn).toBe(Math.floor((1_000 * event.odds[side]) / 100));
      expect(await balanceOf(t.handle.db, p.memberId)).toBe(99_000);
    }
    // The same key answers the same bet; other fields under it conflict; odds that are not the event's refuse.
    const again = envelope(
      await bet(players[0], {
        eventId: event.eventId,
        selection: 'meron',
        stake: 1_000,
        odds: event.odds.meron,
        idempotencyKey: 'bet-0-0001',
      }),
    );
    expect(again.value.status).toBe('ACCEPTED');
    expect(await balanceOf(t.handle.db, players[0].memberId)).toBe(99_000);
    expect(
      envelope(
        await bet(players[0], {
          eventId: event.eventId,
          selection: 'wala',
          stake: 1_000,
          odds: event.odds.wala,
          idempotencyKey: 'bet-0-0001',
        }),
      ).code,
    ).toBe('CONFLICT');
    expect(
      envelope(
        await bet(players[0], {
          eventId: event.eventId,
          selection: 'meron',
          stake: 1_000,
          odds: event.odds.meron + 1,
          idempotencyKey: 'bet-0-0002',
        }),
      ).code,
    ).toBe('BETTING_CLOSED');
    expect(
      envelope(
        await bet(players[0], {
          eventId: event.eventId,
          selection: 'meron',
          stake: 99,
          odds: event.odds.meron,
          idempotencyKey: 'bet-0-0003',
        }),
      ).code,
    ).toBe('BET_INVALID');

    // Betting closes by the database's clock, whether or not the result was drawn yet.
    await sql`update studio_events set closes_at = now() - interval '1 second' where event_id = ${event.eventId}`.execute(
      t.handle.db,
    );
    const late = await bet(players[0], {
      eventId: event.eventId,
      selection: 'meron',
      stake: 1_000,
      odds: event.odds.meron,
      idempotencyKey: 'bet-0-late',
    });
    expect(envelope(late).code).toBe('BETTING_CLOSED');
    expect(late.statusCode).toBe(409);

    expect(await studio().events.close()).toBeGreaterThanOrEqual(1);
    const resulted = (await events(players[0])).events.find(
      (e: { eventId: string }) => e.eventId === event.eventId,
    );
    expect(resulted.status).toBe('RESULTED');
    // The revealed seed is the one committed when the event opened, and replays to the published result.
    const seed = resulted.fairness.serverSeed as string;
    expect(createHash('sha256').update(seed).digest('hex')).toBe(event.fairness.serverSeedHash);
    const replay = replayGame(
      {
        kind: 'cockfight',
        fight: { meron: event.home.rating, wala: event.away.rating, drawBp: event.drawBp },
      },
      { serverSeed: seed, clientSeed: event.eventId, nonce: 0 },
    );
    expect(replay).toEqual({ kind: 'cockfight', result: resulted.result.side });

    const side = resulted.result.side as (typeof sides)[number];
    const expected = players.map((_, i) => {
      const pick = sides[i]!;
      if (pick === side) return Math.floor((1_000 * event.odds[pick]) / 100);
      return side === 'draw' ? 1_000 : 0;
    });
    // Two settlement runs at once, then a third: each bet is paid once.
    await Promise.all([studio().events.settle(), studio().events.settle()]);
    const effects = await Promise.all(players.map((p) => effectsOf(t.handle.db, p.memberId)));
    expect(await studio().events.settle()).toEqual({ paid: 0, refused: 0, pending: 0, ended: 0 });
    // Paying ended each bet's round at the portal at once (its betting record shows it), not a recovery pass later.
    const { rows: roundIds } = await sql<{ round_id: string; ended_at: Date | null }>`
      select round_id, ended_at from studio_rounds where event_id = ${event.eventId}`.execute(t.handle.db);
    expect(roundIds).toHaveLength(players.length);
    expect(roundIds.every((r) => r.ended_at !== null)).toBe(true);
    const portalRounds = await t.handle.db
      .selectFrom('game_rounds')
      .select(['status'])
      .where('vendor_code', '=', 'SUERTE')
      .where(
        'round_id',
        'in',
        roundIds.map((r) => r.round_id),
      )
      .execute();
    expect(portalRounds.map((r) => r.status)).toEqual(players.map(() => 'closed'));
    for (const [i, p] of players.entries()) {
      expect(await balanceOf(t.handle.db, p.memberId)).toBe(99_000 + expected[i]!);
      expect(await effectsOf(t.handle.db, p.memberId)).toBe(effects[i]);
      // The screen reads the balance the payout left (no call of its own moved it).
      expect(envelope(await call('GET', '/balance', p.sessionToken)).value).toEqual({
        balance: 99_000 + expected[i]!,
        currency: 'PHP',
      });
      const mine = envelope(await call('GET', '/event/bets', p.sessionToken)).value.bets;
      expect(mine[0]).toMatchObject({ eventId: event.eventId, status: 'SETTLED', win: expected[i] });
      // Game recall shows the bet with its event, result and the seeds to verify it.
      const recall = envelope(await call('GET', '/rounds?game=cockfight', p.sessionToken)).value.rounds;
      expect(recall[0]).toMatchObject({
        kind: 'event',
        status: 'SETTLED',
        bet: 1_000,
        win: expected[i],
        fairness: { serverSeed: seed, clientSeed: event.eventId, nonce: 0 },
        outcome: { eventId: event.eventId, selection: sides[i], result: resulted.result },
      });
    }
    const settled = (await events(players[0])).events.find(
      (e: { eventId: string }) => e.eventId === event.eventId,
    );
    expect(settled.status).toBe('SETTLED');
  });

  it('keeps the ledger consistent', async () => {
    const report = await verifyLedger(t.handle.db);
    expect(report.problems).toEqual([]);
  });
});
