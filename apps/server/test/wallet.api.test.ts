import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger/index.js';
import { registerMember, testCaptchaImage } from './support/identity-client.js';
import { walletClient } from './support/wallet-client.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

describe.each(testDatabaseKinds())('member wallets on $name', (kind) => {
  const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });

  const { call, relay, transfer, topUp, balances, transactions } = walletClient(t);

  it('refuses every wallet call without a member token', async () => {
    expect((await call('GET', '/wps/v2/wallets/balance')).statusCode).toBe(401);
    expect((await relay('GCS_merchantWallet', undefined, {})).statusCode).toBe(401);
    expect(
      (await relay('GCS_walletTransfer', undefined, { recallAll: true, requestId: 'r1' })).statusCode,
    ).toBe(401);
    expect((await relay('ODSFE2_MemTransDet', undefined, {})).statusCode).toBe(401);
    expect((await topUp('x'.repeat(40), 100, 'r1')).statusCode).toBe(401);
  });

  it('shows a new member a zero balance in the merchant currency without creating an account', async () => {
    const token = await registerMember(t.app, 'wallet001');
    const res = await call('GET', '/wps/v2/wallets/balance', token);
    expect(res.statusCode).toBe(200);
    expect(envelope(res).value).toEqual({ balance: 0, exponent: 2, currency: 'PHP', currencySymbol: '₱' });
    const member = await t.handle.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'wallet001')
      .executeTakeFirstOrThrow();
    const accounts = await t.handle.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(accounts).toEqual([]);
  });

  it('tops up play money once per requestId', async () => {
    const token = await registerMember(t.app, 'wallet002');
    const first = envelope(await topUp(token, 50_000, 'dep-1'));
    expect(first).toMatchObject({
      success: true,
      value: { requestId: 'dep-1', replayed: false, amount: 50_000, balance: 50_000 },
    });
    const before = await transactions();
    const again = envelope(await topUp(token, 50_000, 'dep-1'));
    expect(again.value).toEqual({ requestId: 'dep-1', replayed: true, amount: 50_000, balance: 50_000 });
    expect(await transactions()).toBe(before);
    expect(envelope(await call('GET', '/wps/v2/wallets/balance', token)).value.balance).toBe(50_000);

    const reused = await topUp(token, 70_000, 'dep-1');
    expect(reused.statusCode).toBe(409);
    expect(envelope(reused)).toMatchObject({ code: 'CONFLICT', value: { reason: 'REQUEST_ID_REUSED' } });
    expect(envelope(await topUp(token, 25_000, 'dep-2')).value.balance).toBe(75_000);
  });

  it('caps a top-up at 1,000,000.00 and a member at five top-ups a day', async () => {
    const token = await registerMember(t.app, 'wallet003');
    const tooMuch = await topUp(token, 100_000_001, 'big');
    expect(tooMuch.statusCode).toBe(400);
    // The refusal names the limits that apply, so the member can be told them.
    expect(envelope(tooMuch)).toMatchObject({
      code: 'DEPOSIT_LIMIT',
      message: 'The deposit amount is outside the allowed limits.',
      value: { min: 1, max: 100_000_000 },
    });
    expect(envelope(await topUp(token, 100_000_000, 'max')).value.balance).toBe(100_000_000);
    for (const n of [2, 3, 4, 5]) expect((await topUp(token, 1, `small-${n}`)).statusCode).toBe(200);
    const sixth = await topUp(token, 1, 'small-6');
    expect(sixth.statusCode).toBe(429);
    expect(envelope(sixth).code).toBe('RATE_LIMITED');
    // A repeat of an earlier top-up still answers: it is not a new one.
    expect(envelope(await topUp(token, 1, 'small-5')).value.replayed).toBe(true);
  });

  it('refuses play-money top-ups on a merchant that is not a demo', async () => {
    const token = await registerMember(t.app, 'wallet004');
    const setDemo = (isDemo: boolean) =>
      t.handle.db.updateTable('merchants').set({ is_demo: isDemo }).where('code', '=', 'SUERTE_PH').execute();
    await setDemo(false);
    try {
      const res = await topUp(token, 100, 'live-1');
      expect(res.statusCode).toBe(403);
      expect(envelope(res).code).toBe('FEATURE_DISABLED');
    } finally {
      await setDemo(true);
    }
    expect(envelope(await call('GET', '/wps/v2/wallets/balance', token)).value.balance).toBe(0);
  });

  it('lists the main wallet first, then a wallet per vendor the merchant offers', async () => {
    const token = await registerMember(t.app, 'wallet005');
    const res = envelope(await relay('GCS_merchantWallet', token, {}));
    expect(res.value.isSingle).toBe(false);
    expect(res.value.exponent).toBe(2);
    expect(res.value.wallets).toEqual([
      { vendorCode: 'MAIN', name: 'Main wallet', balance: 0, currency: 'PHP' },
      { vendorCode: 'SIMVENDOR', name: 'Simulator Studio (demo)', balance: 0, currency: 'PHP' },
      { vendorCode: 'SUERTE', name: 'Suerte Originals', balance: 0, currency: 'PHP' },
    ]);
  });

  it('gives a trial account its play-money wallets but not the account record', async () => {
    const res = await call('POST', '/wps/session/login/freeplay', undefined, {
      os: 'linux',
      platform: 'W',
      gatewayVersion: 3,
    });
    const token = envelope(res).value.token as string;
    expect(envelope(await call('GET', '/wps/v2/wallets/balance', token)).value.balance).toBe(0);
    expect(envelope(await topUp(token, 5_000, 'trial-1')).value.balance).toBe(5_000);
    expect(
      envelope(await transfer(token, { from: 'MAIN', to: 'SUERTE', amount: 2_000, requestId: 'tr1' }))
        .success,
    ).toBe(true);
    expect(await balances(token)).toEqual({ MAIN: 3_000, SUERTE: 2_000, SIMVENDOR: 0 });
    const record = await relay('ODSFE2_MemTransDet', token, {});
    expect(record.statusCode).toBe(403);
    expect(envelope(record).code).toBe('NOT_REAL_ACCOUNT');
  });

  it('leaves a ledger that passes the verifier', async () => {
    const report = await verifyLedger(t.handle.db);
    expect(report.problems).toEqual([]);
    expect((await verifyLedger(t.handle.db)).ok).toBe(true);
  });
});
