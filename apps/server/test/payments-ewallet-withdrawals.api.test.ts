import { MEMBER_EVENT_TYPES } from '@suerte/contracts/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger/index.js';
import {
  createWithdrawalOpsService,
  defaultAggregatorAdapters,
  runPayouts,
} from '../src/modules/payments/index.js';
import {
  SANDBOX,
  SANDBOX_ENV,
  checkout,
  memberApi,
  postingsOf,
  useSandboxProvider,
} from './support/ewallet.js';
import { encCall, freshIp, registerMember, testCaptchaImage } from './support/identity-client.js';
import { openMemberSocket } from './support/member-socket-client.js';
import { makeMerchantReal } from './support/real-money.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

const GCASH = { destinationType: 'ewallet', method: 'gcash', accountName: 'Juan Dela Cruz' } as const;

describe.each(testDatabaseKinds())('withdrawals paid out by a provider on $name', (kind) => {
  const t = withTestApp(kind, SANDBOX_ENV, { captchaImage: testCaptchaImage, realMoneyOverride: true });
  beforeAll(async () => {
    await makeMerchantReal(t.handle);
    await useSandboxProvider(t.handle);
  });
  const ops = () => createWithdrawalOpsService(t.handle.db);
  const payouts = () =>
    runPayouts(t.handle.db, defaultAggregatorAdapters(t.handle.db, [SANDBOX]), {
      staleSeconds: 0,
      limit: 50,
    });
  const withdraw = (token: string, body: Record<string, unknown>) =>
    encCall(
      t.app,
      'POST',
      '/wps/v2/withdrawals',
      { paymentPassword: '246810', ...body },
      { ip: freshIp(), token },
    );
  const quote = (token: string, query: string) =>
    memberApi(t.app, token).call('GET', `/wps/v2/withdrawals/quote?${query}`);

  /** A member with real money from a GCash payment through the sandbox checkout, and a payment password. */
  async function funded(username: string, amount = 200_000) {
    const token = await registerMember(t.app, username);
    const api = memberApi(t.app, token);
    const started = envelope(await api.deposit({ method: 'gcash', amount, requestId: 'fund' }));
    expect(started.value.playMoney).toBe(false);
    await checkout(t.app, started.value.checkoutUrl, 'approve');
    expect(await api.balance()).toBe(amount);
    const pw = { password: '246810', confirmPassword: '246810', loginPassword: 'Secret123' };
    expect(
      envelope(await encCall(t.app, 'POST', '/wps/v2/payment-password', pw, { ip: freshIp(), token }))
        .success,
    ).toBe(true);
    return { token, api };
  }

  it('shows the fee, what arrives and the limits before anything is held', async () => {
    const { token, api } = await funded('ewout01');
    expect(envelope(await quote(token, 'destinationType=ewallet&method=gcash&amount=100000')).value).toEqual({
      amount: 100_000,
      fee: 1_500,
      receives: 98_500,
      minAmount: 20_000,
      maxAmount: 5_000_000,
      feeFixed: 1_500,
      feePercentBp: 0,
      problem: null,
    });
    expect(envelope(await quote(token, 'destinationType=ewallet&method=maya&amount=100000')).value.fee).toBe(
      1_000,
    );
    expect(
      envelope(await quote(token, 'destinationType=ewallet&method=gcash&amount=19999')).value.problem,
    ).toBe('BELOW_MIN');
    expect(envelope(await quote(token, 'destinationType=ewallet&method=truemoney&amount=30000')).code).toBe(
      'PAYMENT_CHANNEL_UNAVAILABLE',
    );
    expect(await api.balance()).toBe(200_000);
  });

  it('pays a GCash withdrawal through the provider: held at once, fee to the house, paid once, member told', async () => {
    const { token, api } = await funded('ewout02');
    const badNumber = await withdraw(token, {
      ...GCASH,
      amount: 100_000,
      requestId: 'w0',
      accountNumber: '12345',
    });
    expect(envelope(badNumber).code).toBe('VALIDATION_FAILED');
    const feeMoved = await withdraw(token, {
      ...GCASH,
      amount: 100_000,
      requestId: 'w0',
      accountNumber: '0917 123 4567',
      expectedFee: 1_000,
    });
    expect(envelope(feeMoved)).toMatchObject({
      code: 'CONFLICT',
      value: { reason: 'FEE_CHANGED', fee: 1_500 },
    });
    const res = await withdraw(token, {
      ...GCASH,
      amount: 100_000,
      requestId: 'w1',
      accountNumber: '+63 917 123 4567',
      expectedFee: 1_500,
    });
    expect(envelope(res).value).toMatchObject({
      status: 'pending',
      method: 'gcash',
      fee: 1_500,
      receives: 98_500,
      accountNumber: '****4567',
    });
    expect(await api.balance()).toBe(100_000);

    const baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const socket = await openMemberSocket(baseUrl, token);
    await socket.next(MEMBER_EVENT_TYPES.ready);
    const id = Number(envelope(res).value.id);
    await ops().approve('tester', id);
    const runs = await Promise.all([payouts(), payouts()]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1);
    const event = await socket.next(MEMBER_EVENT_TYPES.paymentUpdated);
    expect(event).toMatchObject({ payment: 'withdrawal', paymentId: String(id), status: 'paid' });
    socket.ws.close();

    const list = envelope(await api.call('GET', '/wps/v2/withdrawals')).value.list;
    expect(list[0]).toMatchObject({ id: String(id), status: 'paid', receives: 98_500 });
    expect(list[0].paidAt).not.toBeNull();
    const sent = await t.handle.db
      .selectFrom('demo_aggregator_transactions')
      .select(['amount', 'destination'])
      .where('merchant_reference', '=', `withdrawal:${id}`)
      .executeTakeFirstOrThrow();
    expect(sent.amount).toBe(98_500);
    expect(sent.destination).toMatchObject({ accountNumber: '09171234567', accountName: 'Juan Dela Cruz' });
    await payouts();
    expect(await postingsOf(t.handle, 'withdrawal_fee', `withdrawal:${id}`)).toHaveLength(1);
    expect(await api.balance()).toBe(100_000);
    expect((await verifyLedger(t.handle.db)).ok).toBe(true);
  });

  it('a failed payout returns the held money exactly once', async () => {
    const { token, api } = await funded('ewout03');
    // The demo rule: a number ending in 0000 does not exist at the provider.
    const res = await withdraw(token, {
      ...GCASH,
      amount: 50_000,
      requestId: 'f1',
      accountNumber: '09171230000',
    });
    const id = Number(envelope(res).value.id);
    expect(await api.balance()).toBe(150_000);
    await ops().approve('tester', id);
    await Promise.all([payouts(), payouts()]);
    const list = envelope(await api.call('GET', '/wps/v2/withdrawals')).value.list;
    expect(list[0]).toMatchObject({ status: 'failed', failureReason: 'ACCOUNT_NOT_FOUND' });
    expect(await api.balance()).toBe(200_000);
    await expect(ops().reject('tester', id, 'too late')).rejects.toMatchObject({ code: 'CONFLICT' });
    await payouts();
    expect(await api.balance()).toBe(200_000);
    expect(await postingsOf(t.handle, 'withdrawal_refund', `withdrawal:${id}`)).toHaveLength(1);
    expect(await postingsOf(t.handle, 'withdrawal_fee', `withdrawal:${id}`)).toHaveLength(0);
    expect((await verifyLedger(t.handle.db)).ok).toBe(true);
  });

  it('keeps the operator review: nothing is sent before approval, no hand disbursement, a rejection refunds', async () => {
    const { token, api } = await funded('ewout04');
    const res = await withdraw(token, {
      ...GCASH,
      amount: 40_000,
      requestId: 'r1',
      accountNumber: '09181112222',
    });
    const id = Number(envelope(res).value.id);
    expect((await payouts()).sent).toBe(0);
    await ops().approve('tester', id);
    await expect(ops().disburse('tester', id)).rejects.toMatchObject({ code: 'CONFLICT' });
    await ops().reject('tester', id, 'name does not match');
    expect((await payouts()).sent).toBe(0);
    expect(await api.balance()).toBe(200_000);
  });

  it("a member never sees another member's withdrawal", async () => {
    const { token } = await funded('ewout05');
    const other = memberApi(t.app, await registerMember(t.app, 'ewout06'));
    const res = await withdraw(token, {
      ...GCASH,
      amount: 30_000,
      requestId: 'p1',
      accountNumber: '09181113333',
    });
    const id = envelope(res).value.id;
    expect(envelope(await other.call('GET', '/wps/v2/withdrawals')).value.total).toBe(0);
    const peek = await other.call('POST', `/wps/v2/withdrawals/${id}/confirm`, { outcome: 'received' });
    expect(peek.statusCode).toBe(404);
  });
});

describe.each(testDatabaseKinds().filter((k) => k.name === 'pglite'))(
  'e-wallet withdrawals on $name',
  (kind) => {
    const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });
    const quote = (token: string, headers: Record<string, string> = {}) =>
      memberApi(t.app, token, headers).call(
        'GET',
        '/wps/v2/withdrawals/quote?destinationType=ewallet&method=gcash&amount=50000',
      );

    it("never pays out play money, and says real-money payouts are not available here, in the member's language", async () => {
      const token = await registerMember(t.app, 'ewemb01');
      expect(envelope(await quote(token)).code).toBe('PLAY_MONEY_NOT_WITHDRAWABLE');
      const restore = await makeMerchantReal(t.handle);
      try {
        const res = await quote(token, { 'accept-language': 'tl' });
        expect(res.statusCode).toBe(403);
        expect(envelope(res).code).toBe('PAYMENT_CHANNEL_UNAVAILABLE');
        expect(envelope(res).message).not.toBe('This payment method is not available.');
        expect(JSON.stringify(envelope(res))).not.toMatch(/postgres|pglite|embedded|database|demo/i);
      } finally {
        await restore();
      }
    });
  },
);
