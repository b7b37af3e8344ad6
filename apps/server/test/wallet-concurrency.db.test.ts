import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger/index.js';
import { freshIp, headersOf, registerMember, testCaptchaImage } from './support/identity-client.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

/** Transfers at once on one member, side by side on PostgreSQL's connections (the embedded database queues). */
describe.each(testDatabaseKinds().filter((k) => k.name === 'postgres'))(
  'concurrent transfers on $name',
  (kind) => {
    const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });

    const post = (url: string, token: string, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: headersOf({ ip: freshIp(), token }),
      });
    const transfer = (token: string, body: Record<string, unknown>) =>
      post('/wps/relay/GCS_walletTransfer', token, body);
    const wallets = async (token: string) =>
      Object.fromEntries(
        (
          envelope(await post('/wps/relay/GCS_merchantWallet', token, {})).value.wallets as {
            vendorCode: string;
            balance: number;
          }[]
        ).map((w) => [w.vendorCode, w.balance]),
      );
    const funded = async (username: string) => {
      const token = await registerMember(t.app, username);
      expect(
        (await post('/wps/v2/deposits/demo', token, { amount: 100_000, requestId: 'fund' })).statusCode,
      ).toBe(200);
      expect(
        (await transfer(token, { from: 'MAIN', to: 'SIMVENDOR', amount: 50_000, requestId: 'seed' }))
          .statusCode,
      ).toBe(200);
      return token;
    };

    it('runs 50 transfers each way at once without a deadlock or drift', async () => {
      const token = await funded('race0001');
      const calls = Array.from({ length: 50 }, (_, i) => [
        transfer(token, { from: 'MAIN', to: 'SIMVENDOR', amount: 100 + i, requestId: `in-${i}` }),
        transfer(token, { from: 'SIMVENDOR', to: 'MAIN', amount: 100 + i, requestId: `out-${i}` }),
      ]).flat();
      const results = await Promise.all(calls);
      expect(results.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
      expect(await wallets(token)).toEqual({ MAIN: 50_000, SIMVENDOR: 50_000, SUERTE: 0 });
    });

    it('applies one requestId sent 20 times at once exactly once', async () => {
      const token = await funded('race0002');
      const body = { from: 'MAIN', to: 'SUERTE', amount: 1_000, requestId: 'same' };
      const results = (await Promise.all(Array.from({ length: 20 }, () => transfer(token, body)))).map((r) =>
        envelope(r),
      );
      expect(results.every((r) => r.success)).toBe(true);
      expect(results.filter((r) => !r.value.replayed)).toHaveLength(1);
      expect(await wallets(token)).toEqual({ MAIN: 49_000, SIMVENDOR: 50_000, SUERTE: 1_000 });
    });

    it('keeps the total while recalls race transfers both ways', async () => {
      const token = await funded('race0003');
      const calls = Array.from({ length: 40 }, (_, i) => {
        if (i % 5 === 0) return transfer(token, { recallAll: true, requestId: `recall-${i}` });
        const vendor = i % 2 ? 'SUERTE' : 'SIMVENDOR';
        const [from, to] = i % 3 ? ['MAIN', vendor] : [vendor, 'MAIN'];
        return transfer(token, { from, to, amount: 500, requestId: `t-${i}` });
      });
      const results = (await Promise.all(calls)).map((r) => ({
        status: r.statusCode,
        code: envelope(r).code,
      }));
      // A transfer out of a wallet a recall has just emptied is refused; nothing else may fail.
      expect(results.filter((r) => r.status !== 200 && r.code !== 'INSUFFICIENT_FUNDS')).toEqual([]);
      const after = await wallets(token);
      expect(Object.values(after).reduce((a, b) => a + b, 0)).toBe(100_000);
    });

    it('leaves a ledger that passes the verifier', async () => {
      expect((await verifyLedger(t.handle.db)).ok).toBe(true);
    });
  },
);
