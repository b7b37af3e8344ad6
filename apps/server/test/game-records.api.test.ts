import { beforeAll, describe, expect, it } from 'vitest';
import { issueLaunch } from '../src/modules/vendor-wallet/index.js';
import { registerMember, testCaptchaImage } from './support/identity-client.js';
import { withTestApp } from './support/test-app.js';
import { gameRecordsClient } from './support/game-records-client.js';
import { testDatabaseKinds } from './support/test-database.js';
import { CURRENCY, deposit, vendorCall, vendorSecret } from './support/vendor-wallet-client.js';

describe.each(testDatabaseKinds())('betting record and profit and loss on $name', (kind) => {
  const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });
  const tokens: Record<string, string> = {};
  let seq = 0;

  const { relay, record, profitLoss } = gameRecordsClient(t);

  /** A registered member launched into a game; `play` sends that vendor's signed calls for the player. */
  async function launch(username: string, vendorCode: string, gameCode: string) {
    const db = t.handle.db;
    const member = await db
      .selectFrom('members')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    const session = await db
      .selectFrom('member_sessions')
      .select('id')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    const { playerId } = await issueLaunch(
      db,
      { id: member.id, sessionId: session.id },
      vendorCode,
      gameCode,
    );
    const secret = await vendorSecret(db, vendorCode);
    return async (action: string, body: Record<string, unknown>) => {
      const payload = { requestId: `req-${(seq += 1)}`, playerId, currency: CURRENCY, ...body };
      const res = await vendorCall(t.app, secret, vendorCode, action, payload);
      expect((res.json() as { status: string }).status, res.body).toBe('OK');
    };
  }

  beforeAll(async () => {
    tokens.ana = await registerMember(t.app, 'gamerec001');
    const ana = await t.handle.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'gamerec001')
      .executeTakeFirstOrThrow();
    await deposit(t.handle.db, ana.id, 100_000);
    // A SIMVENDOR game the catalog knows (category FISH); SUERTE's slot-1 is not in it (vendor's first lane).
    await t.handle.db
      .insertInto('games')
      .values({
        node_id: 'sim-fish-1',
        vendor_code: 'SIMVENDOR',
        category: 'FISH',
        game_name: JSON.stringify({ en: 'Ocean King', tl: 'Hari ng Dagat' }),
        icon_url: '/media/x.svg',
        support_play: 1,
        room_id: null,
        hot_rank: null,
      })
      .execute();
    const slot = await launch('gamerec001', 'SUERTE', 'slot-1');
    await slot('bet', { transactionId: 'b1', roundId: 'r1', gameCode: 'slot-1', amount: 1_000 });
    await slot('bet', { transactionId: 'b2', roundId: 'r1', gameCode: 'slot-1', amount: 500 });
    await slot('win', { transactionId: 'w1', roundId: 'r1', gameCode: 'slot-1', amount: 2_500 });
    await slot('end-round', { roundId: 'r1' });
    const fish = await launch('gamerec001', 'SIMVENDOR', 'sim-fish-1');
    await fish('bet', { transactionId: 'b3', roundId: 'r2', gameCode: 'sim-fish-1', amount: 3_000 });
    await fish('bet', { transactionId: 'b4', roundId: 'r2', gameCode: 'sim-fish-1', amount: 700 });
    await fish('rollback', { transactionId: 'rb4', referenceTransactionId: 'b4' });
  });

  it("lists the member's rounds newest first with stake, win, profit and totals", async () => {
    const page = await record(tokens.ana!, { pageNo: 1, pageSize: 20 });
    expect(page).toMatchObject({ total: 2, pageNo: 1, pageSize: 20 });
    expect(page.totals).toEqual({ stake: 4_500, win: 2_500, profit: -2_000 });
    expect(page.list.map(({ openedAt: _o, closedAt: _c, ...rest }) => rest)).toEqual([
      {
        vendorCode: 'SIMVENDOR',
        vendorName: 'Simulator Studio (demo)',
        gameCode: 'sim-fish-1',
        gameName: 'Ocean King',
        roundId: 'r2',
        stake: 3_000,
        win: 0,
        profit: -3_000,
        status: 'open',
      },
      {
        vendorCode: 'SUERTE',
        vendorName: 'Suerte Originals',
        gameCode: 'slot-1',
        gameName: 'slot-1',
        roundId: 'r1',
        stake: 1_500,
        win: 2_500,
        profit: 1_000,
        status: 'closed',
      },
    ]);
    expect(page.list[0]!.closedAt).toBeNull();
    expect(Date.parse(page.list[1]!.closedAt!)).toBeGreaterThanOrEqual(Date.parse(page.list[1]!.openedAt));
    for (const e of page.list) expect(new Date(e.openedAt).toISOString()).toBe(e.openedAt);
  });

  it('the account record names the game of each bet, win and rollback, never the raw round id', async () => {
    type Entry = { kind: string; reference: string | null; detail: Record<string, unknown> };
    const details = async (language?: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/relay/ODSFE2_MemTransDet',
        payload: { pageSize: 50 },
        headers: {
          authorization: `Bearer ${tokens.ana!}`,
          ...(language ? { 'accept-language': language } : {}),
        },
      });
      const body = res.json() as { value: { list: Entry[] } };
      return body.value.list.filter((e) => !e.kind.startsWith('deposit')).map((e) => e.detail);
    };
    const fish = { wallet: 'SIMVENDOR', number: null, game: 'Ocean King' };
    // The catalog does not know SUERTE's slot-1: its code stands in for the name.
    const slot = { wallet: 'SUERTE', number: null, game: 'slot-1' };
    expect(await details()).toEqual([
      { kind: 'rollback', ...fish },
      { kind: 'bet', ...fish },
      { kind: 'bet', ...fish },
      { kind: 'win', ...slot },
      { kind: 'bet', ...slot },
      { kind: 'bet', ...slot },
    ]);
    expect((await details('tl'))[0]).toEqual({ kind: 'rollback', ...fish, game: 'Hari ng Dagat' });
  });

  it('filters by vendor and status, and pages with totals of every matching round', async () => {
    const suerte = await record(tokens.ana!, { vendorCode: 'SUERTE' });
    expect(suerte.list.map((e) => e.roundId)).toEqual(['r1']);
    expect(suerte.totals).toEqual({ stake: 1_500, win: 2_500, profit: 1_000 });
    expect((await record(tokens.ana!, { status: 'open' })).list.map((e) => e.roundId)).toEqual(['r2']);
    expect(await record(tokens.ana!, { vendorCode: 'NOPE' })).toMatchObject({
      total: 0,
      list: [],
      totals: { stake: 0, win: 0, profit: 0 },
    });
    const second = await record(tokens.ana!, { pageNo: 2, pageSize: 1 });
    expect(second.list.map((e) => e.roundId)).toEqual(['r1']);
    expect(second).toMatchObject({ total: 2, totals: { stake: 4_500, win: 2_500, profit: -2_000 } });
    const bad = [
      { pageSize: 101 },
      { pageNo: 0 },
      { status: 'void' },
      { from: '2026-02-30' },
      { memberId: 1 },
    ];
    for (const body of bad) {
      expect((await relay('GCSFE_bettingRecord', tokens.ana!, body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    }
  });

  it('sums profit and loss by day and by category', async () => {
    const today = new Date(Date.now() + 480 * 60_000).toISOString().slice(0, 10);
    const range = { from: today, to: today, utcOffsetMinutes: 480 };
    const totals = { stake: 4_500, win: 2_500, profit: -2_000, rounds: 2 };
    expect(await profitLoss(tokens.ana!, { ...range, groupBy: 'day' })).toEqual({
      rows: [{ key: today, ...totals }],
      totals,
    });
    expect(await profitLoss(tokens.ana!, { ...range, groupBy: 'category' })).toEqual({
      rows: [
        { key: 'FISH', stake: 3_000, win: 0, profit: -3_000, rounds: 1 },
        { key: 'RNG', stake: 1_500, win: 2_500, profit: 1_000, rounds: 1 },
      ],
      totals,
    });
    const bad = [{ from: today }, { ...range, groupBy: 'vendor' }, { from: '2025-01-01', to: '2026-06-01' }];
    for (const body of bad) {
      expect((await relay('GCSFE_profitLoss', tokens.ana!, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("shows another member's token nothing of them", async () => {
    tokens.ben = await registerMember(t.app, 'gamerec002');
    expect(await record(tokens.ben)).toMatchObject({ total: 0, list: [], totals: { stake: 0 } });
    const today = new Date().toISOString().slice(0, 10);
    expect(await profitLoss(tokens.ben, { from: today, to: today, groupBy: 'category' })).toEqual({
      rows: [],
      totals: { stake: 0, win: 0, profit: 0, rounds: 0 },
    });
  });
});
