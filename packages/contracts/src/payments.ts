import { z } from 'zod';
import {
  ACCOUNT_NUMBER_PATTERN,
  PAYMENT_PASSWORD_PATTERN,
  PAYMENT_TEXT_MAX,
  PROOF_IMAGES_MAX,
  WITHDRAWAL_NOTE_MAX,
} from './payment-constants.js';
import { ACCOUNT_HOLDER_PATTERN, normalizeEwalletNumber } from './ewallet-constants.js';
import { ewalletMethodSchema, withdrawalDestinationTypeSchema } from './ewallet.js';
import { positiveMinorUnitsSchema, requestIdSchema } from './wallet.js';

/**
 * Payments: the payment password, manual bank-transfer deposits and withdrawals with the member's confirmation
 * (spec §4). Amounts are integer minor units; times are ISO 8601 UTC strings.
 */

export const paymentPasswordSchema = z.string().regex(PAYMENT_PASSWORD_PATTERN, 'six digits');

const amount = z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
const text = (max: number) => z.string().trim().min(1).max(max);

// ── POST /wps/v2/payment-password (Enc) ─────────────────────────────────────────────────
export const setPaymentPasswordBodySchema = z
  .object({
    password: paymentPasswordSchema,
    confirmPassword: z.string().max(64),
    /** The current payment password: required when one is set. */
    oldPassword: z.string().max(64).optional(),
    /** The login password: required to set the first payment password (proves it is the member). */
    loginPassword: z.string().max(200).optional(),
  })
  .strict();
export type SetPaymentPasswordBody = z.infer<typeof setPaymentPasswordBodySchema>;
export const paymentPasswordStatusSchema = z.object({ isSet: z.boolean() });

// ── paging of GET lists ─────────────────────────────────────────────────────────────────
/** An integer query value written plainly: '20', never '1e2', '0x14', '20.0' or ' 20' (z.coerce takes those). */
const queryInteger = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^-?\d{1,15}$/, 'a plain integer')
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));
export const paymentListQuerySchema = z
  .object({
    pageNo: queryInteger(1, 100_000).default(1),
    pageSize: queryInteger(1, 100).default(20),
  })
  .strict();

// ── deposits ────────────────────────────────────────────────────────────────────────────
export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const bankDepositBodySchema = z
  .object({
    amount: positiveMinorUnitsSchema,
    requestId: requestIdSchema,
    /** Name on the account the member paid from. */
    payerName: text(PAYMENT_TEXT_MAX),
    /** The bank's transfer reference, for the operator to match the payment. */
    reference: text(PAYMENT_TEXT_MAX),
  })
  .strict();
export type BankDepositBody = z.infer<typeof bankDepositBodySchema>;
export const depositSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  channel: z.string(),
  amount,
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  payerName: z.string(),
  reference: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;
/** The answer to a bank deposit request: replayed when its requestId had been used. */
export const bankDepositResultSchema = depositSchema.extend({ replayed: z.boolean() });
/**
 * The member's deposits as one list, newest first: bank requests (pending, approved, rejected), QR payments and
 * e-wallet payments (pending, paid, expired, failed; `channel` is the QR or e-wallet method, `payerName` empty,
 * `reference` the QR reference or the aggregator's transaction id, empty until the aggregator gave one).
 */
export const DEPOSIT_LIST_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'paid',
  'expired',
  'failed',
] as const;
export const depositListItemSchema = depositSchema.extend({ status: z.enum(DEPOSIT_LIST_STATUSES) });
export type DepositListItem = z.infer<typeof depositListItemSchema>;
export const depositListSchema = z.object({
  list: z.array(depositListItemSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  /** Whether the bank channel takes requests here, so the form can say so before anything is typed. */
  bankAvailable: z.boolean(),
});

// ── withdrawals ─────────────────────────────────────────────────────────────────────────
/**
 * pending → approved (operator) → disbursed (operator paid) → the member confirms: received, all_received,
 * partially_received (may later become all_received or not_received) or not_received (with proof; stays for
 * operator review). Unconfirmed, a disbursed withdrawal counts as received after the merchant's minutes.
 * pending, approved or not_received → rejected (operator) returns the held funds.
 */
export const WITHDRAWAL_STATUSES = [
  'pending',
  'approved',
  'disbursed',
  'received',
  'all_received',
  'partially_received',
  'not_received',
  'rejected',
  'paying',
  'paid',
  'failed',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const WITHDRAWAL_OUTCOMES = [
  'received',
  'all_received',
  'partially_received',
  'not_received',
] as const;

/**
 * To a bank (bankName, account number) or to an e-wallet (method, its mobile number in accountNumber), with the
 * name on the account. Paid through a payment provider when the merchant has that withdrawal channel, with its
 * fee taken from the amount (paying → paid | failed); otherwise disbursed by the operator by hand.
 */
export const withdrawalBodySchema = z
  .object({
    amount: positiveMinorUnitsSchema,
    requestId: requestIdSchema,
    paymentPassword: z.string().max(64),
    destinationType: withdrawalDestinationTypeSchema.default('bank'),
    method: ewalletMethodSchema.optional(),
    bankName: text(PAYMENT_TEXT_MAX).optional(),
    accountName: text(PAYMENT_TEXT_MAX),
    accountNumber: z.string().trim().max(40),
    /** The fee the member was shown: a different fee now refuses the request (CONFLICT, FEE_CHANGED). */
    expectedFee: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!ACCOUNT_HOLDER_PATTERN.test(b.accountName)) issue('accountName', 'account name');
    if (b.destinationType === 'bank') {
      if (!b.bankName) issue('bankName', 'required');
      if (b.method) issue('method', 'not for a bank');
      if (!ACCOUNT_NUMBER_PATTERN.test(b.accountNumber)) issue('accountNumber', 'account number');
    } else {
      if (!b.method) issue('method', 'required');
      else if (!normalizeEwalletNumber(b.method, b.accountNumber)) issue('accountNumber', 'e-wallet number');
      if (b.bankName) issue('bankName', 'not for an e-wallet');
    }
  });
export type WithdrawalBody = z.infer<typeof withdrawalBodySchema>;

/** A data URL `data:image/png;base64,...` or `data:image/jpeg;base64,...` (bytes checked by the server). */
const proofImage = z.string().max(8_000_000);
export const withdrawalConfirmBodySchema = z
  .object({
    outcome: z.enum(WITHDRAWAL_OUTCOMES),
    note: z.string().trim().max(WITHDRAWAL_NOTE_MAX).optional(),
    /** Required (1–3) when not received; allowed when partially received. */
    proofs: z.array(proofImage).max(PROOF_IMAGES_MAX).optional(),
  })
  .strict();
export type WithdrawalConfirmBody = z.infer<typeof withdrawalConfirmBodySchema>;
export const withdrawalIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,15}$/) }).strict();

export const withdrawalSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  amount,
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  destinationType: withdrawalDestinationTypeSchema,
  /** bank, or the e-wallet paid to. */
  method: z.string(),
  /** Taken from the amount; receives = amount − fee. */
  fee: amount,
  receives: amount,
  /** Why the payout failed (the held money went back), when it did. */
  failureReason: z.string().nullable(),
  paidAt: z.string().nullable(),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked: only the last four digits. */
  accountNumber: z.string(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  /** True when it counted as received because the member did not answer in time. */
  autoConfirmed: z.boolean(),
  proofCount: z.number().int(),
  createdAt: z.string(),
  disbursedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalResultSchema = withdrawalSchema.extend({
  replayed: z.boolean(),
  /** Main wallet balance after the hold (null on a replay). */
  balance: amount.nullable(),
});
export const withdrawalListSchema = z.object({
  list: z.array(withdrawalSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
