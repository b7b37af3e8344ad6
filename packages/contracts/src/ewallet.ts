import { z } from 'zod';
import {
  ACCOUNT_HOLDER_PATTERN,
  EWALLET_METHODS,
  WITHDRAWAL_DESTINATION_TYPES,
} from './ewallet-constants.js';
import { positiveMinorUnitsSchema, requestIdSchema } from './wallet.js';

/**
 * E-wallet deposits through a payment aggregator (pending → paid | failed | expired) and the withdrawal quote
 * (fee, amount that arrives, limits) the member sees before confirming. Amounts are integer minor units.
 */

export const ewalletMethodSchema = z.enum(EWALLET_METHODS);
export const withdrawalDestinationTypeSchema = z.enum(WITHDRAWAL_DESTINATION_TYPES);
export const accountHolderSchema = z.string().trim().regex(ACCOUNT_HOLDER_PATTERN, 'account name');

const amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

// ── POST /wps/v2/deposits/ewallet ───────────────────────────────────────────────────────
export const ewalletDepositBodySchema = z
  .object({ method: ewalletMethodSchema, amount: positiveMinorUnitsSchema, requestId: requestIdSchema })
  .strict();
export type EwalletDepositBody = z.infer<typeof ewalletDepositBodySchema>;

export const EWALLET_DEPOSIT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type EwalletDepositStatus = (typeof EWALLET_DEPOSIT_STATUSES)[number];

export const ewalletDepositSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  method: ewalletMethodSchema,
  amount,
  currency: z.string(),
  status: z.enum(EWALLET_DEPOSIT_STATUSES),
  /** Credited as play money (a demo merchant): never withdrawable. */
  playMoney: z.boolean(),
  /** Where the member approves the payment (the aggregator's page or the wallet app), while pending. */
  checkoutUrl: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  settledAt: z.string().nullable(),
});
export type EwalletDeposit = z.infer<typeof ewalletDepositSchema>;
export const ewalletDepositResultSchema = ewalletDepositSchema.extend({ replayed: z.boolean() });
export const ewalletDepositListSchema = z.object({
  list: z.array(ewalletDepositSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export const ewalletDepositIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,15}$/) }).strict();

// ── GET /wps/v2/withdrawals/quote ───────────────────────────────────────────────────────
const plainInteger = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,16}$/, 'a plain integer')
      .transform(Number),
  ])
  .pipe(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER));
export const withdrawalQuoteQuerySchema = z
  .object({
    destinationType: withdrawalDestinationTypeSchema,
    method: ewalletMethodSchema.optional(),
    amount: plainInteger,
  })
  .strict();
export type WithdrawalQuoteQuery = z.infer<typeof withdrawalQuoteQuerySchema>;

export const WITHDRAWAL_QUOTE_PROBLEMS = ['BELOW_MIN', 'ABOVE_MAX', 'FEE_EXCEEDS_AMOUNT'] as const;
export const withdrawalQuoteSchema = z.object({
  amount,
  fee: amount,
  /** What reaches the destination: amount − fee. */
  receives: amount,
  minAmount: amount,
  maxAmount: amount,
  feeFixed: amount,
  feePercentBp: z.number().int(),
  /** Why this amount cannot be withdrawn this way, or null. */
  problem: z.enum(WITHDRAWAL_QUOTE_PROBLEMS).nullable(),
});
export type WithdrawalQuote = z.infer<typeof withdrawalQuoteSchema>;
