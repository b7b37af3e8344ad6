import { createHmac, timingSafeEqual } from 'node:crypto';

/** Headers of a signed provider notification: seconds since the epoch, and the hex HMAC-SHA256. */
export const WEBHOOK_TIMESTAMP_HEADER = 'x-payment-timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'x-payment-signature';

/** How far a notification's timestamp may be from our clock, either way (a replay later than this is refused). */
export const WEBHOOK_WINDOW_SECONDS = 300;

/** The signature of a raw body sent at `timestamp`: HMAC-SHA256 over `timestamp.body`, hex. */
export function signWebhook(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export type WebhookRefusal = 'MISSING_SIGNATURE' | 'STALE_TIMESTAMP' | 'BAD_SIGNATURE';

/**
 * Checks a notification's signature over its raw bytes (before any parsing) and that it was signed within the
 * window around `nowSeconds`. The comparison takes the same time whatever the bytes (timingSafeEqual).
 */
export function verifyWebhookSignature(input: {
  secret: string;
  rawBody: string;
  timestamp: string | undefined;
  signature: string | undefined;
  nowSeconds: number;
  windowSeconds?: number;
}): WebhookRefusal | null {
  const { timestamp, signature } = input;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature))
    return 'MISSING_SIGNATURE';
  const sentAt = Number(timestamp);
  if (Math.abs(input.nowSeconds - sentAt) > (input.windowSeconds ?? WEBHOOK_WINDOW_SECONDS))
    return 'STALE_TIMESTAMP';
  const expected = Buffer.from(signWebhook(input.secret, sentAt, input.rawBody), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : 'BAD_SIGNATURE';
}
