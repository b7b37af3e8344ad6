import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/modules/ledger/index.js';
import { autoConfirmWithdrawals, createWithdrawalOpsService } from '../src/modules/payments/index.js';
import { encCall, freshIp, headersOf, registerMember, testCaptchaImage } from './support/identity-client.js';
import { dataUrl, tinyJpeg, tinyPng } from './support/images.js';
import { fundRealMoney, makeMerchantReal } from './support/real-money.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';

const PNG = tinyPng();

describe.each(testDatabaseKinds())('payment password and withdrawals on $name', (kind) => {
  const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });
  const ops = () => createWithdrawalOpsService(t.handle.db);
  const enc = (url: string, token: string, body: unknown) =>
    encCall(t.app, 'POST', url, body, { ip: freshIp(), token });
  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: headersOf({ ip: freshIp(), token }) });
  const postJson = (url: string, token: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: headersOf({ ip: freshIp(), token }),
    });
  const balance = async (token: string) =>
    envelope(await get('/wps/v2/wallets/balance', token)).value.balance as number;
  const setPw = (token: string, body: Record<string, unknown>) =>
    enc('/wps/v2/payment-password', token, body);
  const withdraw = (token: string, amount: number, requestId: string, paymentPassword = '246810') =>
    enc('/wps/v2/withdrawals', token, {
      amount,
      requestId,
      paymentPassword,
      bankName: 'BDO',
      accountName: 'Juan Dela Cruz',
      accountNumber: '0012 3456 7890',
    });
  const withPassword = async (token: string) => {
    expect(
      envelope(
        await setPw(token, { password: '246810', confirmPassword: '246810', loginPassword: 'Secret123' }),
      ).success,
    ).toBe(true);
    return token;
  };
  /** A member of a real-money merchant with real money in the main wallet and a payment password. */
  const funded = async (username: string, amount = 100_000) => {
    await makeMerchantReal(t.handle);
    const token = await registerMember(t.app, username);
    await fundRealMoney(t.handle, username, amount);
    return withPassword(token);
  };

  it('never pays out play money: a demo merchant refuses every withdrawal and holds nothing', async () => {
    await t.handle.db
      .updateTable('merchants')
      .set({ is_demo: true })
      .where('code', '=', 'SUERTE_PH')
      .execute();
    const token = await registerMember(t.app, 'payplay1');
    expect(
      (await postJson('/wps/v2/deposits/demo', token, { amount: 100_000, requestId: 'play' })).statusCode,
    ).toBe(200);
    await withPassword(token);
    const res = await withdraw(token, 50_000, 'play-out');
    expect(res.statusCode).toBe(403);
    expect(envelope(res).code).toBe('PLAY_MONEY_NOT_WITHDRAWABLE');
    expect(envelope(res).message).toBe('Play money cannot be withdrawn.');
    expect(await balance(token)).toBe(100_000);
    expect(await t.handle.db.selectFrom('withdrawal_requests').select('id').execute()).toEqual([]);
  });

  it('sets the payment password with the login password and changes it with the old one', async () => {
    const token = await registerMember(t.app, 'paypw001');
    expect(envelope(await get('/wps/v2/payment-password', token)).value).toEqual({ isSet: false });
    const noLogin = await setPw(token, { password: '246810', confirmPassword: '246810' });
    expect(envelope(noLogin).code).toBe('WRONG_OLD_PASSWORD');
    expect(
      envelope(
        await setPw(token, { password: '246810', confirmPassword: '246811', loginPassword: 'Secret123' }),
      ).code,
    ).toBe('PASSWORD_MISMATCH');
    expect(
      envelope(
        await setPw(token, { password: '123456', confirmPassword: '123456', loginPassword: 'Secret123' }),
      ).code,
    ).toBe('WEAK_PASSWORD');
    expect(
      (await setPw(token, { password: '24681', confirmPassword: '24681', loginPassword: 'Secret123' }))
        .statusCode,
    ).toBe(400);
    expect(
      envelope(
        await setPw(token, { password: '246810', confirmPassword: '246810', loginPassword: 'Secret123' }),
      ).success,
    ).toBe(true);
    expect(envelope(await get('/wps/v2/payment-password', token)).value).toEqual({ isSet: true });
    // Once set, the old payment password is needed; the login password no longer suffices.
    expect(
      envelope(
        await setPw(token, { password: '975310', confirmPassword: '975310', loginPassword: 'Secret123' }),
      ).code,
    ).toBe('WRONG_OLD_PASSWORD');
    expect(
      envelope(await setPw(token, { password: '975310', confirmPassword: '975310', oldPassword: '246810' }))
        .success,
    ).toBe(true);
    const row = await t.handle.db
      .selectFrom('members')
      .select('payment_password_hash')
      .where('username', '=', 'paypw001')
      .executeTakeFirstOrThrow();
    expect(row.payment_password_hash).toMatch(/^\$argon2id\$/);
  });

  it('limits wrong payment passwords to 5 per 15 minutes', async () => {
    const token = await funded('paypw002');
    for (let i = 0; i < 5; i++)
      expect(envelope(await withdraw(token, 10_000, `w${i}`, '111112')).code).toBe('WRONG_PAYMENT_PASSWORD');
    const locked = await withdraw(token, 10_000, 'w-right', '246810');
    expect(locked.statusCode).toBe(429);
    expect(envelope(locked).code).toBe('RATE_LIMITED');
    expect(
      envelope(await setPw(token, { password: '975310', confirmPassword: '975310', oldPassword: '246810' }))
        .code,
    ).toBe('RATE_LIMITED');
    expect(await balance(token)).toBe(100_000);
  });

  it('refuses withdrawals without a payment password, outside the limits or beyond the balance', async () => {
    const bare = await registerMember(t.app, 'paywd001');
    expect(envelope(await withdraw(bare, 10_000, 'x')).code).toBe('PAYMENT_PASSWORD_NOT_SET');
    const token = await funded('paywd002', 60_000);
    expect(envelope(await withdraw(token, 9_999, 'small')).value).toMatchObject({
      reason: 'AMOUNT',
      min: 10_000,
    });
    expect(envelope(await withdraw(token, 70_000, 'big')).code).toBe('INSUFFICIENT_FUNDS');
    expect(await balance(token)).toBe(60_000);
    await t.handle.db
      .updateTable('merchants')
      .set({ payment_limits: JSON.stringify({ dailyWithdrawals: 2, maxWithdrawal: 20_000 }) })
      .where('code', '=', 'SUERTE_PH')
      .execute();
    try {
      expect(envelope(await withdraw(token, 20_001, 'over')).code).toBe('WITHDRAWAL_LIMIT');
      expect(envelope(await withdraw(token, 10_000, 'd1')).success).toBe(true);
      expect(envelope(await withdraw(token, 10_000, 'd2')).success).toBe(true);
      expect(envelope(await withdraw(token, 10_000, 'd3')).value).toMatchObject({ reason: 'DAILY_COUNT' });
      // A repeat of an earlier request answers as before and holds nothing more.
      expect(envelope(await withdraw(token, 10_000, 'd2')).value).toMatchObject({
        replayed: true,
        status: 'pending',
      });
    } finally {
      await t.handle.db
        .updateTable('merchants')
        .set({ payment_limits: '{}' })
        .where('code', '=', 'SUERTE_PH')
        .execute();
    }
    expect(await balance(token)).toBe(40_000);
  });

  it('holds the funds at request and returns them once on rejection', async () => {
    const token = await funded('paywd003');
    const w = envelope(await withdraw(token, 30_000, 'hold'));
    expect(w.value).toMatchObject({
      status: 'pending',
      balance: 70_000,
      accountNumber: '****7890',
      replayed: false,
    });
    const id = Number(w.value.id);
    expect((await ops().reject('tester', id, 'name mismatch')).changed).toBe(true);
    expect((await ops().reject('tester', id, 'again')).changed).toBe(false);
    expect(await balance(token)).toBe(100_000);
    await expect(ops().approve('tester', id)).rejects.toMatchObject({ code: 'CONFLICT' });
    const list = envelope(await get('/wps/v2/withdrawals', token)).value;
    expect(list.list[0]).toMatchObject({ id: String(id), status: 'rejected', reason: 'name mismatch' });
    const audit = await t.handle.db
      .selectFrom('operator_audit_log')
      .selectAll()
      .where('target', '=', `withdrawal:${id}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['withdrawal.reject']);
  });

  it('goes approve → disburse → received, and answers not received with proof images', async () => {
    const token = await funded('paywd004');
    const ids: number[] = [];
    for (const r of ['a', 'b']) ids.push(Number(envelope(await withdraw(token, 20_000, r)).value.id));
    const confirm = (id: number, body: unknown) => postJson(`/wps/v2/withdrawals/${id}/confirm`, token, body);
    expect(envelope(await confirm(ids[0]!, { outcome: 'received' })).code).toBe('CONFLICT');
    for (const id of ids) {
      await ops().approve('tester', id);
      await ops().disburse('tester', id);
    }
    expect(envelope(await confirm(ids[0]!, { outcome: 'received' })).value).toMatchObject({
      status: 'received',
      autoConfirmed: false,
    });
    expect(envelope(await confirm(ids[0]!, { outcome: 'not_received' })).code).toBe('VALIDATION_FAILED');

    const notPng = dataUrl('image/png', Buffer.from('GIF89a-pretending'));
    expect(envelope(await confirm(ids[1]!, { outcome: 'not_received', proofs: [notPng] })).code).toBe(
      'PROOF_IMAGE_INVALID',
    );
    // A PNG header followed by a web page is not an image (decoded, not sniffed).
    const polyglot = Buffer.concat([
      PNG.subarray(0, 8),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    const refused = await confirm(ids[1]!, {
      outcome: 'not_received',
      proofs: [dataUrl('image/png', polyglot)],
    });
    expect(envelope(refused)).toMatchObject({ code: 'PROOF_IMAGE_INVALID', value: { index: 0 } });
    const huge = Buffer.alloc(5 * 1024 * 1024 + 1);
    PNG.copy(huge);
    const tooBig = await confirm(ids[1]!, { outcome: 'not_received', proofs: [dataUrl('image/png', huge)] });
    expect(tooBig.statusCode).toBe(413);
    const four = Array.from({ length: 4 }, () => dataUrl('image/png', PNG));
    expect((await confirm(ids[1]!, { outcome: 'not_received', proofs: four })).statusCode).toBe(400);
    const jpg = tinyJpeg();
    const ok = envelope(
      await confirm(ids[1]!, {
        outcome: 'not_received',
        note: 'nothing arrived',
        proofs: [dataUrl('image/png', PNG), dataUrl('image/jpeg', jpg)],
      }),
    );
    expect(ok.value).toMatchObject({ status: 'not_received', proofCount: 2, note: 'nothing arrived' });
    // Not received stays for the operator; the held funds are neither refunded nor released by themselves.
    expect(await autoConfirmWithdrawals(t.handle.db, new Date(Date.now() + 86_400_000))).not.toContain(
      ids[1],
    );
    expect(await balance(token)).toBe(60_000);
    await ops().disburse('tester', ids[1]!);
    expect(envelope(await confirm(ids[1]!, { outcome: 'all_received' })).value.status).toBe('all_received');
  });

  it('counts a disbursed withdrawal as received after the merchant minutes, once', async () => {
    const token = await funded('paywd005');
    const id = Number(envelope(await withdraw(token, 15_000, 'auto')).value.id);
    await ops().approve('tester', id);
    await ops().disburse('tester', id);
    expect(await autoConfirmWithdrawals(t.handle.db)).not.toContain(id);
    expect(await autoConfirmWithdrawals(t.handle.db, new Date(Date.now() + 59 * 60_000))).not.toContain(id);
    expect(await autoConfirmWithdrawals(t.handle.db, new Date(Date.now() + 61 * 60_000))).toContain(id);
    expect(await autoConfirmWithdrawals(t.handle.db, new Date(Date.now() + 120 * 60_000))).not.toContain(id);
    const list = envelope(await get('/wps/v2/withdrawals', token)).value;
    expect(list.list[0]).toMatchObject({ status: 'received', autoConfirmed: true });
    // Forced receipt: the hold is not refunded.
    expect(await balance(token)).toBe(85_000);
    await expect(ops().reject('tester', id, 'late')).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('keeps the ledger consistent', async () => {
    const report = await verifyLedger(t.handle.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
