import { randomUUID } from 'node:crypto';
import { minorUnits } from '@suerte/contracts';
import type { DatabaseHandle } from '../../src/db/database.js';
import { createLimiterFactory } from '../../src/http/kernel/rate-limit.js';
import { createPayments } from '../../src/modules/payments/index.js';
import { memberIdOf } from './identity-client.js';

/**
 * Real money for withdrawal tests: the seeded merchants are demo ones (play money, never withdrawable), so a
 * test that withdraws makes its merchant a real-money one and funds members through an approved bank deposit.
 */

/** Makes the merchant a real-money one (no play money); the function returned makes it a demo one again. */
export async function makeMerchantReal(handle: DatabaseHandle, code = 'SUERTE_PH') {
  const demo = (isDemo: boolean) =>
    handle.db.updateTable('merchants').set({ is_demo: isDemo }).where('code', '=', code).execute();
  await demo(false);
  return async () => {
    await demo(true);
  };
}

/** Credits the member's main wallet with real money: a bank deposit request that an operator approves. */
export async function fundRealMoney(
  handle: DatabaseHandle,
  username: string,
  amount: number,
  merchant = { code: 'SUERTE_PH', currency: 'PHP' },
) {
  const payments = createPayments({
    db: handle.db,
    limiter: createLimiterFactory(handle.pool),
    realMoneyOverride: true,
  });
  const owner = {
    id: await memberIdOf(handle.db, username),
    merchantCode: merchant.code,
    currency: merchant.currency,
    walletMode: 'transfer' as const,
    demoMerchant: false,
  };
  const deposit = await payments.deposits.requestBank(owner, {
    amount: minorUnits(amount),
    requestId: `fund-${randomUUID()}`,
    payerName: 'Test Payer',
    reference: 'TEST-FUND',
  });
  await payments.deposits.approve('tester', Number(deposit.id));
}
