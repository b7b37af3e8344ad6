import { z } from 'zod';
import { PAYMENT_DIRECTIONS, PAYMENT_METHODS } from './payment-channel-constants.js';

/**
 * The member's view of a merchant's payment channels: GET /wps/v2/payment-channels?direction=deposit|withdrawal.
 * Amounts are integer minor units of the merchant's currency.
 */

export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const paymentDirectionSchema = z.enum(PAYMENT_DIRECTIONS);

export const paymentChannelsQuerySchema = z.object({ direction: paymentDirectionSchema }).strict();
export type PaymentChannelsQuery = z.infer<typeof paymentChannelsQuerySchema>;

const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const paymentChannelSchema = z.object({
  id: z.string(),
  method: paymentMethodSchema,
  direction: paymentDirectionSchema,
  /**
   * Whether the channel takes requests here now. An enabled channel may still be unavailable (real money
   * needs a deployment fit for it); the member is then told "not available", nothing more.
   */
  available: z.boolean(),
  /** Deposits on a demo merchant credit play money (never withdrawable). */
  playMoney: z.boolean(),
  /** A seeded demonstration channel (the receiving details are not real). */
  demo: z.boolean(),
  minAmount: minor.nullable(),
  maxAmount: minor.nullable(),
  /** Withdrawal fee: a fixed part plus basis points of the amount (150 = 1.50 %). */
  feeFixed: minor,
  feePercentBp: z.number().int().min(0).max(10_000),
  /** How long a QR code of this channel stays payable (QR methods). */
  qrExpiryMinutes: z.number().int().nullable(),
  /** The account a bank deposit is paid into (bank deposits only). */
  receivingAccount: z
    .object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() })
    .nullable(),
});
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;

export const paymentChannelListSchema = z.object({ list: z.array(paymentChannelSchema) });
export type PaymentChannelList = z.infer<typeof paymentChannelListSchema>;
