import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { PaymentLimits } from './payment-limits.js';

export function storePaymentLimits(
  trx: Transaction<DB>,
  merchantCode: string,
  overrides: Partial<PaymentLimits>,
) {
  return trx
    .updateTable('merchants')
    .set({ payment_limits: JSON.stringify(overrides), updated_at: new Date() })
    .where('code', '=', merchantCode)
    .execute();
}
