import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import { appendAudit } from '../audit/index.js';
import { findMerchant, lockMerchant } from '../merchants/index.js';
import { changedPaymentLimits, paymentLimitOverridesOf, paymentLimitsOf } from './payment-limits.js';
import { storePaymentLimits } from './payment-limits.repository.js';

/** A merchant's limits as an operator sees them: the values, which ones the merchant set, and its currency. */
function limitsView(merchant: { code: string; currency_code: string; payment_limits: unknown }) {
  return {
    merchantCode: merchant.code,
    currency: merchant.currency_code,
    limits: paymentLimitsOf(merchant.payment_limits),
    overridden: new Set(Object.keys(paymentLimitOverridesOf(merchant.payment_limits))),
  };
}
export type PaymentLimitsView = ReturnType<typeof limitsView>;

/** Operator administration of a merchant's payment limits; a change commits with its audit entry. */
export function createPaymentLimitsAdmin(db: Database) {
  const unknown = (code: string) => new AppError('NOT_FOUND', `unknown merchant ${code}`);
  return {
    async limits(code: string): Promise<PaymentLimitsView> {
      const merchant = await findMerchant(db, code);
      if (!merchant) throw unknown(code);
      return limitsView(merchant);
    },

    /** Applies `key=value` changes (`key=default` drops one); nothing is stored unless all of them are valid. */
    async change(actor: string, code: string, changes: readonly string[]) {
      return db.transaction().execute(async (trx) => {
        const merchant = await lockMerchant(trx, code);
        if (!merchant) throw unknown(code);
        const overrides = changedPaymentLimits(merchant.payment_limits, changes);
        await storePaymentLimits(trx, code, overrides);
        const before = limitsView(merchant);
        const after = limitsView({ ...merchant, payment_limits: overrides });
        await appendAudit(trx, {
          actor,
          action: 'payment-limits.set',
          target: `merchant:${code}/payment-limits`,
          before: before.limits,
          after: after.limits,
        });
        return { before, after };
      });
    },
  };
}
