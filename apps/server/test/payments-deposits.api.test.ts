import { minorUnits } from '@suerte/contracts';
import { describe, expect, it } from 'vitest';
import { createLimiterFactory } from '../src/http/kernel/rate-limit.js';
import { verifyLedger } from '../src/modules/ledger/index.js';
import { createPayments } from '../src/modules/payments/index.js';
import {
  freshIp,
  headersOf,
  memberIdOf,
  registerMember,
  testCaptchaImage,
} from './support/identity-client.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

describe.each(testDatabaseKinds())('bank-transfer deposits on $name', (kind) => {
  const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: headersOf({ ip: freshIp(), token }) });
  const balance = async (token: string) =>
    envelope(await call('GET', '/wps/v2/wallets/balance', token)).value.balance as number;
  /** The payment services as the CLI and routes use them, allowed to take real money on either database. */
  const payments = () =>
    createPayments({
      db: t.handle.db,
      limiter: createLimiterFactory(t.handle.pool),
      realMoneyOverride: true,
    });
  const body = (requestId: string, amount = 50_000) => ({
    amount: minorUnits(amount),
    requestId,
    payerName: 'Juan Dela Cruz',
    reference: 'BDO-778899',
  });

  it(
    kind.name === 'pglite'
      ? 'refuses the bank channel on the embedded database'
      : 'takes bank deposit requests on PostgreSQL',
    async () => {
      const token = await registerMember(t.app, 'paydep01');
      // The list says whether the channel is open, so the form can say so before anything is typed.
      const before = envelope(await call('GET', '/wps/v2/deposits', token)).value;
      expect(before).toMatchObject({ total: 0, bankAvailable: kind.name !== 'pglite' });
      const res = await call('POST', '/wps/v2/deposits/bank', token, body('r1'));
      if (kind.name === 'pglite') {
        expect(res.statusCode).toBe(403);
        expect(envelope(res)).toMatchObject({
          code: 'PAYMENT_CHANNEL_UNAVAILABLE',
          message: 'This payment method is not available.',
          value: { channel: 'bank' },
        });
        // In the player's language, and never an implementation word.
        const th = await t.app.inject({
          method: 'POST',
          url: '/wps/v2/deposits/bank',
          payload: body('r2'),
          headers: { ...headersOf({ ip: freshIp(), token }), 'accept-language': 'th' },
        });
        expect(envelope(th).message).toBe('ช่องทางการชำระเงินนี้ไม่พร้อมให้บริการ');
        expect(JSON.stringify(envelope(th))).not.toMatch(/postgres|pglite|embedded|database/i);
        return;
      }
      expect(envelope(res).value).toMatchObject({ status: 'pending', amount: 50_000, replayed: false });
      expect(envelope(await call('POST', '/wps/v2/deposits/bank', token, body('r1'))).value.replayed).toBe(
        true,
      );
      expect(envelope(await call('POST', '/wps/v2/deposits/bank', token, body('r1', 1))).code).toBe(
        'CONFLICT',
      );
      const list = envelope(await call('GET', '/wps/v2/deposits?pageSize=5', token)).value;
      expect(list).toMatchObject({ total: 1, pageNo: 1, pageSize: 5 });
      await payments().deposits.approve('tester', Number(list.list[0].id));
      expect(await balance(token)).toBe(50_000);
    },
  );

  it('credits an approved request once and never a rejected one', async () => {
    await registerMember(t.app, 'paydep02');
    const token = await registerMember(t.app, 'paydep03');
    const owner = {
      id: await memberIdOf(t.handle.db, 'paydep03'),
      merchantCode: 'SUERTE_PH',
      currency: 'PHP',
      walletMode: 'transfer' as const,
      demoMerchant: true,
    };
    const p = payments();
    const a = await p.deposits.requestBank(owner, body('a', 12_345));
    const b = await p.deposits.requestBank(owner, body('b', 99_999));
    expect((await p.deposits.approve('tester', Number(a.id))).changed).toBe(true);
    expect((await p.deposits.approve('tester', Number(a.id))).changed).toBe(false);
    expect(await balance(token)).toBe(12_345);
    await expect(p.deposits.reject('tester', Number(a.id), 'late')).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect((await p.deposits.reject('tester', Number(b.id), 'no such transfer')).deposit.status).toBe(
      'rejected',
    );
    await expect(p.deposits.approve('tester', Number(b.id))).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await balance(token)).toBe(12_345);
    const pending = await p.deposits.byStatus('pending');
    expect(pending.map((d) => d.id)).not.toContain(Number(a.id));
    const audit = await t.handle.db
      .selectFrom('operator_audit_log')
      .select('action')
      .where('target', 'in', [`deposit:${a.id}`, `deposit:${b.id}`])
      .orderBy('id')
      .execute();
    expect(audit.map((x) => x.action)).toEqual(['deposit.approve', 'deposit.reject']);
  });

  it('keeps the ledger consistent', async () => {
    const report = await verifyLedger(t.handle.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
