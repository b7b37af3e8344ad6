import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger/index.js';
import { createWithdrawalOpsService, settlePayout } from '../src/modules/payments/index.js';
import {
  SANDBOX,
  SANDBOX_ENV,
  checkout,
  memberApi,
  notify,
  postingsOf,
  useSandboxProvider,
} from './support/ewallet.js';
import { encCall, freshIp, registerMember, testCaptchaImage } from './support/identity-client.js';
import { runOps } from './support/ops-cli.js';
import { makeMerchantReal } from './support/real-money.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

/**
 * E-wallet reports an aggregator sent that were not applied (another amount, or contradicting a final state)
 * wait for an operator: `ops ewallet-payment:review|credit|dismiss`, audited, a credit exactly once.
 */
describe.each(testDatabaseKinds())('operator review of e-wallet reports on $name', (kind) => {
  const t = withTestApp(kind, SANDBOX_ENV, { captchaImage: testCaptchaImage, realMoneyOverride: true });
  const ops = (...args: string[]) => runOps(t.handle, ...args);
  const reports = (column: 'deposit_id' | 'withdrawal_id', id: number) =>
    t.handle.db
      .selectFrom('ewallet_notification_reviews')
      .selectAll()
      .where(column, '=', id)
      .orderBy('id')
      .execute();
  const auditOf = (target: string) =>
    t.handle.db
      .selectFrom('operator_audit_log')
      .select('action')
      .where('target', '=', target)
      .orderBy('id')
      .execute();

  /** A GCash payment the member started; its aggregator row, to make the aggregator say things. */
  async function started(username: string, amount = 50_000) {
    const api = memberApi(t.app, await registerMember(t.app, username));
    const deposit = envelope(await api.deposit({ method: 'gcash', amount, requestId: 'r1' })).value;
    const { provider_txn_id: txn } = await t.handle.db
      .selectFrom('ewallet_deposits')
      .select('provider_txn_id')
      .where('id', '=', Number(deposit.id))
      .executeTakeFirstOrThrow();
    const aggregator = () => t.handle.db.updateTable('demo_aggregator_transactions').where('id', '=', txn!);
    return { api, deposit, id: Number(deposit.id), txn: txn!, aggregator };
  }

  it('a deposit paid after it expired: flagged once, credited once by the operator, audited', async () => {
    const { api, deposit, id, txn, aggregator } = await started('ewrev01');
    // Our side closed it (its time was up); then the aggregator reports it paid, twice.
    await t.handle.db
      .updateTable('ewallet_deposits')
      .set({ status: 'expired', settled_at: new Date() })
      .where('id', '=', id)
      .execute();
    await aggregator().set({ status: 'paid' }).execute();
    expect((await notify(t.app, t.handle, txn)).statusCode).toBe(409);
    expect((await notify(t.app, t.handle, txn)).statusCode).toBe(409);
    expect(await api.balance()).toBe(0);
    const [late, ...more] = await reports('deposit_id', id);
    expect(more).toEqual([]);
    expect(late).toMatchObject({
      payment: 'deposit',
      outcome: 'contradicts',
      our_status: 'expired',
      reported_status: 'paid',
      amount: 50_000,
      reviewed_at: null,
    });

    const listed = await ops('ewallet-payment:review');
    expect(listed).toContain(`#${late!.id} `);
    expect(listed).toMatch(
      new RegExp(
        `deposit +contradicts +deposit ${id} is expired; demo-aggregator txn ${txn} says paid 50000 PHP`,
      ),
    );
    expect(await ops('ewallet-payment:credit', String(late!.id), '--note', 'paid 2 min late')).toMatch(
      /credited \(ledger transaction \d+\)/,
    );
    expect(await api.balance()).toBe(50_000);
    expect(envelope(await api.depositById(deposit.id)).value.status).toBe('paid');
    // Decided once: again, or the notification again, moves nothing.
    expect(await ops('ewallet-payment:credit', String(late!.id), '--note', 'again')).toContain(
      'already reviewed',
    );
    expect((await notify(t.app, t.handle, txn)).statusCode).toBe(200);
    expect(await api.balance()).toBe(50_000);
    expect(await postingsOf(t.handle, 'deposit_ewallet', `ewallet-deposit:${id}`)).toHaveLength(1);
    expect(await ops('ewallet-payment:review')).not.toContain(`#${late!.id} `);
    expect(await auditOf(`ewallet-deposit:${id}`)).toEqual([
      { action: 'ewallet-deposit.contradicts' },
      { action: 'ewallet-deposit.contradicts' },
      { action: 'ewallet-deposit.review-credit' },
    ]);
    expect((await verifyLedger(t.handle.db)).problems).toEqual([]);
  });

  it('another amount than the payment: never credited by hand, dismissed with a note', async () => {
    const { api, id, txn, aggregator } = await started('ewrev02');
    await aggregator().set({ status: 'paid', amount: 40_000 }).execute();
    expect((await notify(t.app, t.handle, txn)).statusCode).toBe(409);
    const [wrong] = await reports('deposit_id', id);
    expect(wrong).toMatchObject({ outcome: 'mismatch', our_status: 'pending', amount: 40_000 });
    await expect(ops('ewallet-payment:credit', String(wrong!.id), '--note', 'x')).rejects.toThrow(
      /only a late payment of the deposit's amount can be credited/,
    );
    await expect(ops('ewallet-payment:dismiss', String(wrong!.id), '--note', '  ')).rejects.toThrow(
      'a note is required',
    );
    expect(await ops('ewallet-payment:dismiss', String(wrong!.id), '--note', 'refunded by GCash')).toBe(
      `e-wallet report ${wrong!.id} dismissed`,
    );
    expect(await api.balance()).toBe(0);
    expect((await reports('deposit_id', id))[0]).toMatchObject({
      decision: 'dismiss',
      note: 'refunded by GCash',
      reviewed_by: 'tester@cli',
    });
    await expect(ops('ewallet-payment:dismiss', '999999', '--note', 'x')).rejects.toThrow(
      'no e-wallet report 999999',
    );
    await expect(ops('ewallet-payment:credit', '../1', '--note', 'x')).rejects.toThrow('not an id: ../1');
  });

  it('a payout report of another amount: the operator credits the held amount back once, the payout fails', async () => {
    await makeMerchantReal(t.handle);
    await useSandboxProvider(t.handle);
    const token = await registerMember(t.app, 'ewrev03');
    const api = memberApi(t.app, token);
    const funding = envelope(await api.deposit({ method: 'gcash', amount: 200_000, requestId: 'f' })).value;
    await checkout(t.app, funding.checkoutUrl, 'approve');
    const pw = { password: '246810', confirmPassword: '246810', loginPassword: 'Secret123' };
    await encCall(t.app, 'POST', '/wps/v2/payment-password', pw, { ip: freshIp(), token });
    const requested = await encCall(
      t.app,
      'POST',
      '/wps/v2/withdrawals',
      {
        destinationType: 'ewallet',
        method: 'gcash',
        accountName: 'Juan Dela Cruz',
        accountNumber: '0917 123 4567',
        amount: 100_000,
        requestId: 'w1',
        paymentPassword: '246810',
      },
      { ip: freshIp(), token },
    );
    const id = Number(envelope(requested).value.id);
    await createWithdrawalOpsService(t.handle.db).approve('tester', id);
    // Being paid out; the provider then reports a payout of another amount.
    await t.handle.db
      .updateTable('withdrawal_requests')
      .set({ status: 'paying', provider_code: SANDBOX })
      .where('id', '=', id)
      .execute();
    const report = {
      transactionId: 'SANDBOX-PAYOUT-1',
      reference: `withdrawal:${id}`,
      status: 'paid' as const,
      amount: 100_000,
      currency: 'PHP',
      reason: null,
    };
    expect((await settlePayout(t.handle.db, SANDBOX, report)).outcome).toBe('mismatch');
    expect((await settlePayout(t.handle.db, SANDBOX, report)).outcome).toBe('mismatch');
    expect(await api.balance()).toBe(100_000);
    const [wrong, ...more] = await reports('withdrawal_id', id);
    expect(more).toEqual([]);
    expect(wrong).toMatchObject({ payment: 'payout', outcome: 'mismatch', our_status: 'paying' });
    expect(await ops('ewallet-payment:review')).toMatch(
      new RegExp(
        `#${wrong!.id} .*payout +mismatch +withdrawal ${id} is paying; ${SANDBOX} txn SANDBOX-PAYOUT-1`,
      ),
    );

    expect(await ops('ewallet-payment:credit', String(wrong!.id), '--note', 'never arrived')).toMatch(
      /credited \(ledger transaction \d+\)/,
    );
    expect(await api.balance()).toBe(200_000);
    const list = envelope(await api.call('GET', '/wps/v2/withdrawals')).value.list;
    expect(list[0]).toMatchObject({ id: String(id), status: 'failed', failureReason: 'PAYOUT_NOT_RECEIVED' });
    // A later report of the same payout changes nothing: it is no longer being paid.
    expect((await settlePayout(t.handle.db, SANDBOX, { ...report, amount: 98_500 })).outcome).toBe(
      'contradicts',
    );
    const [, contradicts] = await reports('withdrawal_id', id);
    await expect(ops('ewallet-payment:credit', String(contradicts!.id), '--note', 'x')).rejects.toThrow(
      `withdrawal ${id} is failed: only a payout still being paid can be credited back`,
    );
    expect(await api.balance()).toBe(200_000);
    expect(await postingsOf(t.handle, 'withdrawal_refund', `withdrawal:${id}`)).toHaveLength(1);
    expect(await auditOf(`withdrawal:${id}`)).toContainEqual({ action: 'ewallet-payout.review-credit' });
    expect((await verifyLedger(t.handle.db)).problems).toEqual([]);
  });
});
