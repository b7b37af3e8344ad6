import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger/index.js';
import {
  defaultAggregatorAdapters,
  reconcileEwalletDeposits,
  signedNotification,
  signWebhook,
  webhookPath,
} from '../src/modules/payments/index.js';
import { checkout, memberApi, notify, postingsOf } from './support/ewallet.js';
import { freshIp, registerMember, testCaptchaImage } from './support/identity-client.js';
import { makeMerchantReal } from './support/real-money.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

describe.each(testDatabaseKinds())('e-wallet deposits on $name', (kind) => {
  const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });
  const gcash = (requestId: string, amount = 50_000) => ({ method: 'gcash', amount, requestId });
  const txnOf = (id: string) =>
    t.handle.db
      .selectFrom('ewallet_deposits')
      .select('provider_txn_id')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow()
      .then((r) => r.provider_txn_id!);
  const reconcile = () =>
    reconcileEwalletDeposits(t.handle.db, defaultAggregatorAdapters(t.handle.db), {
      graceSeconds: 0,
      limit: 50,
    });

  it('pays by GCash through the demo checkout: play money credited once, replays change nothing', async () => {
    const api = memberApi(t.app, await registerMember(t.app, 'ewdep01'));
    const started = envelope(await api.deposit(gcash('g1')));
    expect(started.value).toMatchObject({
      status: 'pending',
      playMoney: true,
      amount: 50_000,
      replayed: false,
    });
    expect(started.value.checkoutUrl).toMatch(/^\/demo\/aggregator\/checkout\/DEMO-P-/);
    const again = envelope(await api.deposit(gcash('g1')));
    expect(again.value).toMatchObject({ id: started.value.id, replayed: true });
    expect(envelope(await api.deposit(gcash('g1', 60_000))).code).toBe('CONFLICT');

    const page = await t.app.inject({ method: 'GET', url: started.value.checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('DEMO');
    const back = await checkout(t.app, started.value.checkoutUrl, 'approve');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/member/deposit/ewallet/${started.value.id}`);
    expect(envelope(await api.depositById(started.value.id)).value).toMatchObject({
      status: 'paid',
      checkoutUrl: null,
    });
    expect(await api.balance()).toBe(50_000);

    // The same notification again, and the checkout answered twice: nothing more.
    const txn = await txnOf(started.value.id);
    expect((await notify(t.app, t.handle, txn)).statusCode).toBe(200);
    await checkout(t.app, started.value.checkoutUrl, 'approve');
    expect(await api.balance()).toBe(50_000);
    expect(await postingsOf(t.handle, 'deposit_ewallet', `ewallet-deposit:${started.value.id}`)).toHaveLength(
      1,
    );
    expect((await verifyLedger(t.handle.db)).ok).toBe(true);
  });

  it('a declined payment fails and credits nothing', async () => {
    const api = memberApi(t.app, await registerMember(t.app, 'ewdep02'));
    const started = envelope(await api.deposit(gcash('d1')));
    await checkout(t.app, started.value.checkoutUrl, 'decline');
    expect(envelope(await api.depositById(started.value.id)).value.status).toBe('failed');
    expect(await api.balance()).toBe(0);
  });

  it('refuses forged, tampered, late and unknown notifications, and an amount that is not the payment', async () => {
    const api = memberApi(t.app, await registerMember(t.app, 'ewdep03'));
    const started = envelope(await api.deposit(gcash('w1')));
    const txn = await txnOf(started.value.id);
    // The member paid at the aggregator; only notifications tell us.
    const demoRow = t.handle.db.updateTable('demo_aggregator_transactions').where('id', '=', txn);
    await demoRow.set({ status: 'paid' }).execute();
    const now = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({
      kind: 'payment',
      transactionId: txn,
      reference: `ewallet-deposit:${started.value.id}`,
      status: 'paid',
      amount: 50_000,
      currency: 'PHP',
      reason: null,
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: webhookPath('demo-aggregator'),
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-payment-timestamp': String(now),
        'x-payment-signature': signWebhook('a-guessed-secret', now, body),
      },
    });
    expect(forged.statusCode).toBe(401);
    const tampered = await notify(t.app, t.handle, txn, {
      tamper: (b) => b.replace('"amount":50000', '"amount":5000000'),
    });
    expect(tampered.statusCode).toBe(401);
    expect((await notify(t.app, t.handle, txn, { nowSeconds: now - 600 })).statusCode).toBe(401);
    expect((await notify(t.app, t.handle, txn, { provider: 'demo-qr' })).statusCode).toBe(401);
    const row = await t.handle.db
      .selectFrom('demo_aggregator_transactions')
      .selectAll()
      .where('id', '=', txn)
      .executeTakeFirstOrThrow();
    const stranger = await signedNotification(t.handle.db, { ...row, id: 'DEMO-P-000000000000000000000000' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: webhookPath('demo-aggregator'),
      payload: stranger.rawBody,
      headers: stranger.headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(await api.balance()).toBe(0);

    // Signed by the aggregator, but for another amount than the payment's: nothing moves, an operator is told.
    await demoRow.set({ amount: 40_000 }).execute();
    expect((await notify(t.app, t.handle, txn)).statusCode).toBe(409);
    expect(envelope(await api.depositById(started.value.id)).value.status).toBe('pending');
    const audit = await t.handle.db
      .selectFrom('operator_audit_log')
      .select('action')
      .where('target', '=', `ewallet-deposit:${started.value.id}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['ewallet-deposit.mismatch']);
    await demoRow.set({ amount: 50_000 }).execute();
    expect((await notify(t.app, t.handle, txn)).statusCode).toBe(200);
    expect(await api.balance()).toBe(50_000);
  });

  it('settles a payment whose notification was lost, once, even with two reconciliation runs at a time', async () => {
    const api = memberApi(t.app, await registerMember(t.app, 'ewdep04'));
    const started = envelope(await api.deposit(gcash('r1', 70_000)));
    const txn = await txnOf(started.value.id);
    await t.handle.db
      .updateTable('demo_aggregator_transactions')
      .set({ status: 'paid' })
      .where('id', '=', txn)
      .execute();
    const runs = await Promise.all([reconcile(), reconcile()]);
    const credited = runs.reduce((n, r) => n + (r.outcomes.credited ?? 0), 0);
    expect(credited).toBe(1);
    expect(await api.balance()).toBe(70_000);
    const third = await reconcile();
    expect(third.outcomes.credited ?? 0).toBe(0);
    // The notification turns up late: already applied, nothing more.
    expect((await notify(t.app, t.handle, txn)).statusCode).toBe(200);
    expect(await api.balance()).toBe(70_000);
    expect(await postingsOf(t.handle, 'deposit_ewallet', `ewallet-deposit:${started.value.id}`)).toHaveLength(
      1,
    );
    expect((await verifyLedger(t.handle.db)).ok).toBe(true);
  });

  it('expires a payment the member never approved once its time is up', async () => {
    const api = memberApi(t.app, await registerMember(t.app, 'ewdep05'));
    const started = envelope(await api.deposit(gcash('x1')));
    const txn = await txnOf(started.value.id);
    const past = sql<Date>`now() - interval '1 minute'`;
    await t.handle.db
      .updateTable('demo_aggregator_transactions')
      .set({ expires_at: past })
      .where('id', '=', txn)
      .execute();
    await t.handle.db
      .updateTable('ewallet_deposits')
      .set({ expires_at: past })
      .where('id', '=', Number(started.value.id))
      .execute();
    expect((await reconcile()).outcomes.closed).toBe(1);
    expect(envelope(await api.depositById(started.value.id)).value.status).toBe('expired');
    // Approving afterwards on the checkout page is too late.
    await checkout(t.app, started.value.checkoutUrl, 'approve');
    expect(await api.balance()).toBe(0);
  });

  it("a member never sees another member's payment", async () => {
    const owner = memberApi(t.app, await registerMember(t.app, 'ewdep06'));
    const other = memberApi(t.app, await registerMember(t.app, 'ewdep07'));
    const started = envelope(await owner.deposit(gcash('a1')));
    const peek = await other.depositById(started.value.id);
    expect(peek.statusCode).toBe(404);
    expect(envelope(await other.call('GET', '/wps/v2/deposits/ewallet')).value.total).toBe(0);
    expect(envelope(await owner.call('GET', '/wps/v2/deposits/ewallet')).value.total).toBe(1);
  });

  it("lists e-wallet payments in the member's one deposit list beside QR payments, newest first", async () => {
    const token = await registerMember(t.app, 'ewdep10');
    const api = memberApi(t.app, token);
    const paid = envelope(await api.deposit(gcash('l1', 20_000))).value;
    await checkout(t.app, paid.checkoutUrl, 'approve');
    const qr = envelope(
      await api.call('POST', '/wps/v2/deposits/qr', { method: 'qrph', amount: 30_000, requestId: 'l2' }),
    ).value;
    const declined = envelope(await api.deposit({ method: 'maya', amount: 40_000, requestId: 'l3' })).value;
    await checkout(t.app, declined.checkoutUrl, 'decline');
    // Created in one second or less: the newest first by creation, then by the order of the starts.
    type Item = { id: string; channel: string; amount: number; status: string; reference: string };
    const list = envelope<{ list: Item[]; total: number }>(
      await api.call('GET', '/wps/v2/deposits?pageNo=1&pageSize=10'),
    ).value;
    expect(list.total).toBe(3);
    expect(list.list.map((d) => [d.id, d.channel, d.amount, d.status, d.reference])).toEqual([
      [declined.id, 'maya', 40_000, 'failed', await txnOf(declined.id)],
      [qr.id, 'qrph', 30_000, 'pending', qr.reference],
      [paid.id, 'gcash', 20_000, 'paid', await txnOf(paid.id)],
    ]);
    // Another member's list has none of them.
    const other = memberApi(t.app, await registerMember(t.app, 'ewdep11'));
    expect(envelope(await other.call('GET', '/wps/v2/deposits')).value.total).toBe(0);
  });

  it('says "not available" in the player\'s language where the channel does not run, and keeps to its limits', async () => {
    const th = { host: 'th.suerte.example', 'accept-language': 'th' };
    const thToken = await registerMember(t.app, 'ewdep08', {}, { ip: freshIp(), headers: th });
    const thApi = memberApi(t.app, thToken, th);
    const res = await thApi.deposit(gcash('n1'));
    expect(res.statusCode).toBe(403);
    expect(envelope(res)).toMatchObject({
      code: 'PAYMENT_CHANNEL_UNAVAILABLE',
      message: 'ช่องทางการชำระเงินนี้ไม่พร้อมให้บริการ',
    });
    expect(
      envelope(await thApi.deposit({ method: 'truemoney', amount: 50_000, requestId: 'n2' })).value.status,
    ).toBe('pending');

    const api = memberApi(t.app, await registerMember(t.app, 'ewdep09'));
    const low = await api.deposit(gcash('n3', 9_999));
    expect(envelope(low)).toMatchObject({ code: 'DEPOSIT_LIMIT', value: { min: 10_000, max: 5_000_000 } });
    // The demo aggregator never makes real money: on a real-money merchant its channel does not run.
    const restore = await makeMerchantReal(t.handle);
    try {
      const real = await api.deposit(gcash('n4'));
      expect(envelope(real).code).toBe('PAYMENT_CHANNEL_UNAVAILABLE');
      expect(JSON.stringify(envelope(real))).not.toMatch(/postgres|pglite|embedded|database|demo/i);
    } finally {
      await restore();
    }
  });
});
