import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger/index.js';
import { encCall, freshIp, headersOf, registerMember, testCaptchaImage } from './support/identity-client.js';
import { fundRealMoney, makeMerchantReal } from './support/real-money.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

/** Withdrawals at once on one member, on PostgreSQL's connections (the embedded database queues). */
describe.each(testDatabaseKinds().filter((k) => k.name === 'postgres'))(
  'concurrent withdrawals on $name',
  (kind) => {
    const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });

    it('lets exactly one of 200 withdrawals of the full balance through', async () => {
      // Play money is never withdrawable: the merchant takes real money here.
      await makeMerchantReal(t.handle);
      const token = await registerMember(t.app, 'payrace1');
      const headers = headersOf({ ip: freshIp(), token });
      await fundRealMoney(t.handle, 'payrace1', 100_000);
      await encCall(
        t.app,
        'POST',
        '/wps/v2/payment-password',
        { password: '246810', confirmPassword: '246810', loginPassword: 'Secret123' },
        { ip: freshIp(), token },
      );
      await t.handle.db
        .updateTable('merchants')
        .set({ payment_limits: JSON.stringify({ dailyWithdrawals: 1000 }) })
        .where('code', '=', 'SUERTE_PH')
        .execute();
      const body = (i: number) => ({
        amount: 100_000,
        requestId: `all-${i}`,
        paymentPassword: '246810',
        bankName: 'BDO',
        accountName: 'Juan',
        accountNumber: '12345678',
      });
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          encCall(t.app, 'POST', '/wps/v2/withdrawals', body(i), { ip: freshIp(), token }),
        ),
      );
      const codes = results.map((r) => envelope(r).code);
      expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
      // A payment-password check takes its attempt before comparing, so only a few run at once: the rest
      // of such a burst is refused as RATE_LIMITED before it reaches the money.
      const refusals = ['INSUFFICIENT_FUNDS', 'RATE_LIMITED'];
      expect(codes.filter((c) => c !== 'OK' && !refusals.includes(c))).toEqual([]);
      expect(codes.filter((c) => c === 'INSUFFICIENT_FUNDS').length).toBeGreaterThan(0);
      const balance = envelope(await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers }))
        .value.balance;
      expect(balance).toBe(0);
      const rows = await t.handle.db.selectFrom('withdrawal_requests').select('id').execute();
      expect(rows).toHaveLength(1);
      const report = await verifyLedger(t.handle.db);
      expect(report.problems).toEqual([]);
    }, 120_000);
  },
);
