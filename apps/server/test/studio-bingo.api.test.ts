import { bingoDrawClientSeed, mixClientSeed, replayGame } from '@suerte/fair';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger/index.js';
import { testCaptchaImage } from './support/identity-client.js';
import {
  launchStudioPlayer,
  portalTransport,
  studioCall,
  studioGamesOf,
  studioOver,
  type StudioPlayer,
} from './support/studio-client.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';
import { balanceOf, effectsOf, roundOf } from './support/vendor-wallet-client.js';

const GAME = 'bingo-75';

describe.each(testDatabaseKinds())('Suerte Studio bingo on $name', (dbKind) => {
  const t = withTestApp(dbKind, {}, { captchaImage: testCaptchaImage });
  const call = (method: 'GET' | 'POST', path: string, token?: string, payload?: unknown) =>
    studioCall(t.app, method, path, token, payload);
  const studio = () => t.app.studio!;
  const db = () => t.handle.db as any;

  const onSale = async (p: StudioPlayer, room: string) => {
    await studio().bingoTick();
    const rooms = envelope(await call('GET', '/bingo/rooms', p.sessionToken)).value;
    const next = rooms.rooms.find((r: any) => r.room === room).next;
    // Kept on sale for the test, whatever the wall clock does meanwhile.
    await sql`update studio_bingo_games set sales_close_at = now() + interval '1 hour' where game_id = ${next.gameId}`.execute(
      db(),
    );
    return next;
  };
  const buy = (p: StudioPlayer, gameId: string, count: number, key: string) =>
    call('POST', '/bingo/buy', p.sessionToken, { gameId, count, idempotencyKey: key });
  /** Closes a game's sales now (as the clock reaching its close would). */
  const closeSales = (gameId: string) =>
    sql`update studio_bingo_games set sales_close_at = now() - interval '1 second' where game_id = ${gameId}`.execute(
      db(),
    );

  it('lists Bingo 75 under BINGO; its session describes the rooms, the job schedules their games', async () => {
    expect(await studioGamesOf(t.app, 'BINGO')).toEqual([GAME]);
    const p = await launchStudioPlayer(t.app, t.handle.db, 'bingolist1', 10_000, GAME);
    expect(p.session.game).toMatchObject({ code: GAME, kind: 'bingo', rtp: 0.9 });
    expect(p.session.game.rooms.map((r: any) => [r.code, r.cardPrice, r.returnBp])).toEqual([
      ['sampaguita', 500, 9_000],
      ['jade', 2_000, 9_000],
    ]);
    await studio().bingoTick();
    await studio().bingoTick();
    const rooms = envelope(await call('GET', '/bingo/rooms', p.sessionToken)).value;
    expect(rooms.rooms).toHaveLength(2);
    for (const room of rooms.rooms) {
      expect(room.next).toMatchObject({ status: 'OPEN', cardsSold: 0, pot: 0, serverSeed: null });
      expect(room.next.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(Date.parse(room.next.salesCloseAt)).toBeGreaterThan(Date.parse(rooms.now));
    }
    // Two games ahead per room, each once, however many passes ran.
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from studio_bingo_games`.execute(
      db(),
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(4);
    expect(rows[0]!.n).toBeLessThanOrEqual(6);
    // A session of another game has no bingo.
    const other = await launchStudioPlayer(t.app, t.handle.db, 'bingolist2', 0, 'crash');
    expect(envelope(await call('GET', '/bingo/rooms', other.sessionToken)).code).toBe('NOT_FOUND');
  });

  it('buys cards through the wallet API, once per key, within the room limit; a late buy is refused', async () => {
    const p = await launchStudioPlayer(t.app, t.handle.db, 'bingobuy1', 10_000, GAME);
    const game = await onSale(p, 'sampaguita');
    const res = await buy(p, game.gameId, 2, 'bingo-buy-0001');
    const bought = envelope(res);
    expect(bought.success, res.body).toBe(true);
    expect(bought.value).toMatchObject({ gameId: game.gameId, bet: 1_000, balanceAfter: 9_000 });
    expect(bought.value.cards).toHaveLength(2);
    expect(await balanceOf(t.handle.db, p.memberId)).toBe(9_000);
    expect(await roundOf(t.handle.db, p.memberId, bought.value.roundId)).toMatchObject({
      status: 'open',
      game_code: GAME,
    });
    const effects = await effectsOf(t.handle.db, p.memberId);
    expect(envelope(await buy(p, game.gameId, 2, 'bingo-buy-0001')).value.roundId).toBe(bought.value.roundId);
    expect(envelope(await buy(p, game.gameId, 3, 'bingo-buy-0001')).code).toBe('CONFLICT');
    // Six cards at most per member and game: 2 held, 5 more refused, 4 more taken.
    expect(envelope(await buy(p, game.gameId, 5, 'bingo-buy-0002')).code).toBe('BET_INVALID');
    expect(await effectsOf(t.handle.db, p.memberId)).toBe(effects);
    const more = envelope(await buy(p, game.gameId, 4, 'bingo-buy-0003')).value;
    expect(more.cards.map((c: any) => c.index)).toEqual([2, 3, 4, 5]);
    expect(await balanceOf(t.handle.db, p.memberId)).toBe(7_000);
    const state = envelope(await call('GET', `/bingo/games/${game.gameId}`, p.sessionToken)).value;
    expect(state.myCards).toHaveLength(6);
    expect(state.game).toMatchObject({ status: 'OPEN', cardsSold: 6, pot: 2_700 });

    // Two purchases at once over the limit: the game row's lock lets one through.
    const racer = await launchStudioPlayer(t.app, t.handle.db, 'bingobuy3', 10_000, GAME);
    const raced = await Promise.all([
      buy(racer, game.gameId, 4, 'bingo-race-001'),
      buy(racer, game.gameId, 4, 'bingo-race-002'),
    ]);
    expect(raced.map((r) => envelope(r).code).sort()).toEqual(['BET_INVALID', 'OK']);
    expect(await balanceOf(t.handle.db, racer.memberId)).toBe(8_000);

    const late = await launchStudioPlayer(t.app, t.handle.db, 'bingobuy2', 10_000, GAME);
    await closeSales(game.gameId);
    expect(envelope(await buy(late, game.gameId, 1, 'bingo-late-001')).code).toBe('SALES_CLOSED');
    expect(await balanceOf(t.handle.db, late.memberId)).toBe(10_000);
    expect(envelope(await buy(late, 'sampaguita-19990101-0000', 1, 'bingo-none-001')).code).toBe('NOT_FOUND');
  });

  it('draws once, pays each win once through the wallet API, and the draw and cards verify on /fair', async () => {
    const a = await launchStudioPlayer(t.app, t.handle.db, 'bingodraw1', 50_000, GAME);
    const b = await launchStudioPlayer(t.app, t.handle.db, 'bingodraw2', 50_000, GAME);
    const game = await onSale(a, 'jade');
    const setSeed = async (p: StudioPlayer, clientSeed: string) =>
      expect(
        envelope(await call('POST', '/fairness/client-seed', p.sessionToken, { clientSeed })).value
          .clientSeed,
      ).toBe(clientSeed);
    // A's own seed enters the draw as it was at the purchase: changing it afterwards changes nothing.
    await setSeed(a, 'ana-at-purchase');
    const ra = envelope(await buy(a, game.gameId, 3, 'bingo-draw-a01')).value;
    await setSeed(a, 'ana-after-purchase');
    const rb = envelope(await buy(b, game.gameId, 2, 'bingo-draw-b01')).value;
    // A member sees only their own cards, and cannot open another's purchase.
    const seenByB = envelope(await call('GET', `/bingo/games/${game.gameId}`, b.sessionToken)).value;
    expect(seenByB.myCards).toEqual(rb.cards);
    expect(seenByB).toMatchObject({ draw: null, stages: null, game: { cardsSold: 5, pot: 9_000 } });
    expect(envelope(await call('GET', `/rounds/${ra.roundId}`, b.sessionToken)).code).toBe('NOT_FOUND');
    // Nothing is drawn before the close.
    expect(await studio().service.bingo.draw(game.gameId)).toBe('not-due');

    await closeSales(game.gameId);
    const report = await studio().bingoTick();
    expect(report.drawn).toBeGreaterThanOrEqual(1);
    const sa = envelope(await call('GET', `/bingo/games/${game.gameId}`, a.sessionToken)).value;
    const sb = envelope(await call('GET', `/bingo/games/${game.gameId}`, b.sessionToken)).value;
    expect(sa.game).toMatchObject({ status: 'SETTLED', cardsSold: 5, pot: 9_000 });
    expect(sa.myCards).toEqual(ra.cards);
    // Every prize of every stage went to one of the five cards, and the prizes add up to the pot.
    const prizes = sa.stages.flatMap((s: any) => s.prizes);
    expect(prizes.reduce((x: number, y: number) => x + y, 0)).toBe(9_000);
    expect(sa.myWin + sb.myWin).toBe(9_000);
    expect(await balanceOf(t.handle.db, a.memberId)).toBe(50_000 - 6_000 + sa.myWin);
    expect(await balanceOf(t.handle.db, b.memberId)).toBe(50_000 - 4_000 + sb.myWin);
    expect((await roundOf(t.handle.db, a.memberId, ra.roundId))?.status).toBe('closed');

    // Seeds revealed: the ball order and each card replay on /fair. The balls came from a seed the closed sales
    // made: the game's client seed and both purchases with their buyers' own seeds.
    const seed = sa.game.serverSeed as string;
    expect(seed).toBeTruthy();
    const drawSeed = bingoDrawClientSeed(game.clientSeed, [
      { firstCard: ra.cards[0].index, cards: 3, clientSeed: 'ana-at-purchase' },
      { firstCard: rb.cards[0].index, cards: 2, clientSeed: b.session.fairness.clientSeed },
    ]);
    expect(sa.game.drawClientSeed).toBe(drawSeed);
    // The parts are published with the draw, to every member of the game: their digest is the draw's seed.
    const parts = [game.clientSeed, '0:3:ana-at-purchase', `3:2:${b.session.fairness.clientSeed}`];
    expect(sa.drawSeedParts).toEqual(parts);
    expect(sb.drawSeedParts).toEqual(parts);
    expect(mixClientSeed(sa.drawSeedParts)).toBe(sa.game.drawClientSeed);
    const drawn = replayGame({ kind: 'bingoDraw' }, { serverSeed: seed, clientSeed: drawSeed, nonce: 0 });
    expect(drawn.kind === 'bingoDraw' && drawn.draw.slice(0, sa.draw.length)).toEqual(sa.draw);
    // Without B's sale (another set of cards sold) the same seeds give another order.
    const fewer = replayGame(
      { kind: 'bingoDraw' },
      { serverSeed: seed, clientSeed: mixClientSeed(parts.slice(0, 2)), nonce: 0 },
    );
    expect(fewer.kind === 'bingoDraw' && fewer.draw).not.toEqual(drawn.kind === 'bingoDraw' && drawn.draw);
    // The game's seed alone (known to the house while cards were on sale) does not give this order.
    const houseOnly = replayGame(
      { kind: 'bingoDraw' },
      { serverSeed: seed, clientSeed: game.clientSeed, nonce: 0 },
    );
    expect(houseOnly.kind === 'bingoDraw' && houseOnly.draw).not.toEqual(
      drawn.kind === 'bingoDraw' && drawn.draw,
    );
    for (const card of [...sa.myCards, ...sb.myCards]) {
      expect(
        replayGame(
          { kind: 'bingoCard' },
          { serverSeed: seed, clientSeed: game.clientSeed, nonce: card.index + 1 },
        ),
      ).toEqual({ kind: 'bingoCard', card: card.numbers });
    }
    // Recall shows the purchase with its cards, its win and the revealed seed.
    const recall = envelope(await call('GET', `/rounds/${ra.roundId}`, a.sessionToken)).value;
    expect(recall).toMatchObject({
      kind: 'bingo',
      status: 'SETTLED',
      bet: 6_000,
      win: sa.myWin,
      fairness: { serverSeed: seed, clientSeed: game.clientSeed, nonce: 1 },
      outcome: {
        gameId: game.gameId,
        totalWin: sa.myWin,
        cards: ra.cards,
        drawClientSeed: drawSeed,
        buyerClientSeed: 'ana-at-purchase',
      },
    });

    // A second pass, a second settlement and recovery pay nothing more.
    const effects = [await effectsOf(t.handle.db, a.memberId), await effectsOf(t.handle.db, b.memberId)];
    await studio().bingoTick();
    await studio().service.bingo.settle(game.gameId);
    await studio().recover('0 seconds');
    expect([await effectsOf(t.handle.db, a.memberId), await effectsOf(t.handle.db, b.memberId)]).toEqual(
      effects,
    );
    expect((await verifyLedger(t.handle.db)).problems).toEqual([]);
  });

  it('two nodes settling the same game at once pay each win once', async () => {
    const players = [];
    for (let i = 0; i < 3; i++)
      players.push(await launchStudioPlayer(t.app, t.handle.db, `bingocc${i}`, 20_000, GAME));
    const game = await onSale(players[0]!, 'sampaguita');
    for (const [i, p] of players.entries())
      expect(envelope(await buy(p, game.gameId, i + 1, `bingo-cc-${i}-key`)).success).toBe(true);
    await closeSales(game.gameId);
    const [one, two] = [
      await studioOver(
        t.handle.db,
        portalTransport(() => t.app),
      ),
      await studioOver(
        t.handle.db,
        portalTransport(() => t.app),
      ),
    ];
    const draws = await Promise.all([
      one.service.bingo.draw(game.gameId),
      two.service.bingo.draw(game.gameId),
    ]);
    expect(draws.filter((d) => d === 'drawn')).toHaveLength(1);
    const settled = await Promise.all([
      one.service.bingo.settle(game.gameId),
      two.service.bingo.settle(game.gameId),
    ]);
    expect(settled.some((s) => s.closed)).toBe(true);
    const pot = 6 * 500 * 0.9;
    let total = 0;
    for (const [i, p] of players.entries()) {
      const state = envelope(await call('GET', `/bingo/games/${game.gameId}`, p.sessionToken)).value;
      expect(await balanceOf(t.handle.db, p.memberId)).toBe(20_000 - (i + 1) * 500 + state.myWin);
      total += state.myWin;
    }
    expect(total).toBe(pot);
    expect((await verifyLedger(t.handle.db)).problems).toEqual([]);
  });
});
