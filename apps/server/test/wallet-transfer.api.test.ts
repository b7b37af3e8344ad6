import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger/index.js';
import { registerMember, testCaptchaImage } from './support/identity-client.js';
import { walletClient } from './support/wallet-client.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

describe.each(testDatabaseKinds())('wallet transfers on $name', (kind) => {
  const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });

  const { call, relay, transfer, topUp, balances, transactions } = walletClient(t);
  const funded = async (username: string, amount = 100_000) => {
    const token = await registerMember(t.app, username);
    expect(envelope(await topUp(token, amount, `${username}-fund`)).success).toBe(true);
    return token;
  };

  it('moves money from main to a vendor wallet and back, once per requestId', async () => {
    const token = await funded('wallet006');
    const out = envelope(
      await transfer(token, { from: 'MAIN', to: 'SIMVENDOR', amount: 30_000, requestId: 't1' }),
    );
    expect(out.value).toEqual({
      requestId: 't1',
      replayed: false,
      transfers: [{ from: 'MAIN', to: 'SIMVENDOR', amount: 30_000 }],
      wallets: [
        { vendorCode: 'MAIN', balance: 70_000 },
        { vendorCode: 'SIMVENDOR', balance: 30_000 },
      ],
    });
    const before = await transactions();
    const again = envelope(
      await transfer(token, { from: 'MAIN', to: 'SIMVENDOR', amount: 30_000, requestId: 't1' }),
    );
    expect(again.value).toEqual({ ...out.value, replayed: true });
    expect(await transactions()).toBe(before);

    const back = envelope(
      await transfer(token, { from: 'SIMVENDOR', to: 'MAIN', amount: 12_345, requestId: 't2' }),
    );
    expect(back.value.wallets).toEqual([
      { vendorCode: 'MAIN', balance: 82_345 },
      { vendorCode: 'SIMVENDOR', balance: 17_655 },
    ]);
    expect(await balances(token)).toEqual({ MAIN: 82_345, SUERTE: 0, SIMVENDOR: 17_655 });
    expect(envelope(await call('GET', '/wps/v2/wallets/balance', token)).value.balance).toBe(82_345);

    const reused = await transfer(token, { from: 'MAIN', to: 'SIMVENDOR', amount: 1, requestId: 't1' });
    expect(envelope(reused)).toMatchObject({ code: 'CONFLICT', value: { reason: 'REQUEST_ID_REUSED' } });
  });

  it('refuses a transfer beyond the balance and changes nothing', async () => {
    const token = await funded('wallet007', 10_000);
    const before = await transactions();
    const tooMuch = await transfer(token, { from: 'MAIN', to: 'SUERTE', amount: 10_001, requestId: 'x1' });
    expect(tooMuch.statusCode).toBe(409);
    expect(envelope(tooMuch)).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { wallet: 'MAIN' } });
    const empty = await transfer(token, { from: 'SIMVENDOR', to: 'MAIN', amount: 1, requestId: 'x2' });
    expect(envelope(empty)).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { wallet: 'SIMVENDOR' } });
    expect(await transactions()).toBe(before);
    expect(await balances(token)).toEqual({ MAIN: 10_000, SUERTE: 0, SIMVENDOR: 0 });
    // The refused requestId was never used: it can carry a transfer that fits.
    expect(
      (await transfer(token, { from: 'MAIN', to: 'SUERTE', amount: 10_000, requestId: 'x1' })).statusCode,
    ).toBe(200);
  });

  it('refuses bad amounts and malformed transfers with 400 and changes nothing', async () => {
    const token = await funded('wallet008', 10_000);
    const before = await transactions();
    const base = { from: 'MAIN', to: 'SUERTE', requestId: 'bad' };
    for (const amount of [0, -1, 1.5, '100', 2 ** 53, null, 1e300]) {
      const res = await transfer(token, { ...base, amount });
      expect(res.statusCode, `amount ${String(amount)}`).toBe(400);
      expect(envelope(res).code).toBe('VALIDATION_FAILED');
      expect((await topUp(token, amount, 'bad')).statusCode, `top-up ${String(amount)}`).toBe(400);
    }
    for (const body of [
      { ...base },
      { ...base, amount: 1, to: 'MAIN' },
      { from: 'SUERTE', to: 'SIMVENDOR', amount: 1, requestId: 'bad' },
      { ...base, amount: 1, requestId: '' },
      { ...base, amount: 1, memberId: 1 },
      { recallAll: false, requestId: 'bad' },
      { recallAll: true, requestId: 'bad', amount: 1 },
    ]) {
      expect((await transfer(token, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await transactions()).toBe(before);
    expect(await balances(token)).toEqual({ MAIN: 10_000, SUERTE: 0, SIMVENDOR: 0 });
  });

  it('names an unknown or withdrawn vendor clearly, yet lets money come back from it', async () => {
    const token = await funded('wallet009', 10_000);
    const unknown = await transfer(token, { from: 'MAIN', to: 'NOPE', amount: 1, requestId: 'u1' });
    expect(unknown.statusCode).toBe(400);
    expect(envelope(unknown).value).toMatchObject({ reason: 'VENDOR_UNAVAILABLE', vendorCode: 'NOPE' });
    expect(
      envelope(await transfer(token, { from: 'NOPE', to: 'MAIN', amount: 1, requestId: 'u2' })).value,
    ).toMatchObject({ reason: 'VENDOR_UNAVAILABLE' });

    await transfer(token, { from: 'MAIN', to: 'SIMVENDOR', amount: 4_000, requestId: 'u3' });
    const offer = (enabled: boolean) =>
      t.handle.db
        .updateTable('merchant_vendors')
        .set({ enabled })
        .where('merchant_code', '=', 'SUERTE_PH')
        .where('vendor_code', '=', 'SIMVENDOR')
        .execute();
    await offer(false);
    try {
      const refused = await transfer(token, { from: 'MAIN', to: 'SIMVENDOR', amount: 1, requestId: 'u4' });
      expect(envelope(refused).value).toMatchObject({
        reason: 'VENDOR_UNAVAILABLE',
        vendorCode: 'SIMVENDOR',
      });
      expect(await balances(token)).toEqual({ MAIN: 6_000, SUERTE: 0, SIMVENDOR: 4_000 });
      await transfer(token, { from: 'SIMVENDOR', to: 'MAIN', amount: 4_000, requestId: 'u5' });
      expect(await balances(token)).toEqual({ MAIN: 10_000, SUERTE: 0 });
    } finally {
      await offer(true);
    }
  });

  it('refuses transfers into a vendor under maintenance', async () => {
    const token = await funded('wallet010', 10_000);
    const maintain = (maintenance: boolean) =>
      t.handle.db.updateTable('vendors').set({ maintenance }).where('code', '=', 'SUERTE').execute();
    await maintain(true);
    try {
      const res = await transfer(token, { from: 'MAIN', to: 'SUERTE', amount: 1, requestId: 'm1' });
      expect(res.statusCode).toBe(403);
      expect(envelope(res).value).toMatchObject({ reason: 'VENDOR_MAINTENANCE' });
    } finally {
      await maintain(false);
    }
  });

  it('recalls every vendor wallet back to main in one posting', async () => {
    const token = await funded('wallet011', 10_000);
    await transfer(token, { from: 'MAIN', to: 'SUERTE', amount: 2_500, requestId: 'r1' });
    await transfer(token, { from: 'MAIN', to: 'SIMVENDOR', amount: 1_500, requestId: 'r2' });
    const before = await transactions();
    const recall = envelope(await transfer(token, { recallAll: true, requestId: 'r3' }));
    expect(recall.value).toMatchObject({
      replayed: false,
      wallets: expect.arrayContaining([{ vendorCode: 'MAIN', balance: 10_000 }]),
    });
    expect(recall.value.transfers).toEqual(
      expect.arrayContaining([
        { from: 'SUERTE', to: 'MAIN', amount: 2_500 },
        { from: 'SIMVENDOR', to: 'MAIN', amount: 1_500 },
      ]),
    );
    expect(await transactions()).toBe(before + 1);
    expect(await balances(token)).toEqual({ MAIN: 10_000, SUERTE: 0, SIMVENDOR: 0 });
    const again = envelope(await transfer(token, { recallAll: true, requestId: 'r3' }));
    expect(again.value).toEqual({ ...recall.value, replayed: true });
    const nothing = envelope(await transfer(token, { recallAll: true, requestId: 'r4' }));
    expect(nothing.value).toEqual({
      requestId: 'r4',
      replayed: false,
      transfers: [],
      wallets: [{ vendorCode: 'MAIN', balance: 10_000 }],
    });
    expect(await transactions()).toBe(before + 1);
  });

  it('has no vendor wallets to fund on a single-wallet merchant, but still returns leftovers', async () => {
    const token = await funded('wallet012', 10_000);
    await transfer(token, { from: 'MAIN', to: 'SUERTE', amount: 1_000, requestId: 's1' });
    const mode = (walletMode: 'single' | 'transfer') =>
      t.handle.db
        .updateTable('merchants')
        .set({ wallet_mode: walletMode })
        .where('code', '=', 'SUERTE_PH')
        .execute();
    await mode('single');
    try {
      const list = envelope(await relay('GCS_merchantWallet', token, {}));
      expect(list.value.isSingle).toBe(true);
      expect(await balances(token)).toEqual({ MAIN: 9_000, SUERTE: 1_000 });
      const refused = await transfer(token, { from: 'MAIN', to: 'SUERTE', amount: 1, requestId: 's2' });
      expect(envelope(refused)).toMatchObject({
        code: 'FEATURE_DISABLED',
        value: { reason: 'SINGLE_WALLET' },
      });
      await transfer(token, { recallAll: true, requestId: 's3' });
      expect(await balances(token)).toEqual({ MAIN: 10_000 });
    } finally {
      await mode('transfer');
    }
  });

  it('leaves a ledger that passes the verifier', async () => {
    const report = await verifyLedger(t.handle.db);
    expect(report.problems).toEqual([]);
    expect((await verifyLedger(t.handle.db)).ok).toBe(true);
  });
});
