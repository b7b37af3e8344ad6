import { z } from 'zod';
import type { Database } from '../../db/database.js';

/**
 * A merchant's withdrawal limits (merchants.payment_limits holds the keys it overrides). Amounts are in minor
 * units of the merchant's currency.
 */
export interface PaymentLimits {
  /** Smallest withdrawal (default 100.00). */
  minWithdrawal: number;
  /** Largest single withdrawal (default 50,000.00). */
  maxWithdrawal: number;
  /** Withdrawal requests a member may make per UTC day (rejected ones count too). */
  dailyWithdrawals: number;
  /** Minutes after disbursement when an unconfirmed withdrawal counts as received (spec §4). */
  autoConfirmMinutes: number;
}

export const DEFAULT_PAYMENT_LIMITS: PaymentLimits = {
  minWithdrawal: 10_000,
  maxWithdrawal: 5_000_000,
  dailyWithdrawals: 5,
  autoConfirmMinutes: 60,
};

const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const overrides = z
  .object({
    minWithdrawal: count.min(1),
    maxWithdrawal: count.min(1),
    dailyWithdrawals: count,
    autoConfirmMinutes: count.max(60 * 24 * 30),
  })
  .partial();

/** The merchant's limits; a malformed stored key falls back to its default instead of breaking withdrawals. */
export function paymentLimitsOf(stored: unknown): PaymentLimits {
  const out: PaymentLimits = { ...DEFAULT_PAYMENT_LIMITS };
  const raw = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  for (const key of Object.keys(DEFAULT_PAYMENT_LIMITS) as (keyof PaymentLimits)[]) {
    const parsed = overrides.shape[key].safeParse(raw[key]);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  return out;
}

export async function merchantPaymentLimits(db: Database, merchantCode: string): Promise<PaymentLimits> {
  const row = await db
    .selectFrom('merchants')
    .select('payment_limits')
    .where('code', '=', merchantCode)
    .executeTakeFirst();
  return paymentLimitsOf(row?.payment_limits);
}
