import { z } from 'zod';
import { QR_METHODS } from './payment-channel-constants.js';
import { positiveMinorUnitsSchema, requestIdSchema } from './wallet.js';

/**
 * QR deposits (QR Ph, PromptPay): the member asks for a dynamic EMVCo QR code for an amount, pays it from any
 * banking or wallet app, and the provider's signed notification credits the main wallet.
 * pending → paid | expired | failed. Amounts in minor units; times ISO 8601 UTC.
 */

export const QR_DEPOSIT_STATUSES = ['pending', 'paid', 'expired', 'failed'] as const;
export type QrDepositStatus = (typeof QR_DEPOSIT_STATUSES)[number];

// ── POST /wps/v2/deposits/qr ────────────────────────────────────────────────────────────
export const qrDepositBodySchema = z
  .object({ method: z.enum(QR_METHODS), amount: positiveMinorUnitsSchema, requestId: requestIdSchema })
  .strict();
export type QrDepositBody = z.infer<typeof qrDepositBodySchema>;

export const qrDepositSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  method: z.enum(QR_METHODS),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(QR_DEPOSIT_STATUSES),
  /** Ours: shown to the member and carried in the code; the provider names it when the payment arrives. */
  reference: z.string(),
  /** The EMVCo payload the QR code draws. */
  payload: z.string(),
  /** Credited as play money (a demo merchant): never withdrawable. */
  playMoney: z.boolean(),
  /** Paid through the in-house demo provider (the page offers the demo wallet). */
  demoProvider: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The server's clock when it answered, so a countdown does not depend on the phone's clock. */
  serverTime: z.string(),
  settledAt: z.string().nullable(),
});
export type QrDeposit = z.infer<typeof qrDepositSchema>;
export const qrDepositResultSchema = qrDepositSchema.extend({ replayed: z.boolean() });
export type QrDepositResult = z.infer<typeof qrDepositResultSchema>;

// ── GET /wps/v2/deposits/qr/:id, POST /wps/v2/deposits/qr/:id/demo-pay ──────────────────
export const qrDepositIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,15}$/) }).strict();

// ── POST /wps/v2/payments/qr-notify/:provider (signed by the provider) ─────────────────
export const qrNotificationSchema = z
  .object({
    /** The provider's own id of the payment: one credit per id. */
    transactionId: z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/),
    reference: z.string().min(1).max(100),
    status: z.enum(['paid', 'failed']),
    amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    currency: z.string().regex(/^[A-Z]{3}$/),
  })
  .strict();
export type QrNotification = z.infer<typeof qrNotificationSchema>;
