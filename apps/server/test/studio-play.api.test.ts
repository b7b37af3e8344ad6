import { replayRound, verifyServerSeed } from '@suerte/fair';
import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger/index.js';
import { testCaptchaImage } from './support/identity-client.js';
import { launchStudioPlayer, ledgerJournalSize, studioCall } from './support/studio-client.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';
import { balanceOf, effectsOf, roundOf } from './support/vendor-wallet-client.js';

describe.each(testDatabaseKinds())('Suerte Studio play on $name', (kind) => {
  const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });
  const call = (method: 'GET' | 'POST', path: string, token?: string, payload?: unknown) =>
    studioCall(t.app, method, path, token, payload);
  const spin = (token: string, bet: number, idempotencyKey: string) =>
    call('POST', '/slot/spin', token, { bet, idempotencyKey });

  it('a launch opens one session: game, merchant variant, balance and the committed seed; the token is single use', async () => {
    const p = await launchStudioPlayer(t.app, t.handle.db, 'studio1', 50_000);
    expect(p.session).toMatchObject({
      game: { code: 'lucky-dragon', kind: 'slot', variant: '96', lines: 20 },
      currency: 'PHP',
      balance: 50_000,
      demo: false,
      fairness: { nonce: 0 },
    });
    expect(p.session.game.rtp).toBeCloseTo(0.959, 3);
    expect(p.session.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const stored = await t.handle.db
      .selectFrom('studio_seeds' as never)
      .select(['server_seed_sealed' as never])
      .execute();
    const reused = await call('POST', '/session', undefined, p.launch);
    expect(reused.statusCode).toBe(401);
    expect(envelope(reused).code).toBe('INVALID_TOKEN');
    // Server seeds are stored sealed, never as the 64-hex seed itself.
    expect(JSON.stringify(stored)).not.toMatch(/"[0-9a-f]{64}"/);
  });

  it('a spin moves money through the wallet API by win − bet, once per idempotency key', async () => {
    const p = await launchStudioPlayer(t.app, t.handle.db, 'studio2', 100_000);
    const bet = p.session.game.defaultBet as number;
    const res = await spin(p.sessionToken, bet, 'spin-0001');
    const round = envelope(res);
    expect(round.success, res.body).toBe(true);
    expect(round.value).toMatchObject({ nonce: 0, bet, balanceBefore: 100_000 });
    expect(round.value.balanceAfter).toBe(100_000 - bet + round.value.totalWin);
    expect(await balanceOf(t.handle.db, p.memberId)).toBe(round.value.balanceAfter);
    expect(await roundOf(t.handle.db, p.memberId, round.value.roundId)).toMatchObject({
      status: 'closed',
      game_code: 'lucky-dragon',
    });
    expect(round.value.grid).toHaveLength(5);
    expect(round.value.freeSpins).toHaveLength(round.value.freeSpinsAwarded);
    const effects = await effectsOf(t.handle.db, p.memberId);
    const again = envelope(await spin(p.sessionToken, bet, 'spin-0001'));
    expect(again.value.roundId).toBe(round.value.roundId);
    expect(await effectsOf(t.handle.db, p.memberId)).toBe(effects);
    expect(envelope(await spin(p.sessionToken, bet * 2, 'spin-0001')).code).toBe('CONFLICT');
    expect(envelope(await spin(p.sessionToken, bet + 1, 'spin-0002')).code).toBe('BET_INVALID');
    const next = envelope(await spin(p.sessionToken, bet, 'spin-0003'));
    expect(next.value.nonce).toBe(1);
    const report = await verifyLedger(t.handle.db);
    expect(report.problems).toEqual([]);
  });

  it('parallel spins of one player take consecutive nonces; a key raced twice plays once', async () => {
    const p = await launchStudioPlayer(t.app, t.handle.db, 'studio7', 100_000);
    const bet = p.session.game.defaultBet as number;
    const answers = (
      await Promise.all(Array.from({ length: 5 }, (_, i) => spin(p.sessionToken, bet, `parallel-${i}-key`)))
    ).map((res) => envelope(res));
    expect(answers.every((a) => a.success)).toBe(true);
    expect(answers.map((a) => a.value.nonce).sort()).toEqual([0, 1, 2, 3, 4]);
    const raced = (
      await Promise.all([spin(p.sessionToken, bet, 'raced-key-1'), spin(p.sessionToken, bet, 'raced-key-1')])
    ).map((res) => envelope(res));
    expect(raced[0]!.value.roundId).toBe(raced[1]!.value.roundId);
    const wins = [...answers, raced[0]!].reduce((sum, a) => sum + (a.value.totalWin as number), 0);
    expect(await balanceOf(t.handle.db, p.memberId)).toBe(100_000 - 6 * bet + wins);
    expect((await verifyLedger(t.handle.db)).problems).toEqual([]);
  });

  it('a stake above the balance is refused and moves nothing', async () => {
    const p = await launchStudioPlayer(t.app, t.handle.db, 'studio3', 100);
    const res = await spin(p.sessionToken, p.session.game.betLevels.at(-1), 'spin-broke');
    expect(envelope(res).code).toBe('INSUFFICIENT_FUNDS');
    expect(await balanceOf(t.handle.db, p.memberId)).toBe(100);
  });

  it('game recall shows each round step by step; rotation reveals the seed and the round replays exactly', async () => {
    const p = await launchStudioPlayer(t.app, t.handle.db, 'studio4', 200_000);
    const bet = p.session.game.defaultBet as number;
    expect(
      envelope(await call('POST', '/fairness/client-seed', p.sessionToken, { clientSeed: 'my-lucky-seed' }))
        .value,
    ).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    const played = [];
    for (let i = 0; i < 3; i++)
      played.push(envelope(await spin(p.sessionToken, bet, `recall-${i}-key`)).value);
    const list = envelope(await call('GET', '/rounds?game=lucky-dragon&limit=10', p.sessionToken));
    expect(list.value.rounds.map((r: any) => r.roundId)).toEqual(played.map((r) => r.roundId).reverse());
    const first = list.value.rounds.at(-1);
    expect(first).toMatchObject({
      status: 'SETTLED',
      bet,
      balanceBefore: 200_000,
      fairness: { serverSeed: null, clientSeed: 'my-lucky-seed', nonce: 0 },
    });

    const rotation = envelope(await call('POST', '/fairness/rotate', p.sessionToken, {}));
    expect(rotation.value).toMatchObject({
      previousServerSeedHash: p.session.fairness.serverSeedHash,
      roundsPlayed: 3,
      nonce: 0,
    });
    expect(verifyServerSeed(rotation.value.revealedServerSeed, p.session.fairness.serverSeedHash)).toBe(true);
    expect(rotation.value.newServerSeedHash).not.toBe(p.session.fairness.serverSeedHash);

    const revealed = envelope(await call('GET', `/rounds/${first.roundId}`, p.sessionToken)).value;
    expect(revealed.fairness.serverSeed).toBe(rotation.value.revealedServerSeed);
    const replay = replayRound(
      { kind: 'slot', gameId: 'lucky-dragon', variantId: revealed.variant },
      {
        serverSeed: revealed.fairness.serverSeed,
        clientSeed: revealed.fairness.clientSeed,
        nonce: revealed.fairness.nonce,
      },
    );
    if (replay.kind !== 'slot') throw new Error('slot expected');
    expect(replay.round.base.stops).toEqual(revealed.outcome.stops);
    expect(replay.round.pay * (bet / 20)).toBe(revealed.outcome.totalWin);
    expect(revealed.win).toBe(revealed.outcome.totalWin);
  });

  it('another member can never read a round', async () => {
    const a = await launchStudioPlayer(t.app, t.handle.db, 'studio5', 50_000);
    const b = await launchStudioPlayer(t.app, t.handle.db, 'studio6', 50_000);
    const round = envelope(await spin(a.sessionToken, a.session.game.defaultBet, 'private-1')).value;
    expect((await call('GET', `/rounds/${round.roundId}`, b.sessionToken)).statusCode).toBe(404);
    expect(envelope(await call('GET', '/rounds', b.sessionToken)).value.rounds).toEqual([]);
    expect((await call('GET', `/rounds/${round.roundId}`)).statusCode).toBe(401);
  });

  it('a free trial plays studio play money: nothing reaches any ledger', async () => {
    const journal = () => ledgerJournalSize(t.handle.db);
    const before = await journal();
    const res = envelope(
      await call('POST', '/session', undefined, { game: 'jade-temple', demo: true, merchant: 'SUERTE_PH' }),
    );
    expect(res.value).toMatchObject({
      demo: true,
      balance: 1_000_000,
      game: { code: 'jade-temple', lines: 25 },
    });
    const spun = await spin(res.value.sessionToken, res.value.game.defaultBet, 'demo-spin-1');
    const round = envelope(spun).value;
    expect(round, spun.body).not.toBeNull();
    expect(round.balanceAfter).toBe(1_000_000 - res.value.game.defaultBet + round.totalWin);
    expect(await journal()).toBe(before);
  });

  it('session creation is rate limited per client, valid or not', async () => {
    const ip = '10.250.0.1';
    const codes = [];
    for (let i = 0; i < 32; i++) {
      const res = await studioCall(
        t.app,
        'POST',
        '/session',
        undefined,
        { launchToken: 'x'.repeat(40), playerId: 'nobody', game: 'lucky-dragon', currency: 'PHP' },
        ip,
      );
      codes.push(envelope(res).code);
    }
    expect(codes.slice(0, 30).every((c) => c === 'INVALID_TOKEN')).toBe(true);
    expect(codes.at(-1)).toBe('RATE_LIMITED');
  });
});
