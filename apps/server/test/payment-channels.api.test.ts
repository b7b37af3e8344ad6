import { describe, expect, it } from 'vitest';
import { freshIp, headersOf, registerMember, testCaptchaImage } from './support/identity-client.js';
import { runOps } from './support/ops-cli.js';
import { makeMerchantReal } from './support/real-money.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

describe.each(testDatabaseKinds())('payment channels on $name', (kind) => {
  const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });
  const th = { host: 'th.suerte.example' };
  const channels = async (token: string, direction: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/wps/v2/payment-channels?direction=${direction}`,
      headers: headersOf({ ip: freshIp(), token, headers }),
    });
  const methods = (res: { json(): unknown }) =>
    envelope<{ list: { method: string }[] }>(res).value.list.map((c) => c.method);

  it("lists the merchant's enabled deposit channels in display order, demo ones marked", async () => {
    const token = await registerMember(t.app, 'chanph01');
    const res = await channels(token, 'deposit');
    expect(res.statusCode).toBe(200);
    expect(methods(res)).toEqual(['qrph', 'gcash', 'maya', 'bank']);
    const [qr, , , bank] = envelope(res).value.list;
    // A demo QR channel runs on play money on either database; the bank channel is real money.
    expect(qr).toMatchObject({ available: true, playMoney: true, demo: true, qrExpiryMinutes: 15 });
    expect(bank).toMatchObject({ available: kind.name !== 'pglite', playMoney: true });
    if (kind.name !== 'pglite') {
      expect(bank.receivingAccount).toEqual({
        bankName: 'BDO Unibank (demo)',
        accountName: 'Suerte Philippines Demo',
        accountNumber: '0000-1234-5678',
      });
    } else {
      // A channel that cannot run gives away nothing of its account.
      expect(bank.receivingAccount).toBeNull();
    }
    const thToken = await registerMember(t.app, 'chanth01', {}, { ip: freshIp(), headers: th });
    expect(methods(await channels(thToken, 'deposit', th))).toEqual(['promptpay', 'truemoney', 'bank']);
    expect(methods(await channels(thToken, 'withdrawal', th))).toEqual(['truemoney', 'bank']);
  });

  it('refuses an unknown direction and a caller without a session', async () => {
    const token = await registerMember(t.app, 'chanph02');
    expect((await channels(token, 'sideways')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/wps/v2/payment-channels?direction=deposit',
      headers: headersOf({ ip: freshIp() }),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a demo QR channel does not run on a real-money merchant (the simulator never makes real money)', async () => {
    const token = await registerMember(t.app, 'chanph03');
    const restore = await makeMerchantReal(t.handle);
    try {
      const list = envelope(await channels(token, 'deposit')).value.list as {
        method: string;
        available: boolean;
      }[];
      expect(list.find((c) => c.method === 'qrph')).toMatchObject({ available: false, playMoney: false });
    } finally {
      await restore();
    }
  });

  it('ops payment-channel:set|disable|enable change what members see, each change audited', async () => {
    const token = await registerMember(t.app, 'chanph04');
    expect(await runOps(t.handle, 'payment-channel:disable', 'SUERTE_PH', 'maya', 'deposit')).toContain(
      'payment channel disabled',
    );
    expect(methods(await channels(token, 'deposit'))).not.toContain('maya');
    await runOps(
      t.handle,
      'payment-channel:set',
      'SUERTE_PH',
      'maya',
      'deposit',
      '--order',
      '1',
      '--min',
      '500',
    );
    await runOps(t.handle, 'payment-channel:enable', 'SUERTE_PH', 'maya', 'deposit');
    const list = envelope(await channels(token, 'deposit')).value.list;
    expect(list[0]).toMatchObject({ method: 'maya', minAmount: 500 });
    const audit = await t.handle.db
      .selectFrom('operator_audit_log')
      .select(['action', 'target', 'actor'])
      .where('target', '=', 'payment_channel:SUERTE_PH:maya:deposit')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'payment_channel.update',
      'payment_channel.update',
      'payment_channel.update',
    ]);
    expect(audit[0]!.actor).toBe('tester@cli');
    expect(await runOps(t.handle, 'payment-channel:list', '--merchant', 'SUERTE_PH')).toMatch(
      /SUERTE_PH deposit\s+maya\s+on\s+#1 limits 500\.\.5000000/,
    );
  });

  it('refuses to enable an incomplete channel, and contradictory or unknown settings', async () => {
    await runOps(t.handle, 'payment-channel:set', 'SUERTE_TH', 'qrph', 'deposit', '--min', '100');
    await expect(runOps(t.handle, 'payment-channel:enable', 'SUERTE_TH', 'qrph', 'deposit')).rejects.toThrow(
      /needs provider_code, qr_expiry_minutes, qr_merchant_id/,
    );
    await expect(
      runOps(t.handle, 'payment-channel:set', 'SUERTE_TH', 'bank', 'deposit', '--min', '900', '--max', '100'),
    ).rejects.toThrow(/min_amount is above max_amount/);
    await expect(
      runOps(t.handle, 'payment-channel:set', 'SUERTE_TH', 'bank', 'deposit', '--fee-fixed', '5'),
    ).rejects.toThrow(/fees apply to withdrawals only/);
    await expect(
      runOps(t.handle, 'payment-channel:set', 'NOPE', 'bank', 'deposit', '--min', '5'),
    ).rejects.toThrow(/unknown merchant/);
    await expect(
      runOps(t.handle, 'payment-channel:set', 'SUERTE_TH', 'cash', 'deposit', '--min', '5'),
    ).rejects.toThrow(/method is one of/);
  });
});
