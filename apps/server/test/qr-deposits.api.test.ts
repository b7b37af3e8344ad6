import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger/index.js';
import {
  crcMatches,
  DEPOSIT_STARTS_RULE,
  parseEmvFields as parseFields,
  signWebhook,
} from '../src/modules/payments/index.js';
import { registerMember, testCaptchaImage } from './support/identity-client.js';
import { makeMerchantReal } from './support/real-money.js';
import { runOps } from './support/ops-cli.js';
import { qrClient } from './support/qr-client.js';
import { memberApi, SANDBOX, SANDBOX_ENV } from './support/ewallet.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

describe.each(testDatabaseKinds())('QR deposits on $name', (kind) => {
  const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });
  const qr = qrClient(t);

  // Two members for the whole file (registering is the slow part); each test works on its own deposits.
  let token = '';
  let other = '';
  beforeAll(async () => {
    token = await registerMember(t.app, 'qrdeposits1');
    other = await registerMember(t.app, 'qrdeposits2');
  });
  let requests = 0;
  async function pendingDeposit(amount = 150_000) {
    requests += 1;
    const res = await qr.create(token, { amount, requestId: `qr-${requests}` });
    expect(res.statusCode).toBe(200);
    return { token, deposit: envelope(res).value, before: await qr.balance(token) };
  }

  it('gives a dynamic QR Ph code for the amount, with the reference, expiry and play money marked', async () => {
    const { deposit, before } = await pendingDeposit();
    expect(deposit).toMatchObject({ status: 'pending', amount: 150_000, currency: 'PHP', playMoney: true });
    expect(deposit.demoProvider).toBe(true);
    const minutes = (Date.parse(deposit.expiresAt) - Date.parse(deposit.createdAt)) / 60_000;
    expect(minutes).toBeCloseTo(15, 5);
    expect(before).toBe(0);
    const fields = parseFields(deposit.payload);
    expect([fields.get('01'), fields.get('53'), fields.get('54')]).toEqual(['12', '608', '1500.00']);
    expect(fields.get('62')).toBe(`0512${deposit.reference}`);
    expect(crcMatches(deposit.payload)).toBe(true);
    // The same requestId answers the first code; another amount under it is refused.
    const again = envelope(await qr.create(token, { amount: 150_000, requestId: deposit.requestId })).value;
    expect(again).toMatchObject({ id: deposit.id, reference: deposit.reference, replayed: true });
    const reused = await qr.create(token, { amount: 20_000, requestId: deposit.requestId });
    expect(envelope(reused).code).toBe('CONFLICT');
  });

  it("refuses amounts outside the channel's limits, another merchant's method, and another member's deposit", async () => {
    const { deposit } = await pendingDeposit();
    const low = await qr.create(token, { amount: 9_999, requestId: 'low' });
    expect(envelope(low)).toMatchObject({ code: 'DEPOSIT_LIMIT', value: { min: 10_000, max: 5_000_000 } });
    const promptpay = await qr.create(token, { method: 'promptpay', amount: 20_000, requestId: 'pp' });
    expect(envelope(promptpay).code).toBe('PAYMENT_CHANNEL_UNAVAILABLE');
    expect((await qr.call('GET', `/wps/v2/deposits/qr/${deposit.id}`, other)).statusCode).toBe(404);
    expect((await qr.call('POST', `/wps/v2/deposits/qr/${deposit.id}/demo-pay`, other)).statusCode).toBe(404);
  });

  it('the demo wallet pays through a signed notification; the balance is credited once', async () => {
    const { deposit, before } = await pendingDeposit();
    const res = await qr.call('POST', `/wps/v2/deposits/qr/${deposit.id}/demo-pay`, token);
    expect(envelope(res).value).toMatchObject({ status: 'paid', id: deposit.id });
    expect(await qr.balance(token)).toBe(before + 150_000);
    // Pressing again is the same payment again (a replay): nothing more.
    expect(
      envelope(await qr.call('POST', `/wps/v2/deposits/qr/${deposit.id}/demo-pay`, token)).value.status,
    ).toBe('paid');
    const replay = await qr.notify(qr.paid(deposit, `DEMOQR-${deposit.reference}`));
    expect(replay.statusCode).toBe(200);
    expect(envelope(replay).value).toEqual({ outcome: 'credited', replayed: true });
    expect(await qr.balance(token)).toBe(before + 150_000);
    const [note] = await qr.notifications(deposit.reference);
    expect(note).toMatchObject({ outcome: 'credited', needs_review: false });
    const posting = await t.handle.db
      .selectFrom('ledger_transactions')
      .select(['kind', 'idempotency_key'])
      .where('idempotency_key', '=', `deposit_qr:${deposit.id}`)
      .execute();
    expect(posting).toEqual([{ kind: 'deposit_demo', idempotency_key: `deposit_qr:${deposit.id}` }]);
  });

  it('refuses a forged signature, a stale timestamp and an unknown provider, recording nothing', async () => {
    const { deposit, before } = await pendingDeposit();
    const body = qr.paid(deposit, 'TXN-FORGED');
    expect((await qr.notify(body, { secret: 'not-the-secret' })).statusCode).toBe(401);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    expect((await qr.notify(body, { at: tenMinutesAgo })).statusCode).toBe(401);
    expect((await qr.notify(body, { provider: 'nobody', secret: 'x' })).statusCode).toBe(401);
    // Signed, but the body changed after signing.
    const secret = await qr.secretOf('demo-qr');
    const at = Math.floor(Date.now() / 1000);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/wps/v2/payments/qr-notify/demo-qr',
      payload: JSON.stringify({ ...body, amount: 1 }),
      headers: {
        'content-type': 'application/json',
        'x-payment-timestamp': String(at),
        'x-payment-signature': signWebhook(secret, at, JSON.stringify(body)),
      },
    });
    expect(tampered.statusCode).toBe(401);
    expect(await qr.notifications(deposit.reference)).toEqual([]);
    expect(await qr.balance(token)).toBe(before);
  });

  it('a payment after expiry is recorded for the operator, not credited', async () => {
    const { deposit, before } = await pendingDeposit();
    await t.handle.db
      .updateTable('qr_deposits')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', Number(deposit.id))
      .execute();
    const res = await qr.notify(qr.paid(deposit, 'TXN-LATE'));
    expect(res.statusCode).toBe(202);
    expect(envelope(res).value.outcome).toBe('late');
    expect(await qr.balance(token)).toBe(before);
    expect(envelope(await qr.call('GET', `/wps/v2/deposits/qr/${deposit.id}`, token)).value.status).toBe(
      'expired',
    );
    expect(await qr.notifications(deposit.reference)).toMatchObject([
      { outcome: 'late', needs_review: true },
    ]);

    // The operator sees it, credits it once, and a second decision changes nothing.
    const [late] = await qr.notifications(deposit.reference);
    expect(await runOps(t.handle, 'qr-payment:review')).toContain(`#${late!.id} `);
    expect(await runOps(t.handle, 'qr-payment:credit', String(late!.id), '--note', 'paid 20 s late')).toMatch(
      /credited \(ledger transaction \d+\)/,
    );
    expect(await qr.balance(token)).toBe(before + 150_000);
    expect(await runOps(t.handle, 'qr-payment:credit', String(late!.id), '--note', 'again')).toContain(
      'already reviewed',
    );
    expect(await qr.balance(token)).toBe(before + 150_000);
    expect(await runOps(t.handle, 'qr-payment:review')).not.toContain(`#${late!.id} `);
    const audit = await t.handle.db
      .selectFrom('operator_audit_log')
      .select('action')
      .where('target', '=', `qr_payment:${late!.id}`)
      .execute();
    expect(audit).toEqual([{ action: 'qr_payment.credit_late' }]);
  });

  it('refuses a mismatched amount and an unknown reference, flagging both', async () => {
    const { deposit, before } = await pendingDeposit();
    const wrong = await qr.notify({ ...qr.paid(deposit, 'TXN-WRONG'), amount: deposit.amount - 1 });
    expect(wrong.statusCode).toBe(409);
    expect(await qr.balance(token)).toBe(before);
    expect(envelope(await qr.call('GET', `/wps/v2/deposits/qr/${deposit.id}`, token)).value.status).toBe(
      'pending',
    );
    const [wrongNote] = await qr.notifications(deposit.reference);
    expect(wrongNote).toMatchObject({
      outcome: 'amount_mismatch',
      needs_review: true,
      deposit_id: Number(deposit.id),
    });
    // Only a late payment can be credited by hand; a wrong amount is closed with a note.
    await expect(runOps(t.handle, 'qr-payment:credit', String(wrongNote!.id), '--note', 'x')).rejects.toThrow(
      /only a late payment/,
    );
    expect(
      await runOps(t.handle, 'qr-payment:dismiss', String(wrongNote!.id), '--note', 'refunded'),
    ).toContain('dismissed');
    const unknown = await qr.notify({ ...qr.paid(deposit, 'TXN-UNKNOWN'), reference: 'QNOSUCHREF00' });
    expect(unknown.statusCode).toBe(404);
    expect(await qr.notifications('QNOSUCHREF00')).toMatchObject([
      { outcome: 'unknown_reference', needs_review: true, deposit_id: null },
    ]);
    // The right payment still credits the code.
    expect((await qr.notify(qr.paid(deposit, 'TXN-RIGHT'))).statusCode).toBe(200);
    expect(await qr.balance(token)).toBe(before + 150_000);
  });

  it('a failed payment ends the code without money', async () => {
    const { deposit, before } = await pendingDeposit();
    const res = await qr.notify({ ...qr.paid(deposit, 'TXN-FAIL'), status: 'failed' });
    expect(res.statusCode).toBe(200);
    expect(envelope(await qr.call('GET', `/wps/v2/deposits/qr/${deposit.id}`, token)).value.status).toBe(
      'failed',
    );
    expect(await qr.balance(token)).toBe(before);
  });

  it("lists the member's QR deposits in the deposit list, newest first, with their status", async () => {
    const member = await registerMember(t.app, 'qrdeposits3');
    const create = async (amount: number, requestId: string) =>
      envelope(await qr.create(member, { amount, requestId })).value as { id: string; reference: string };
    const a = await create(20_000, 'list-1');
    const b = await create(30_000, 'list-2');
    const c = await create(40_000, 'list-3');
    await qr.call('POST', `/wps/v2/deposits/qr/${a.id}/demo-pay`, member);
    // b's time has passed unpaid: it reads as expired in the list though nobody has opened it since.
    await t.handle.db
      .updateTable('qr_deposits')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', Number(b.id))
      .execute();
    type Item = { id: string; channel: string; amount: number; status: string; reference: string };
    const list = async (query: string, who = member) =>
      envelope<{ list: Item[]; total: number }>(await qr.call('GET', `/wps/v2/deposits${query}`, who)).value;
    const all = await list('?pageNo=1&pageSize=10');
    expect(all.total).toBe(3);
    expect(all.list.map((d) => [d.id, d.channel, d.amount, d.status, d.reference])).toEqual([
      [c.id, 'qrph', 40_000, 'pending', c.reference],
      [b.id, 'qrph', 30_000, 'expired', b.reference],
      [a.id, 'qrph', 20_000, 'paid', a.reference],
    ]);
    expect((await list('?pageNo=2&pageSize=2')).list.map((d) => d.id)).toEqual([a.id]);
    // Another member's list has none of them.
    const others = await list('?pageNo=1&pageSize=100', other);
    expect(others.list.filter((d) => [a, b, c].some((x) => x.reference === d.reference))).toEqual([]);
  });

  it('refuses a member starting too many new deposits (QR codes and e-wallet payments together) with 429', async () => {
    const member = await registerMember(t.app, 'qrdeposits4');
    const limit = DEPOSIT_STARTS_RULE.points;
    for (let i = 1; i <= limit; i += 1) {
      expect((await qr.create(member, { amount: 10_000, requestId: `burst-${i}` })).statusCode).toBe(200);
    }
    // A repeat of a request is the same deposit, not a new one: still answered.
    const repeat = await qr.create(member, { amount: 10_000, requestId: 'burst-1' });
    expect(envelope(repeat).value.replayed).toBe(true);
    const refused = await qr.create(member, { amount: 10_000, requestId: `burst-${limit + 1}` });
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused)).toMatchObject({ code: 'RATE_LIMITED' });
    const ewallet = await memberApi(t.app, member).deposit({
      method: 'gcash',
      amount: 50_000,
      requestId: 'burst-ewallet',
    });
    expect(ewallet.statusCode).toBe(429);
    expect(
      await t.handle.db
        .selectFrom('qr_deposits')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('request_id', 'like', 'burst-%')
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n)),
    ).toBe(limit);
    // Another member is not held back.
    expect((await qr.create(other, { amount: 10_000, requestId: 'burst-other' })).statusCode).toBe(200);
  });

  it('the same notification sent many times at once credits once', async () => {
    const { deposit, before } = await pendingDeposit();
    const body = qr.paid(deposit, 'TXN-BURST');
    const answers = await Promise.all(Array.from({ length: 6 }, () => qr.notify(body)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(answers.filter((a) => envelope(a).value.replayed === false)).toHaveLength(1);
    expect(await qr.balance(token)).toBe(before + 150_000);
    const report = await verifyLedger(t.handle.db);
    expect(report.problems).toEqual([]);
  });
  it(
    kind.name === 'pglite'
      ? "a real-money QR channel is not available on the embedded database, in the player's words"
      : 'a real-money QR channel credits real money on PostgreSQL',
    async () => {
      await t.handle.db
        .insertInto('payment_providers')
        .values({ code: 'test-acquirer', name: 'Test acquirer', is_demo: false })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const channel = () =>
        t.handle.db
          .updateTable('payment_channels')
          .where('merchant_code', '=', 'SUERTE_PH')
          .where('method', '=', 'qrph');
      await channel().set({ provider_code: 'test-acquirer' }).execute();
      const restore = await makeMerchantReal(t.handle);
      try {
        const res = await qr.create(other, { amount: 30_000, requestId: 'real-1' });
        if (kind.name === 'pglite') {
          expect(res.statusCode).toBe(403);
          expect(envelope(res)).toMatchObject({
            code: 'PAYMENT_CHANNEL_UNAVAILABLE',
            message: 'This payment method is not available.',
          });
          expect(JSON.stringify(envelope(res))).not.toMatch(/postgres|pglite|embedded|database/i);
          return;
        }
        const deposit = envelope(res).value;
        expect(deposit).toMatchObject({ playMoney: false, demoProvider: false });
        // The demo wallet cannot pay a real code.
        const demo = await qr.call('POST', `/wps/v2/deposits/qr/${deposit.id}/demo-pay`, other);
        expect(envelope(demo).code).toBe('FEATURE_DISABLED');
        const paid = await qr.notify(qr.paid(deposit, 'ACQ-1'), { provider: 'test-acquirer' });
        expect(envelope(paid).value.outcome).toBe('credited');
        expect(await qr.balance(other)).toBe(30_000);
        const posting = await t.handle.db
          .selectFrom('ledger_transactions')
          .select('kind')
          .where('idempotency_key', '=', `deposit_qr:${deposit.id}`)
          .executeTakeFirstOrThrow();
        expect(posting.kind).toBe('deposit_qr');
      } finally {
        await restore();
        await channel().set({ provider_code: 'demo-qr' }).execute();
      }
    },
  );
});

describe.each(testDatabaseKinds())('QR deposits of a sandbox provider on $name', (kind) => {
  // A test deployment: the QR provider of the channel is a sandbox that the built-in demo payer stands in for.
  const t = withTestApp(kind, SANDBOX_ENV, { captchaImage: testCaptchaImage, realMoneyOverride: true });
  const qr = qrClient(t);

  it('the demo wallet pays a real-money code of the sandbox provider, credited once', async () => {
    const token = await registerMember(t.app, 'qrsandbox1');
    await t.handle.db
      .insertInto('payment_providers')
      .values({ code: SANDBOX, name: 'Sandbox acquirer', is_demo: false })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await t.handle.db
      .updateTable('payment_channels')
      .set({ provider_code: SANDBOX })
      .where('merchant_code', '=', 'SUERTE_PH')
      .where('method', '=', 'qrph')
      .execute();
    await makeMerchantReal(t.handle);
    const deposit = envelope(await qr.create(token, { amount: 30_000, requestId: 'sandbox-1' })).value;
    expect(deposit).toMatchObject({ playMoney: false, demoProvider: true });
    const pay = () => qr.call('POST', `/wps/v2/deposits/qr/${deposit.id}/demo-pay`, token);
    expect(envelope(await pay()).value.status).toBe('paid');
    expect(envelope(await pay()).value.status).toBe('paid');
    expect(await qr.balance(token)).toBe(30_000);
    expect((await verifyLedger(t.handle.db)).problems).toEqual([]);
  });
});
