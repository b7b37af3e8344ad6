import { MAX_BALANCE } from '@suerte/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { encCall, freshIp, memberIdOf, registerMember, testCaptchaImage } from './support/identity-client.js';
import { PAYMENT_PASSWORD_ATTEMPTS } from '../src/modules/payments/index.js';
import { fundRealMoney, makeMerchantReal } from './support/real-money.js';
import { envelope, withTestApp } from './support/test-app.js';
import { testDatabaseKinds } from './support/test-database.js';
import { walletClient } from './support/wallet-client.js';

/** Idempotent member money calls under bursts of repeats, and the balance ceiling on member money paths. */
describe.each(testDatabaseKinds())('member money replays and bounds on $name', (kind) => {
  const t = withTestApp(kind, {}, { captchaImage: testCaptchaImage });
  const { topUp, transfer, balances, transactions } = walletClient(t);

  it('answers 50 repeats of one demo top-up sent at once with its first result, counted once', async () => {
    const token = await registerMember(t.app, 'replay001');
    const before = await transactions();
    const answers = await Promise.all(Array.from({ length: 50 }, () => topUp(token, 1_000, 'burst-1')));
    const codes = answers.map((r) => envelope(r).code);
    expect(codes.filter((c) => c !== 'OK')).toEqual([]);
    const values = answers.map((r) => envelope(r).value);
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    expect(new Set(values.map((v) => `${v.amount}/${v.balance}`))).toEqual(new Set(['1000/1000']));
    expect(await transactions()).toBe(before + 1);
    // The burst used one of the day's five top-ups.
    for (const n of [2, 3, 4, 5]) expect(envelope(await topUp(token, 1, `after-${n}`)).code).toBe('OK');
    expect(envelope(await topUp(token, 1, 'after-6')).code).toBe('RATE_LIMITED');
    expect(envelope(await topUp(token, 1_000, 'burst-1')).value.replayed).toBe(true);
  });

  it('answers 50 repeats of one withdrawal sent at once with its first result, counting no password attempt', async () => {
    // Play money is never withdrawable: this member's merchant takes real money for the test.
    const demoAgain = await makeMerchantReal(t.handle);
    try {
      await burstOfOneWithdrawal();
    } finally {
      await demoAgain();
    }
  }, 120_000);

  async function burstOfOneWithdrawal() {
    const token = await registerMember(t.app, 'replay004');
    await fundRealMoney(t.handle, 'replay004', 100_000);
    const pin = { password: '246810', confirmPassword: '246810', loginPassword: 'Secret123' };
    const set = await encCall(t.app, 'POST', '/wps/v2/payment-password', pin, { ip: freshIp(), token });
    expect(envelope(set).code).toBe('OK');
    const withdraw = (requestId: string, paymentPassword: string) =>
      encCall(
        t.app,
        'POST',
        '/wps/v2/withdrawals',
        {
          amount: 10_000,
          requestId,
          paymentPassword,
          bankName: 'BDO',
          accountName: 'Juan',
          accountNumber: '1234',
        },
        { ip: freshIp(), token },
      );
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw('w-burst', '246810')));
    const codes = answers.map((r) => envelope(r).code);
    expect(codes.filter((c) => c !== 'OK')).toEqual([]);
    const values = answers.map((r) => envelope(r).value);
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    expect(new Set(values.map((v) => `${v.id}/${v.amount}/${v.status}`)).size).toBe(1);
    const rows = await t.handle.db
      .selectFrom('withdrawal_requests')
      .select('id')
      .where('member_id', '=', await memberIdOf(t.handle.db, 'replay004'))
      .execute();
    expect(rows).toHaveLength(1);
    // Nothing of the burst was counted: a wrong guess now still has all but one attempt left.
    const wrong = envelope(await withdraw('w-wrong', '135790'));
    expect(wrong.code).toBe('WRONG_PAYMENT_PASSWORD');
    expect(wrong.value.attemptsLeft).toBe(PAYMENT_PASSWORD_ATTEMPTS - 1);
  }

  it('refuses a demo top-up above the balance ceiling with BALANCE_LIMIT, never a 500', async () => {
    const token = await registerMember(t.app, 'replay002');
    expect(envelope(await topUp(token, 100, 'first')).code).toBe('OK');
    await t.handle.db
      .updateTable('ledger_accounts')
      .set({ balance: MAX_BALANCE - 50 })
      .where('member_id', '=', await memberIdOf(t.handle.db, 'replay002'))
      .where('kind', '=', 'member_main')
      .execute();
    const over = await topUp(token, 51, 'over');
    expect(over.statusCode).toBe(409);
    expect(envelope(over).code).toBe('BALANCE_LIMIT');
    expect(envelope(await topUp(token, 50, 'at')).value.balance).toBe(MAX_BALANCE);
  });

  it('refuses a transfer back to main above the balance ceiling with BALANCE_LIMIT and moves nothing', async () => {
    const token = await registerMember(t.app, 'replay003');
    expect(envelope(await topUp(token, 1_000, 'fund')).code).toBe('OK');
    expect(
      envelope(await transfer(token, { from: 'MAIN', to: 'SIMVENDOR', amount: 400, requestId: 'out' })).code,
    ).toBe('OK');
    await t.handle.db
      .updateTable('ledger_accounts')
      .set({ balance: sql`balance + ${MAX_BALANCE - 600 - 200}::bigint` })
      .where('member_id', '=', await memberIdOf(t.handle.db, 'replay003'))
      .where('kind', '=', 'member_main')
      .execute();
    const back = await transfer(token, { from: 'SIMVENDOR', to: 'MAIN', amount: 400, requestId: 'back' });
    expect(back.statusCode).toBe(409);
    expect(envelope(back).code).toBe('BALANCE_LIMIT');
    expect(await balances(token)).toMatchObject({ MAIN: MAX_BALANCE - 200, SIMVENDOR: 400 });
    expect(
      envelope(await transfer(token, { from: 'SIMVENDOR', to: 'MAIN', amount: 200, requestId: 'back-2' }))
        .code,
    ).toBe('OK');
  });
});
