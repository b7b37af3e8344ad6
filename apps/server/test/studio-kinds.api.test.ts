import { replayGame, replayRound } from '@suerte/fair';
import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger/index.js';
import type { WalletTransport } from '../src/studio/index.js';
import { testCaptchaImage } from './support/identity-client.js';
import {
  launchStudioPlayer,
  ledgerJournalSize,
  portalTransport,
  studioCall,
  studioGamesOf,
  studioOver,
} from './support/studio-client.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';
import { balanceOf, effectsOf, roundOf } from './support/vendor-wallet-client.js';

type Seeds = { serverSeed: string; clientSeed: string; nonce: number };

/** What a test needs to know of a kind: its play call, a request, its stake, refused bets and its replay. */
interface KindCase {
  game: string;
  path: string;
  play: (idempotencyKey: string, scale?: number) => Record<string, unknown>;
  stake: (scale?: number) => number;
  /** The same key with another request. */
  other: (idempotencyKey: string) => Record<string, unknown>;
  refused: Array<Record<string, unknown>>;
  /** The /fair replay of the round, in the shape of the recorded outcome. */
  replay: (seeds: Seeds, outcome: any) => unknown;
  decided: (outcome: any) => unknown;
}

const CASES: KindCase[] = [
  {
    game: 'baccarat',
    path: '/baccarat/deal',
    play: (key, scale = 1) => ({
      bets: { banker: 1_000 * scale, playerPair: 100 * scale },
      idempotencyKey: key,
    }),
    stake: (scale = 1) => 1_100 * scale,
    other: (key) => ({ bets: { player: 1_000, playerPair: 100 }, idempotencyKey: key }),
    refused: [{ bets: {} }, { bets: { banker: 150 } }, { bets: { tie: 250_100 } }, { bets: { player: 50 } }],
    replay: (seeds) => {
      const round = replayRound({ kind: 'baccarat' }, seeds);
      if (round.kind !== 'baccarat') throw new Error('baccarat expected');
      const { player, banker, playerTotal, bankerTotal, winner, playerPair, bankerPair } = round.coup;
      return { player, banker, playerTotal, bankerTotal, winner, playerPair, bankerPair };
    },
    decided: (o) => ({
      player: o.player,
      banker: o.banker,
      playerTotal: o.playerTotal,
      bankerTotal: o.bankerTotal,
      winner: o.winner,
      playerPair: o.playerPair,
      bankerPair: o.bankerPair,
    }),
  },
  {
    game: 'crash',
    path: '/crash/play',
    play: (key, scale = 1) => ({ stake: 1_000 * scale, target: 150, idempotencyKey: key }),
    stake: (scale = 1) => 1_000 * scale,
    other: (key) => ({ stake: 1_000, target: 151, idempotencyKey: key }),
    refused: [
      { stake: 99, target: 200 },
      { stake: 500_001, target: 200 },
      { stake: 1_000, target: 100_001 },
    ],
    replay: (seeds) => {
      const round = replayGame({ kind: 'crash' }, seeds);
      if (round.kind !== 'crash') throw new Error('crash expected');
      return { crashPoint: round.round.crashPoint, instant: round.round.instant };
    },
    decided: (o) => ({ crashPoint: o.crashPoint, instant: o.instant }),
  },
];

describe.each(testDatabaseKinds())('Suerte Studio baccarat and crash on $name', (dbKind) => {
  const t = withTestApp(dbKind, {}, { captchaImage: testCaptchaImage });
  const call = (method: 'GET' | 'POST', path: string, token?: string, payload?: unknown) =>
    studioCall(t.app, method, path, token, payload);
  const studioWith = (transport: WalletTransport) => studioOver(t.handle.db, transport);
  const portal = () => portalTransport(() => t.app);

  it('lists baccarat under live casino and crash under fishing and arcade, each launching its game', async () => {
    const games = (gameType: string) => studioGamesOf(t.app, gameType);
    expect(await games('LIVE')).toEqual(['baccarat']);
    expect(await games('FISH')).toEqual(['crash']);
    expect(await games('ARCADE')).toEqual(['crash-arcade']);
    const p = await launchStudioPlayer(t.app, t.handle.db, 'arcade1', 10_000, 'crash-arcade');
    expect(p.session.game).toMatchObject({ code: 'crash', kind: 'crash', rtp: 0.97, minTarget: 101 });
    const live = await launchStudioPlayer(t.app, t.handle.db, 'livetable1', 10_000, 'baccarat');
    expect(live.session.game).toMatchObject({ code: 'baccarat', kind: 'baccarat', unit: 100 });
    expect(live.session.game.returns.banker).toBeCloseTo(0.9894, 4);
    // A play call of another kind is not this session's game.
    const wrong = await call('POST', '/slot/spin', live.sessionToken, {
      bet: 100,
      idempotencyKey: 'wrong-kind',
    });
    expect(envelope(wrong).code).toBe('NOT_FOUND');
  });

  describe.each(CASES)('$game', (c) => {
    const play = (token: string, key: string, scale = 1) => call('POST', c.path, token, c.play(key, scale));

    it('plays a round through the wallet API by win − stake, once per idempotency key', async () => {
      const p = await launchStudioPlayer(t.app, t.handle.db, `${c.game}1`, 100_000, c.game);
      const res = await play(p.sessionToken, `${c.game}-0001`);
      const round = envelope(res);
      expect(round.success, res.body).toBe(true);
      expect(round.value).toMatchObject({ nonce: 0, bet: c.stake(), balanceBefore: 100_000 });
      expect(round.value.balanceAfter).toBe(100_000 - c.stake() + round.value.totalWin);
      expect(await balanceOf(t.handle.db, p.memberId)).toBe(round.value.balanceAfter);
      expect(await roundOf(t.handle.db, p.memberId, round.value.roundId)).toMatchObject({
        status: 'closed',
        game_code: c.game,
      });
      const effects = await effectsOf(t.handle.db, p.memberId);
      const again = envelope(await play(p.sessionToken, `${c.game}-0001`));
      expect(again.value.roundId).toBe(round.value.roundId);
      expect(await effectsOf(t.handle.db, p.memberId)).toBe(effects);
      expect(envelope(await call('POST', c.path, p.sessionToken, c.other(`${c.game}-0001`))).code).toBe(
        'CONFLICT',
      );
      expect(envelope(await play(p.sessionToken, `${c.game}-0001`, 2)).code).toBe('CONFLICT');
      for (const [i, body] of c.refused.entries()) {
        const refused = await call('POST', c.path, p.sessionToken, {
          ...body,
          idempotencyKey: `bad-${i}-key`,
        });
        expect(envelope(refused).code, JSON.stringify(body)).toBe('BET_INVALID');
      }
      expect(await effectsOf(t.handle.db, p.memberId)).toBe(effects);
      expect(envelope(await play(p.sessionToken, `${c.game}-0002`)).value.nonce).toBe(1);
      expect((await verifyLedger(t.handle.db)).problems).toEqual([]);
    });

    it('refuses a stake above the balance and moves nothing', async () => {
      const p = await launchStudioPlayer(t.app, t.handle.db, `${c.game}2`, 1_000, c.game);
      expect(envelope(await play(p.sessionToken, `${c.game}-broke`, 2)).code).toBe('INSUFFICIENT_FUNDS');
      expect(await balanceOf(t.handle.db, p.memberId)).toBe(1_000);
    });

    it('a free trial plays studio play money and nothing reaches any ledger', async () => {
      const journal = () => ledgerJournalSize(t.handle.db);
      const before = await journal();
      const session = envelope(
        await call('POST', '/session', undefined, { game: c.game, demo: true, merchant: 'SUERTE_PH' }),
      ).value;
      expect(session).toMatchObject({ demo: true, balance: 1_000_000, game: { kind: c.game } });
      const round = envelope(await play(session.sessionToken, `${c.game}-demo-1`)).value;
      expect(round.balanceAfter).toBe(1_000_000 - c.stake() + round.totalWin);
      expect(await journal()).toBe(before);
    });

    it('recalls each round with its outcome; once revealed, /fair recomputes the same outcome', async () => {
      const p = await launchStudioPlayer(t.app, t.handle.db, `${c.game}3`, 200_000, c.game);
      const played = [];
      for (let i = 0; i < 4; i++)
        played.push(envelope(await play(p.sessionToken, `${c.game}-r${i}-key`)).value);
      const list = envelope(await call('GET', `/rounds?game=${c.game}`, p.sessionToken)).value.rounds;
      expect(list.map((r: any) => r.roundId)).toEqual(played.map((r) => r.roundId).reverse());
      expect(list[0]).toMatchObject({
        kind: c.game,
        status: 'SETTLED',
        bet: c.stake(),
        win: played[3].totalWin,
      });
      expect(c.decided(list[0].outcome)).toEqual(c.decided(played[3]));
      const rotation = envelope(await call('POST', '/fairness/rotate', p.sessionToken, {})).value;
      expect(rotation.roundsPlayed).toBe(4);
      for (const round of played) {
        const revealed = envelope(await call('GET', `/rounds/${round.roundId}`, p.sessionToken)).value;
        expect(revealed.fairness.serverSeed).toBe(rotation.revealedServerSeed);
        expect(c.replay(revealed.fairness, revealed.outcome)).toEqual(c.decided(revealed.outcome));
        expect(revealed.win).toBe(revealed.outcome.totalWin);
      }
    });

    it('a round cut between bet and win gets its win exactly once after a restart', async () => {
      const p = await launchStudioPlayer(t.app, t.handle.db, `${c.game}4`, 100_000, c.game);
      const dying = await studioWith(async (path, body, headers) => {
        if (path.endsWith('/win')) throw new Error('process killed');
        return portal()(path, body, headers);
      });
      const session = await dying.service.resolve(p.sessionToken);
      const body = c.play(`${c.game}-cut-1`) as never;
      await expect(dying.service.play(session, c.game as never, body)).rejects.toMatchObject({
        code: 'WALLET_UNAVAILABLE',
      });
      expect(await balanceOf(t.handle.db, p.memberId)).toBe(100_000 - c.stake());
      const restarted = await studioWith(portal());
      expect(await restarted.recover('0 seconds')).toMatchObject({ settled: 1, pending: 0 });
      expect(await restarted.recover('0 seconds')).toMatchObject({ settled: 0, rolledBack: 0, pending: 0 });
      const retry = await restarted.service.play(session, c.game as never, body);
      expect(retry.balanceAfter).toBe(100_000 - c.stake() + (retry.totalWin as number));
      expect(await balanceOf(t.handle.db, p.memberId)).toBe(retry.balanceAfter);
      expect((await roundOf(t.handle.db, p.memberId, retry.roundId))?.status).toBe('closed');
      expect((await verifyLedger(t.handle.db)).problems).toEqual([]);
    });
  });
});
