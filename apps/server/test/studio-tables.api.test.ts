import { handClientSeed, handSeedParts, mixClientSeed, replayGame, settleHighCard } from '@suerte/fair';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger/index.js';
import type { WalletTransport } from '../src/studio/index.js';
import { testCaptchaImage } from './support/identity-client.js';
import { launchStudioPlayer, portalTransport, studioCall, studioOver } from './support/studio-client.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';
import { balanceOf, effectsOf, roundOf } from './support/vendor-wallet-client.js';

const HEADS_UP = 'hc-php-200';
const HEADS_UP_STAKE = 20_000;
const SIX_SEATS = 'hc-php-10';

describe.each(testDatabaseKinds())('Suerte Studio High Card tables on $name', (dbKind) => {
  const t = withTestApp(dbKind, {}, { captchaImage: testCaptchaImage });
  const call = (method: 'GET' | 'POST', path: string, token?: string, payload?: unknown) =>
    studioCall(t.app, method, path, token, payload);
  const join = (token: string, tableId: string) => call('POST', '/highcard/join', token, { tableId });
  const table = async (token: string, tableId: string) =>
    envelope(await call('GET', `/highcard/tables/${tableId}`, token)).value;
  const rooms = async (language?: string) =>
    envelope(
      await t.app.inject({
        method: 'POST',
        url: '/wps/relay/GLS2_roomList',
        payload: { gameType: 'PVP', vassalage: 'SUERTE', language },
      }),
    ).value.rooms;
  const player = (name: string, funds = 100_000) =>
    launchStudioPlayer(t.app, t.handle.db, name, funds, 'high-card');
  const studioWith = (transport: WalletTransport) => studioOver(t.handle.db, transport);
  const portal = () => portalTransport(() => t.app);
  /** Makes the open hand of a table due now (the timer has run out). */
  const timerRunsOut = (tableId: string) =>
    sql`update studio_table_hands set starts_at = now() where table_id = ${tableId} and status = 'open'`.execute(
      t.handle.db,
    );

  it('lists High Card under PVP; a session tells the tables of its currency and the published rake', async () => {
    const games = envelope(
      await t.app.inject({
        method: 'POST',
        url: '/wps/relay/GCSGAME_gameList',
        payload: { gameType: 'PVP', vassalage: 'SUERTE', pageSize: 50 },
      }),
    ).value.games;
    expect(games.map((g: { nodeId: string }) => g.nodeId)).toEqual(['high-card']);
    const p = await player('hcinfo1');
    expect(p.session.game).toMatchObject({ kind: 'highcard', rakeBp: 500, minPlayers: 2, rtp: 0.95 });
    expect(p.session.game.tables.map((x: { tableId: string }) => x.tableId)).toEqual([
      'hc-php-10',
      'hc-php-50',
      'hc-php-200',
    ]);
    // The game's and the tables' names in every language, English in `name` for clients that know only that.
    expect(p.session.game.name).toBe('High Card');
    expect(p.session.game.names).toMatchObject({ en: 'High Card', vi: 'Lá Bài Cao', th: 'ไพ่สูง' });
    expect(p.session.game.tables[2]).toMatchObject({
      name: 'Heads-up 200',
      names: { en: 'Heads-up 200', tl: 'Dalawahan 200', vi: 'Đối đầu 200' },
    });
    const list = envelope(await call('GET', '/highcard/tables', p.sessionToken)).value.tables;
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ name: 'Table 10', names: { tl: 'Mesa 10', id: 'Meja 10' } });
    expect(list[0]).toMatchObject({ state: 'WAITING', seated: [], mySeat: null, startsAt: null });
    expect(list[0].serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('seats fill, roomList shows the occupancy, the timer deals, and a member can only leave their own seat', async () => {
    const a = await player('hcseat1');
    const b = await player('hcseat2');
    const first = envelope(await join(a.sessionToken, SIX_SEATS)).value;
    expect(first).toMatchObject({ mySeat: 1, state: 'WAITING', startsAt: null });
    // Joining twice keeps the one seat.
    expect(envelope(await join(a.sessionToken, SIX_SEATS)).value.seated).toHaveLength(1);
    const room = async () => (await rooms()).find((r: { roomId: string }) => r.roomId === SIX_SEATS);
    expect(await room()).toMatchObject({
      nodeId: 'high-card',
      vassalage: 'SUERTE',
      seats: 6,
      seated: 1,
      minBet: 1_000,
      roomStatus: 'OPEN',
    });
    // The room list names the table in the member's language.
    const named = async (language: string) =>
      (await rooms(language)).find((r: { roomId: string }) => r.roomId === SIX_SEATS).roomName;
    expect(await named('en')).toBe('Table 10');
    expect(await named('tl')).toBe('Mesa 10');
    expect(await named('th')).toBe('โต๊ะ 10');
    const second = envelope(await join(b.sessionToken, SIX_SEATS)).value;
    expect(second).toMatchObject({ mySeat: 2, state: 'STARTING' });
    expect(Date.parse(second.startsAt) - Date.parse(second.now)).toBeGreaterThan(5_000);
    expect(second.seated.map((s: { mine: boolean }) => s.mine)).toEqual([false, true]);
    expect(second.seated[0].player).toMatch(/^P-[0-9A-F]{4}$/);
    expect((await room()).seated).toBe(2);
    // B leaving gives back B's seat only; the timer stops below two players.
    const left = envelope(
      await call('POST', '/highcard/leave', b.sessionToken, { tableId: SIX_SEATS }),
    ).value;
    expect(left).toMatchObject({ mySeat: null, state: 'WAITING', startsAt: null });
    expect(left.seated).toHaveLength(1);
    expect((await table(a.sessionToken, SIX_SEATS)).mySeat).toBe(1);
    expect((await room()).seated).toBe(1);
    await join(b.sessionToken, SIX_SEATS);
    await timerRunsOut(SIX_SEATS);
    const after = await table(a.sessionToken, SIX_SEATS);
    expect(after).toMatchObject({ state: 'WAITING', seated: [], mySeat: null });
    expect(after.lastHand).toMatchObject({ pot: 2_000, rake: 100, stake: 1_000 });
    expect(after.lastHand.myRoundId).toMatch(/S1$/);
    expect((await room()).seated).toBe(0);
    expect(await balanceOf(t.handle.db, a.memberId)).toBe(100_000 - 1_000 + after.lastHand.seats[0].payout);
    expect((await verifyLedger(t.handle.db)).problems).toEqual([]);
  });

  it('a hand of two members settles exactly once with the 5 % rake, and each sees only their own round', async () => {
    const a = await player('hchand1');
    const b = await player('hchand2');
    // A's own client seed, as it was when A sat down, enters the deal with B's and the table's.
    const setSeed = async (clientSeed: string) =>
      expect(
        envelope(await call('POST', '/fairness/client-seed', a.sessionToken, { clientSeed })).value
          .clientSeed,
      ).toBe(clientSeed);
    await setSeed('my-lucky-seed');
    const waiting = envelope(await join(a.sessionToken, HEADS_UP)).value;
    expect(waiting.state).toBe('WAITING');
    expect(waiting.seated).toEqual([
      { seat: 1, player: expect.any(String), mine: true, clientSeed: 'my-lucky-seed' },
    ]);
    // A seed changed after sitting down does not enter the hand.
    await setSeed('changed-after-sitting');
    // The table is full at the second seat: the hand is dealt at once.
    const dealt = envelope(await join(b.sessionToken, HEADS_UP)).value;
    const hand = dealt.lastHand;
    expect(hand).toMatchObject({ stake: HEADS_UP_STAKE, pot: 40_000, rake: 2_000, rakeBp: 500 });
    const cards = hand.seats.map((s: { card: number }) => s.card);
    const expected = settleHighCard(cards, HEADS_UP_STAKE);
    expect(hand.seats.map((s: { payout: number }) => s.payout)).toEqual(expected.payouts);
    // /fair: the hand's revealed seeds give the same cards.
    const replay = replayGame(
      { kind: 'highCard', players: 2 },
      { serverSeed: hand.serverSeed, clientSeed: hand.clientSeed, nonce: 0 },
    );
    expect(replay).toEqual({ kind: 'highCard', cards });
    const [balA, balB] = [await balanceOf(t.handle.db, a.memberId), await balanceOf(t.handle.db, b.memberId)];
    expect(balA).toBe(100_000 - HEADS_UP_STAKE + expected.payouts[0]!);
    expect(balB).toBe(100_000 - HEADS_UP_STAKE + expected.payouts[1]!);
    expect(balA + balB).toBe(200_000 - 2_000);
    // The game reads the member's round of the hand to show the balance after it.
    const mine = envelope(await call('GET', `/rounds/${hand.myRoundId}`, b.sessionToken));
    expect(mine.value, JSON.stringify(mine)).toMatchObject({ balanceBefore: 100_000, balanceAfter: balB });
    // Polling and recovery move nothing more.
    const effects = [await effectsOf(t.handle.db, a.memberId), await effectsOf(t.handle.db, b.memberId)];
    await table(a.sessionToken, HEADS_UP);
    await table(b.sessionToken, HEADS_UP);
    const again = await studioWith(portal());
    await again.recover('0 seconds');
    expect([await effectsOf(t.handle.db, a.memberId), await effectsOf(t.handle.db, b.memberId)]).toEqual(
      effects,
    );
    // Recall: each member their own round, the other's is not found.
    const recallA = envelope(await call('GET', '/rounds?game=high-card', a.sessionToken)).value.rounds;
    const recallB = envelope(await call('GET', '/rounds?game=high-card', b.sessionToken)).value.rounds;
    expect(recallA).toHaveLength(1);
    expect(recallA[0]).toMatchObject({
      kind: 'highcard',
      status: 'SETTLED',
      bet: HEADS_UP_STAKE,
      win: expected.payouts[0],
      balanceBefore: 100_000,
      balanceAfter: balA,
      outcome: { seat: 1, handId: hand.handId, totalWin: expected.payouts[0] },
      fairness: { serverSeed: hand.serverSeed, clientSeed: hand.clientSeed, nonce: 0 },
    });
    expect(recallB[0].outcome.seat).toBe(2);
    // The deck came from the table's seed and both players' seeds (handClientSeed), listed in the outcome.
    const { tableClientSeed, seats } = recallA[0].outcome;
    expect(seats.map((s: { clientSeed: string }) => s.clientSeed)).toEqual([
      'my-lucky-seed',
      b.session.fairness.clientSeed,
    ]);
    expect(hand.clientSeed).toBe(
      handClientSeed(tableClientSeed, ['my-lucky-seed', b.session.fairness.clientSeed]),
    );
    expect(tableClientSeed).not.toBe(hand.clientSeed);
    // The verifier's parts: the table's seed and the seats' in seat order, their digest the hand's client seed.
    const parts = handSeedParts(tableClientSeed, ['my-lucky-seed', b.session.fairness.clientSeed]);
    expect(mixClientSeed(parts)).toBe(hand.clientSeed);
    expect(hand.tableClientSeed).toBe(tableClientSeed);
    const other = await call('GET', `/rounds/${recallB[0].roundId}`, a.sessionToken);
    expect(envelope(other).code).toBe('NOT_FOUND');
    expect((await roundOf(t.handle.db, a.memberId, recallA[0].roundId))?.status).toBe('closed');
    expect(await roundOf(t.handle.db, a.memberId, recallB[0].roundId)).toBeUndefined();
    expect((await verifyLedger(t.handle.db)).problems).toEqual([]);
  });

  it('a member without the ante is left out; a hand short of two players returns the antes', async () => {
    const a = await player('hcbroke1');
    const poor = await player('hcbroke2', 500);
    await join(a.sessionToken, HEADS_UP);
    const res = envelope(await join(poor.sessionToken, HEADS_UP)).value;
    expect(res.lastHand?.handId ?? null).not.toBe(res.handId);
    expect(await balanceOf(t.handle.db, a.memberId)).toBe(100_000);
    expect(await balanceOf(t.handle.db, poor.memberId)).toBe(500);
    const hands = await t.handle.db
      .selectFrom('studio_table_hands' as never)
      .select(['status' as never])
      .where('table_id' as never, '=', HEADS_UP as never)
      .orderBy('id' as never, 'desc')
      .execute();
    expect((hands as Array<{ status: string }>).map((h) => h.status)).toContain('cancelled');
    expect((await verifyLedger(t.handle.db)).problems).toEqual([]);
  });

  it('a hand cut between the antes and the wins completes exactly once after a restart', async () => {
    const a = await player('hccut1');
    const b = await player('hccut2');
    const dying = await studioWith(async (path, body, headers) => {
      if (path.endsWith('/win')) throw new Error('process killed');
      return portal()(path, body, headers);
    });
    const sa = await dying.service.resolve(a.sessionToken);
    const sb = await dying.service.resolve(b.sessionToken);
    await dying.tables.join(sa, HEADS_UP);
    await dying.tables.join(sb, HEADS_UP);
    expect(await balanceOf(t.handle.db, a.memberId)).toBe(100_000 - HEADS_UP_STAKE);
    expect(await balanceOf(t.handle.db, b.memberId)).toBe(100_000 - HEADS_UP_STAKE);
    const restarted = await studioWith(portal());
    expect(await restarted.recover('0 seconds')).toMatchObject({ settled: 2, pending: 0 });
    expect(await restarted.recover('0 seconds')).toMatchObject({ settled: 0, pending: 0 });
    const total = (await balanceOf(t.handle.db, a.memberId)) + (await balanceOf(t.handle.db, b.memberId));
    expect(total).toBe(200_000 - 2_000);
    expect((await verifyLedger(t.handle.db)).problems).toEqual([]);
  });

  it('a deal stopped after one ante is finished by another node once its lease runs out', async () => {
    const a = await player('hclease1');
    const b = await player('hclease2');
    let bets = 0;
    const dying = await studioWith(async (path, body, headers) => {
      if (path.endsWith('/bet') && ++bets === 2) throw new Error('process killed');
      return portal()(path, body, headers);
    });
    await dying.tables.join(await dying.service.resolve(a.sessionToken), HEADS_UP);
    await expect(
      dying.tables.join(await dying.service.resolve(b.sessionToken), HEADS_UP),
    ).rejects.toMatchObject({ code: 'WALLET_UNAVAILABLE' });
    expect(await balanceOf(t.handle.db, a.memberId)).toBe(100_000 - HEADS_UP_STAKE);
    const other = await studioWith(portal());
    // Still leased to the first worker: nothing happens yet.
    expect(await other.tables.recover()).toEqual({ hands: 0, pending: 0 });
    await sql`update studio_table_hands set claimed_until = now() - interval '1 second' where status = 'dealing'`.execute(
      t.handle.db,
    );
    expect(await other.tables.recover()).toEqual({ hands: 1, pending: 0 });
    expect(await other.tables.recover()).toEqual({ hands: 0, pending: 0 });
    const total = (await balanceOf(t.handle.db, a.memberId)) + (await balanceOf(t.handle.db, b.memberId));
    expect(total).toBe(200_000 - 2_000);
    expect((await verifyLedger(t.handle.db)).problems).toEqual([]);
  });

  it('refuses a free trial at a table and a table of another game or currency', async () => {
    const demo = envelope(
      await call('POST', '/session', undefined, { game: 'high-card', demo: true, merchant: 'SUERTE_PH' }),
    ).value;
    expect(envelope(await join(demo.sessionToken, SIX_SEATS)).code).toBe('BET_INVALID');
    const a = await player('hcwrong1');
    expect(envelope(await join(a.sessionToken, 'hc-thb-20')).code).toBe('BET_INVALID');
    expect(envelope(await join(a.sessionToken, 'nope')).code).toBe('NOT_FOUND');
  });
});
