import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger/index.js';
import { freshIp, headersOf, registerMember, testCaptchaImage } from './support/identity-client.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

interface Entry {
  id: string;
  time: string;
  type: string;
  kind: string;
  wallet: string;
  amount: number;
  balanceAfter: number;
  reference: string | null;
  detail: { kind: string; wallet: string | null; number: string | null; game: string | null };
}

describe.each(testDatabaseKinds())('account record on $name', (kind) => {
  const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });
  const tokens: Record<string, string> = {};

  const post = (url: string, token: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: headersOf({ ip: freshIp(), token }),
    });
  const record = (token: string, body: Record<string, unknown> = {}) =>
    post('/wps/relay/ODSFE2_MemTransDet', token, body);
  const list = async (token: string, body: Record<string, unknown> = {}) => {
    const res = envelope<{ list: Entry[]; total: number; pageNo: number; pageSize: number }>(
      await record(token, body),
    );
    expect(res.success, JSON.stringify(res)).toBe(true);
    return res.value;
  };
  const ok = async (res: Promise<{ statusCode: number; body: string }>) =>
    expect((await res).statusCode, (await res).body).toBe(200);

  it('lists every movement of the member newest first, with the balance after each', async () => {
    tokens.ana = await registerMember(t.app, 'record001');
    await ok(post('/wps/v2/deposits/demo', tokens.ana, { amount: 100_000, requestId: 'dep-a' }));
    const transfer = (body: Record<string, unknown>) =>
      post('/wps/relay/GCS_walletTransfer', tokens.ana!, body);
    await ok(transfer({ from: 'MAIN', to: 'SUERTE', amount: 30_000, requestId: 'trf-a' }));
    await ok(transfer({ from: 'SUERTE', to: 'MAIN', amount: 10_000, requestId: 'trf-b' }));

    const page = await list(tokens.ana);
    expect(page).toMatchObject({ total: 5, pageNo: 1, pageSize: 20 });
    expect(
      page.list.map(({ type, kind, wallet, amount, balanceAfter, reference }) => ({
        type,
        kind,
        wallet,
        amount,
        balanceAfter,
        reference,
      })),
    ).toEqual([
      // The two legs of one transfer share a time; the newer leg comes first.
      expect.objectContaining({ type: 'transfer', reference: 'trf-b' }),
      expect.objectContaining({ type: 'transfer', reference: 'trf-b' }),
      expect.objectContaining({ type: 'transfer', reference: 'trf-a' }),
      expect.objectContaining({ type: 'transfer', reference: 'trf-a' }),
      {
        type: 'deposit',
        kind: 'deposit_demo',
        wallet: 'MAIN',
        amount: 100_000,
        balanceAfter: 100_000,
        reference: 'dep-a',
      },
    ]);
    // Each movement as a member reads it: the other wallet of a transfer, never the request id.
    const none = { number: null, game: null };
    expect(page.list.map((e) => ({ on: e.wallet, amount: e.amount, detail: e.detail }))).toEqual([
      expect.anything(),
      expect.anything(),
      expect.anything(),
      expect.anything(),
      { on: 'MAIN', amount: 100_000, detail: { kind: 'depositDemo', wallet: null, ...none } },
    ]);
    const detailOf = (reference: string, wallet: string) =>
      page.list.find((e) => e.reference === reference && e.wallet === wallet)?.detail;
    expect(detailOf('trf-a', 'MAIN')).toEqual({ kind: 'transferTo', wallet: 'SUERTE', ...none });
    expect(detailOf('trf-a', 'SUERTE')).toEqual({ kind: 'transferFrom', wallet: 'MAIN', ...none });
    expect(detailOf('trf-b', 'MAIN')).toEqual({ kind: 'transferFrom', wallet: 'SUERTE', ...none });
    expect(detailOf('trf-b', 'SUERTE')).toEqual({ kind: 'transferTo', wallet: 'MAIN', ...none });
    const legs = (reference: string) =>
      page.list
        .filter((e) => e.reference === reference)
        .map((e) => ({ wallet: e.wallet, amount: e.amount, balanceAfter: e.balanceAfter }));
    expect(legs('trf-a')).toEqual(
      expect.arrayContaining([
        { wallet: 'MAIN', amount: -30_000, balanceAfter: 70_000 },
        { wallet: 'SUERTE', amount: 30_000, balanceAfter: 30_000 },
      ]),
    );
    expect(legs('trf-b')).toEqual(
      expect.arrayContaining([
        { wallet: 'MAIN', amount: 10_000, balanceAfter: 80_000 },
        { wallet: 'SUERTE', amount: -10_000, balanceAfter: 20_000 },
      ]),
    );
    const ids = page.list.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const e of page.list) expect(new Date(e.time).toISOString()).toBe(e.time);
  });

  it('filters by type', async () => {
    expect((await list(tokens.ana!, { type: 'deposit' })).list.map((e) => e.kind)).toEqual(['deposit_demo']);
    expect((await list(tokens.ana!, { type: 'transfer' })).total).toBe(4);
    expect(await list(tokens.ana!, { type: 'bet' })).toMatchObject({ total: 0, list: [] });
    expect((await record(tokens.ana!, { type: 'lottery' })).statusCode).toBe(400);
  });

  it('filters by calendar days in the member time zone, both days included', async () => {
    const { list: all } = await list(tokens.ana!);
    const at = Date.parse(all.at(-1)!.time);
    const dayAt = (offsetMinutes: number, days = 0) =>
      new Date(at + offsetMinutes * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
    for (const utcOffsetMinutes of [0, 480, -300, 840]) {
      const today = dayAt(utcOffsetMinutes);
      const body = { utcOffsetMinutes };
      expect((await list(tokens.ana!, { ...body, from: today, to: today })).total).toBeGreaterThanOrEqual(1);
      expect(
        (
          await list(tokens.ana!, {
            ...body,
            from: dayAt(utcOffsetMinutes, -3),
            to: dayAt(utcOffsetMinutes, 3),
          })
        ).total,
      ).toBe(5);
      expect((await list(tokens.ana!, { ...body, from: dayAt(utcOffsetMinutes, 1) })).total).toBe(0);
      expect((await list(tokens.ana!, { ...body, to: dayAt(utcOffsetMinutes, -1) })).total).toBe(0);
    }
    for (const bad of [
      { from: '2026-02-30' },
      { from: '2026-1-01' },
      { from: '2026-03-02', to: '2026-03-01' },
      { utcOffsetMinutes: 900 },
    ]) {
      expect((await record(tokens.ana!, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('pages through the record without gaps or repeats', async () => {
    const { list: all } = await list(tokens.ana!);
    const pages = await Promise.all([1, 2, 3, 4].map((pageNo) => list(tokens.ana!, { pageNo, pageSize: 2 })));
    expect(pages.map((p) => p.list.length)).toEqual([2, 2, 1, 0]);
    expect(pages.every((p) => p.total === 5 && p.pageSize === 2)).toBe(true);
    expect(pages.flatMap((p) => p.list.map((e) => e.id))).toEqual(all.map((e) => e.id));
    for (const bad of [{ pageSize: 101 }, { pageSize: 0 }, { pageNo: 0 }, { pageNo: 1.5 }]) {
      expect((await record(tokens.ana!, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it("never shows one member another member's movements", async () => {
    tokens.ben = await registerMember(t.app, 'record002');
    expect(await list(tokens.ben)).toMatchObject({ total: 0, list: [] });
    await ok(post('/wps/v2/deposits/demo', tokens.ben, { amount: 7_000, requestId: 'dep-a' }));
    const ben = await list(tokens.ben);
    expect(ben.list).toEqual([
      expect.objectContaining({ amount: 7_000, balanceAfter: 7_000, reference: 'dep-a' }),
    ]);
    const anaIds = new Set((await list(tokens.ana!)).list.map((e) => e.id));
    expect(ben.list.some((e) => anaIds.has(e.id))).toBe(false);
    // No way to name another member: the record is always the caller's own.
    const anaId = await t.handle.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'record001')
      .executeTakeFirstOrThrow();
    expect((await record(tokens.ben, { memberId: anaId.id })).statusCode).toBe(400);
    expect((await record(tokens.ben, { username: 'record001' })).statusCode).toBe(400);
  });

  it('leaves a ledger that passes the verifier', async () => {
    expect((await verifyLedger(t.handle.db)).ok).toBe(true);
  });
});
