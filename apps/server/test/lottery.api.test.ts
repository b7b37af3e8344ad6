import {
  BET_SHAPES,
  DEFAULT_ODDS,
  drawnNumberCount,
  settleBet,
  validateResult,
  type BetType,
} from '@suerte/contracts/lottery-rules';
import { commitServerSeed, lotteryLayout, lotteryResult } from '@suerte/fair';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger/index.js';
import {
  placeSlip,
  confirmResult,
  enterResult,
  runDrawJob,
  runSettlementJob,
  settleDraw,
  voidDraw,
} from '../src/modules/lottery/index.js';
import { freshIp, headersOf, registerMember, testCaptchaImage } from './support/identity-client.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

/** A small seeded generator (mulberry32): random bets the same on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(testDatabaseKinds())('lottery on $name', (kind) => {
  const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });
  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: headersOf({ ip: freshIp(), ...(token ? { token } : {}) }),
    });
  const db = () => t.handle.db;

  const funded = async (username: string, amount = 10_000_000) => {
    const token = await registerMember(t.app, username);
    const res = await call('POST', '/wps/v2/deposits/demo', token, { amount, requestId: 'fund' });
    expect(res.statusCode, res.body).toBe(200);
    return token;
  };
  const balance = async (token: string) =>
    envelope(await call('GET', '/wps/v2/wallets/balance', token)).value.balance as number;
  /** An open draw of the game with its lock comfortably ahead. */
  const openDraw = async (gameCode: string) => {
    const row = await db()
      .selectFrom('lottery_draws')
      .select(['id', 'numero'])
      .where('game_code', '=', gameCode)
      .where('status', '=', 'OPEN')
      .where('lock_at', '>', sql<Date>`now() + interval '30 seconds'`)
      .orderBy('draw_at')
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), numero: row.numero };
  };
  /** Moves a draw's times into the past, as if its lock and draw time had come. */
  const timePasses = (drawId: number) =>
    db()
      .updateTable('lottery_draws')
      .set({
        lock_at: sql<Date>`now() - interval '2 seconds'`,
        draw_at: sql<Date>`now() - interval '1 second'`,
      })
      .where('id', '=', drawId)
      .execute();
  const bet = (token: string, gameCode: string, numero: string, requestId: string, bets: object[]) =>
    call('POST', '/lotto/lgw/bets', token, { requestId, gameCode, numero, bets });

  it('creates draws with published seed hashes and lists games, menu groups, popular and open draws', async () => {
    const report = await runDrawJob(db(), null);
    expect(report.created).toBeGreaterThan(42);
    // A second run (another node, a restart) keeps every draw and its published seed hash as they were.
    const hashes = async () =>
      Object.fromEntries(
        (await db().selectFrom('lottery_draws').select(['id', 'seed_hash']).execute()).map((d) => [
          d.id,
          d.seed_hash,
        ]),
      );
    const first = await hashes();
    await runDrawJob(db(), null);
    expect(await hashes()).toMatchObject(first);

    const games = envelope(await call('GET', '/lgw/games'));
    expect(games.value.list).toHaveLength(42);
    const speed = games.value.list.find((g: { code: string }) => g.code === 'ELOTT_N1');
    expect(speed).toMatchObject({ gameType: 'ELOTT', gameMenuTag: 'ELOTT', drawDayOfWeek: '1,2,3,4,5,6,7' });
    expect(speed.numero).toMatch(/^\d{8}-\d+$/);
    const hcm = games.value.list.find((g: { code: string }) => g.code === 'VN_MN_HCM');
    expect(hcm).toMatchObject({ drawDayOfWeek: '2,7', region: 'south', demo: true, lockTime: 900 });

    const menu = envelope(await call('GET', '/lgw/vn/games/game_menu?prizeMode=SEA&device=WEB'));
    expect(menu.value.list.map((g: { tag: string }) => g.tag)).toEqual([
      'NORTH',
      'CENTRAL',
      'SOUTH',
      'ELOTT',
    ]);
    expect(menu.value.list[1].gameMenus).toHaveLength(14);

    const popular = envelope(await call('GET', '/lgw/games/popular?count=3'));
    expect(popular.value.list.map((g: { code: string }) => g.code)).toEqual([
      'ELOTT_N1',
      'VN_MB',
      'VN_MN_HCM',
    ]);

    const opened = envelope(await call('GET', '/lotto/lgw/games/opened/numero?gameCode=ELOTT_S5'));
    expect(opened.value.draw.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(opened.value.draw.serverSeed).toBeNull();
    expect((await call('GET', '/lgw/vn/games/game_menu/recent?recentCount=100')).statusCode).toBe(401);

    const token = await funded('lottolist');
    const lobby = envelope(
      await call('GET', '/lotto/lgw/lobby?lottoView=betting&lottoGameCode=ELOTT_S5&lottoArea=VN', token),
    );
    expect(lobby.value.gameUrl).toBe('/vnlottery?code=ELOTT_S5');
  });

  it('charges a slip once per requestId, refuses bad shapes, limits and late bets with the reason', async () => {
    const token = await funded('lottobet1');
    const draw = await openDraw('ELOTT_S5');
    const before = await balance(token);
    const slip = [
      { betType: 'lo2', numbers: ['07', '42'], points: 1 },
      { betType: 'de', numbers: ['42'], points: 2 },
    ];
    const first = envelope(await bet(token, 'ELOTT_S5', draw.numero, 'slip-1', slip));
    expect(first.success).toBe(true);
    // Lô 2 số in the south: a point on a number costs one unit per drawn number (18).
    const cost = 2 * 1 * 1_000 * drawnNumberCount('south', 2) + 2 * 1_000;
    expect(first.value.totalCost).toBe(cost);
    expect(first.value.balance).toBe(before - cost);
    const again = envelope(await bet(token, 'ELOTT_S5', draw.numero, 'slip-1', slip));
    expect(again.value.slipId).toBe(first.value.slipId);
    expect(await balance(token)).toBe(before - cost);

    const bad = await bet(token, 'ELOTT_S5', draw.numero, 'slip-2', [
      { betType: 'xien2', numbers: ['07'], points: 1 },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).value.reasons[0]).toMatchObject({ betIndex: 0, code: 'WRONG_PICK_COUNT' });

    const over = await bet(token, 'ELOTT_S5', draw.numero, 'slip-3', [
      { betType: 'de', numbers: ['11'], points: 5_001 },
    ]);
    expect(envelope(over).code).toBe('LOTTERY_LIMIT');
    expect(envelope(over).value.reasons).toContainEqual(
      expect.objectContaining({ code: 'NUMBER_OVER_LIMIT', number: '11', limit: 5_000 }),
    );

    // Betting closes by the database's clock even while the draw row still says OPEN (the lock job lags).
    await db()
      .updateTable('lottery_draws')
      .set({ lock_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', draw.id)
      .execute();
    const late = await bet(token, 'ELOTT_S5', draw.numero, 'slip-4', slip);
    expect(envelope(late).code).toBe('LOTTERY_CLOSED');
    expect(await balance(token)).toBe(before - cost);
  });

  it('settles an RNG draw once (twice, concurrently, after a crash) and pays what the payout rules say', async () => {
    const tokens = [await funded('lottoset1'), await funded('lottoset2')];
    const draw = await openDraw('ELOTT_N3');
    const types: [BetType, number][] = [
      ['lo2', 2],
      ['de', 2],
      ['dau', 1],
      ['duoi', 1],
      ['cang3', 3],
      ['tai', 0],
      ['chan', 0],
    ];
    const placed: { token: number; type: BetType; numbers: string[]; points: number }[] = [];
    let n = 0;
    for (const [i, token] of tokens.entries()) {
      // One slip per bet type: four bets each, paid by one posting per slip.
      for (const [type, digits] of types) {
        const bets = [];
        for (let k = 0; k < 4; k += 1) {
          const numbers =
            digits === 0 ? [] : [String((n * 37 + k * 11) % 10 ** digits).padStart(digits, '0')];
          const points = 1 + (n % 3);
          n += 1;
          bets.push({ betType: type, numbers, points });
          placed.push({ token: i, type, numbers, points });
        }
        const res = await bet(token, 'ELOTT_N3', draw.numero, `s-${n}`, bets);
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    const before = await Promise.all(tokens.map(balance));
    await timePasses(draw.id);
    await runDrawJob(db(), null);
    const row = await db()
      .selectFrom('lottery_draws')
      .selectAll()
      .where('id', '=', draw.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('RESULTED');
    // Commit-reveal: the published hash is the seed's, and the result is the fair derivation of the seeds.
    expect(commitServerSeed(row.server_seed!)).toBe(row.seed_hash);
    const seeds = { serverSeed: row.server_seed!, clientSeed: row.client_seed!, nonce: row.nonce! };
    expect(row.result).toEqual(lotteryResult(seeds, lotteryLayout('north')));

    // Independent calculator: the pure payout rules on the revealed result.
    const check = validateResult('north', row.result!);
    if (!check.ok) throw new Error('bad result');
    const expected = [0, 0];
    for (const p of placed) {
      const odds = { pricePerPoint: 1_000, winPerPoint: 0 };
      const table = await db()
        .selectFrom('lottery_odds')
        .select('win_per_point')
        .where('merchant_code', '=', 'SUERTE_PH')
        .where('region', '=', 'north')
        .where('bet_type', '=', p.type)
        .executeTakeFirstOrThrow();
      odds.winPerPoint = Number(table.win_per_point);
      const outcome = settleBet(
        { type: p.type, region: 'north', numbers: p.numbers, points: p.points },
        check.result,
        {
          [p.type]: odds,
        } as never,
      );
      expected[p.token]! += outcome.payout;
    }

    // A crash after the first chunk, then a second run and a concurrent pair: every bet is paid once.
    await settleDraw(db(), draw.id, undefined, { chunkSize: 5, maxChunks: 1 });
    await Promise.all([settleDraw(db(), draw.id, undefined, { chunkSize: 7 }), runSettlementJob(db())]);
    await runSettlementJob(db());
    const after = await Promise.all(tokens.map(balance));
    expect(after[0]! - before[0]!).toBe(expected[0]);
    expect(after[1]! - before[1]!).toBe(expected[1]);
    const status = await db()
      .selectFrom('lottery_draws')
      .select('status')
      .where('id', '=', draw.id)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('SETTLED');
    const counts = await db()
      .selectFrom('lottery_bets')
      .select(['status', sql<number>`count(*)::int`.as('n')])
      .where('draw_id', '=', draw.id)
      .groupBy('status')
      .execute();
    expect(counts.find((c) => c.status === 'WAITING')).toBeUndefined();

    const mine = envelope(
      await call('GET', `/lotto/lgw/bets?gameCode=ELOTT_N3&numero=${draw.numero}`, tokens[0]),
    );
    expect(mine.value.total).toBe(placed.filter((p) => p.token === 0).length);
    expect(mine.value.list.every((b: { status: string }) => b.status === 'WON' || b.status === 'LOST')).toBe(
      true,
    );
    // The betting record shows each lottery bet as a closed round with its stake and win.
    const record = envelope(
      await call('POST', '/wps/relay/GCSFE_bettingRecord', tokens[0], {
        vendorCode: 'LOTTERY',
        pageSize: 100,
      }),
    );
    expect(record.value.total).toBe(placed.filter((p) => p.token === 0).length);
    expect(record.value.totals.win).toBe(expected[0]);
    expect(record.value.list[0]).toMatchObject({
      vendorCode: 'LOTTERY',
      gameCode: 'ELOTT_N3',
      status: 'closed',
    });
    expect(record.value.list[0].gameName).toBe('Speed Lottery North 3 min');
    const shownRes = await call('GET', `/lotto/lgw/draws/ELOTT_N3/${draw.numero}`);
    expect(shownRes.statusCode, shownRes.body).toBe(200);
    const shown = envelope(shownRes);
    expect(shown.value).toMatchObject({
      serverSeed: row.server_seed,
      clientSeed: row.client_seed,
      nonce: row.nonce,
    });
    const { serverSeed, clientSeed, nonce } = shown.value;
    expect(lotteryResult({ serverSeed, clientSeed, nonce }, lotteryLayout('north'))).toEqual(
      shown.value.prizes,
    );
    expect((await verifyLedger(db())).ok).toBe(true);
  });

  it('takes a regional result only with four eyes and a valid structure; a void refunds every bet once', async () => {
    const token = await funded('lottoreg1');
    const draw = await openDraw('VN_MB');
    expect(
      envelope(await bet(token, 'VN_MB', draw.numero, 'r-1', [{ betType: 'tai', numbers: [], points: 1 }]))
        .value.reasons[0],
    ).toMatchObject({ code: 'NOT_OFFERED' });
    const placed = envelope(
      await bet(token, 'VN_MB', draw.numero, 'r-2', [{ betType: 'de', numbers: ['45'], points: 3 }]),
    );
    expect(placed.success).toBe(true);
    const afterBet = await balance(token);
    await db()
      .updateTable('lottery_draws')
      .set({ lock_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', draw.id)
      .execute();
    await runDrawJob(db(), null);

    const result = lotteryResult(
      { serverSeed: 'operator-test', clientSeed: 'x', nonce: 1 },
      lotteryLayout('north'),
    );
    result.DB = ['12345'];
    const malformed = await enterResult(db(), {
      gameCode: 'VN_MB',
      numero: draw.numero,
      operator: 'alice',
      result: { ...result, G7: ['1', '22', '33', '44'] },
    });
    expect(malformed).toMatchObject({ ok: false });
    expect(!malformed.ok && malformed.reason).toContain('G7 #1 needs 2 digits, got 1');
    expect(
      await enterResult(db(), { gameCode: 'VN_MB', numero: draw.numero, operator: 'alice', result }),
    ).toMatchObject({
      ok: true,
    });
    const same = await confirmResult(db(), { gameCode: 'VN_MB', numero: draw.numero, operator: 'alice' });
    expect(same).toMatchObject({ ok: false });
    expect(!same.ok && same.reason).toContain('four eyes');
    await runSettlementJob(db());
    expect(await balance(token)).toBe(afterBet);
    expect(
      await confirmResult(db(), { gameCode: 'VN_MB', numero: draw.numero, operator: 'bob' }),
    ).toMatchObject({ ok: true });
    await runSettlementJob(db());
    expect(await balance(token)).toBe(afterBet + 3 * 70_000);

    const next = await openDraw('VN_MN_HCM');
    const slip = envelope(
      await bet(token, 'VN_MN_HCM', next.numero, 'r-3', [{ betType: 'lo2', numbers: ['01'], points: 1 }]),
    );
    const beforeVoid = await balance(token);
    const voided = await voidDraw(db(), { gameCode: 'VN_MN_HCM', numero: next.numero, operator: 'carol' });
    expect(voided).toMatchObject({ ok: true, value: { refunded: slip.value.totalCost, alreadyVoid: false } });
    expect(
      await voidDraw(db(), { gameCode: 'VN_MN_HCM', numero: next.numero, operator: 'carol' }),
    ).toMatchObject({
      ok: true,
      value: { refunded: 0, alreadyVoid: true },
    });
    await runSettlementJob(db());
    expect(await balance(token)).toBe(beforeVoid + slip.value.totalCost);
    const audit = await db()
      .selectFrom('lottery_draw_audit')
      .select(['action', 'operator'])
      .orderBy('id')
      .execute();
    expect(audit.map((a) => `${a.action}:${a.operator}`)).toEqual([
      'result.entered:alice',
      'result.confirmed:bob',
      'voided:carol',
    ]);
    expect((await verifyLedger(db())).ok).toBe(true);
  });
  it('pays on random bets of every bet type exactly what the payout rules compute, through the ledger', async () => {
    const random = seeded(20261125);
    const draw = await openDraw('ELOTT_S3');
    const types = Object.keys(DEFAULT_ODDS.south) as BetType[];
    const members = [];
    for (const name of ['lottorand1', 'lottorand2']) {
      const token = await funded(name, 50_000_000);
      const row = await db()
        .selectFrom('members')
        .select('id')
        .where('username', '=', name)
        .executeTakeFirstOrThrow();
      members.push({ token, id: Number(row.id) });
    }
    const placed: { member: number; type: BetType; numbers: string[]; points: number }[] = [];
    for (const [m, member] of members.entries()) {
      for (let slip = 0; slip < 3; slip += 1) {
        const bets = Array.from({ length: 40 }, () => {
          const type = types[Math.floor(random() * types.length)]!;
          const shape = BET_SHAPES[type];
          const count = shape.digits === 0 ? 0 : (shape.setSize ?? 1 + Math.floor(random() * 3));
          const numbers = new Set<string>();
          while (numbers.size < count)
            numbers.add(String(Math.floor(random() * 10 ** shape.digits)).padStart(shape.digits, '0'));
          return { betType: type, numbers: [...numbers], points: 1 + Math.floor(random() * 5) };
        });
        const bettor = { id: member.id, merchantCode: 'SUERTE_PH', currency: 'PHP' };
        await placeSlip(
          db(),
          bettor,
          { requestId: `rand-${m}-${slip}`, gameCode: 'ELOTT_S3', numero: draw.numero, bets },
          'en',
        );
        for (const b of bets)
          placed.push({ member: m, type: b.betType, numbers: b.numbers, points: b.points });
      }
    }
    const before = await Promise.all(members.map((m) => balance(m.token)));
    await timePasses(draw.id);
    await runDrawJob(db(), null);
    await Promise.all([runSettlementJob(db()), runSettlementJob(db())]);
    const row = await db()
      .selectFrom('lottery_draws')
      .selectAll()
      .where('id', '=', draw.id)
      .executeTakeFirstOrThrow();
    const check = validateResult('south', row.result!);
    if (!check.ok) throw new Error('bad result');
    const expected = [0, 0];
    for (const p of placed) {
      const bet = { type: p.type, region: 'south' as const, numbers: p.numbers, points: p.points };
      expected[p.member]! += settleBet(bet, check.result, DEFAULT_ODDS.south).payout;
    }
    const after = await Promise.all(members.map((m) => balance(m.token)));
    expect([after[0]! - before[0]!, after[1]! - before[1]!]).toEqual(expected);
    expect(row.status).toBe('SETTLED');
  });
  it.skipIf(kind.name !== 'postgres')('refuses a bet that raced the lock job and lost', async () => {
    const token = await funded('lottorace');
    const draw = await openDraw('ELOTT_S1');
    const before = await balance(token);
    // The lock job's update holds the draw row; a bet sent meanwhile waits for it and then sees the draw closed,
    // although the lock time on the row is still ahead.
    let placing: Promise<{ body: string }> | undefined;
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('lottery_draws').set({ status: 'LOCKED' }).where('id', '=', draw.id).execute();
        placing = bet(token, 'ELOTT_S1', draw.numero, 'race-1', [
          { betType: 'de', numbers: ['12'], points: 1 },
        ]);
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
    const res = await placing!;
    expect(JSON.parse(res.body).code).toBe('LOTTERY_CLOSED');
    expect(await balance(token)).toBe(before);
  });
  it('keeps a number within its limit when many slips on it arrive at once', async () => {
    const token = await funded('lottolimit');
    const draw = await openDraw('ELOTT_N5');
    const limitOf = (points: number) =>
      db()
        .updateTable('lottery_odds')
        .set({ max_points_per_number: points })
        .where('merchant_code', '=', 'SUERTE_PH')
        .where('region', '=', 'north')
        .where('bet_type', '=', 'de')
        .execute();
    await limitOf(5);
    try {
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          bet(token, 'ELOTT_N5', draw.numero, `limit-${i}`, [{ betType: 'de', numbers: ['77'], points: 1 }]),
        ),
      );
      const codes = results.map((r) => envelope(r).code);
      expect(codes.filter((c) => c === 'OK')).toHaveLength(5);
      expect(codes.filter((c) => c === 'LOTTERY_LIMIT')).toHaveLength(7);
      const usage = await db()
        .selectFrom('lottery_stake_usage')
        .select('points')
        .where('draw_id', '=', draw.id)
        .where('bet_type', '=', 'de')
        .where('stake_key', '=', '77')
        .executeTakeFirstOrThrow();
      expect(Number(usage.points)).toBe(5);
    } finally {
      await limitOf(5_000);
    }
  });
});
