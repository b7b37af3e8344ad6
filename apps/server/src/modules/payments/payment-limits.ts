import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';

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

/** What merchants.payment_limits may hold: any of the limits, each checked as withdrawals read it. */
export const paymentLimitOverridesSchema = z
  .object({
    minWithdrawal: count.min(1),
    maxWithdrawal: count.min(1),
    dailyWithdrawals: count,
    autoConfirmMinutes: count.max(60 * 24 * 30),
  })
  .partial();

export const PAYMENT_LIMIT_KEYS = Object.keys(DEFAULT_PAYMENT_LIMITS) as (keyof PaymentLimits)[];

/** The stored keys that take effect; a malformed one is left out, so its default applies. */
export function paymentLimitOverridesOf(stored: unknown): Partial<PaymentLimits> {
  const out: Partial<PaymentLimits> = {};
  const raw = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  for (const key of PAYMENT_LIMIT_KEYS) {
    const parsed = paymentLimitOverridesSchema.shape[key].safeParse(raw[key]);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  return out;
}

/** The merchant's limits; a malformed stored key falls back to its default instead of breaking withdrawals. */
export function paymentLimitsOf(stored: unknown): PaymentLimits {
  return { ...DEFAULT_PAYMENT_LIMITS, ...paymentLimitOverridesOf(stored) };
}

/** The value that drops a merchant's override, so the product default applies again. */
export const PAYMENT_LIMIT_RESET = 'default';

function invalid(message: string): never {
  throw new AppError('VALIDATION_FAILED', message);
}

/**
 * The overrides to store after an operator's `key=value` changes (`key=default` drops one). Each value is
 * checked with the schema above, and the limits that result must still allow a withdrawal (min not above max).
 */
export function changedPaymentLimits(stored: unknown, changes: readonly string[]): Partial<PaymentLimits> {
  if (changes.length === 0) invalid('nothing to change: give key=value pairs');
  const next: Record<string, unknown> = paymentLimitOverridesOf(stored);
  for (const change of changes) {
    const at = change.indexOf('=');
    if (at <= 0) invalid(`expected key=value, got "${change}"`);
    const key = change.slice(0, at).trim();
    const text = change.slice(at + 1).trim();
    if (!(PAYMENT_LIMIT_KEYS as string[]).includes(key))
      invalid(`unknown payment limit ${key}; keys: ${PAYMENT_LIMIT_KEYS.join(', ')}`);
    if (text === PAYMENT_LIMIT_RESET) delete next[key];
    else if (!/^\d+$/.test(text)) invalid(`${key} must be a whole number, or ${PAYMENT_LIMIT_RESET}`);
    else next[key] = Number(text);
  }
  const parsed = paymentLimitOverridesSchema.safeParse(next);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    invalid(`${issue?.path.join('.')}: ${issue?.message}`);
  }
  const limits = paymentLimitsOf(parsed.data);
  if (limits.minWithdrawal > limits.maxWithdrawal)
    invalid(
      `minWithdrawal (${limits.minWithdrawal}) must not be above maxWithdrawal (${limits.maxWithdrawal})`,
    );
  return parsed.data;
}

export async function merchantPaymentLimits(db: Database, merchantCode: string): Promise<PaymentLimits> {
  const row = await db
    .selectFrom('merchants')
    .select('payment_limits')
    .where('code', '=', merchantCode)
    .executeTakeFirst();
  return paymentLimitsOf(row?.payment_limits);
}
