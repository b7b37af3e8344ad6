import type { QrNotification } from '@suerte/contracts';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from './webhook-signature.js';

/** The demo QR provider's code (seeded with the demo channels); it stands for a bank or wallet app. */
export const DEMO_QR_PROVIDER = 'demo-qr';

/** Our endpoint for a provider's QR payment notifications. */
export const qrNotifyPath = (provider: string) => `/wps/v2/payments/qr-notify/${provider}`;

/** How a notification reaches our endpoint: an HTTP request served in-process (nothing leaves the machine). */
export type QrNotificationDelivery = (
  path: string,
  rawBody: string,
  headers: Record<string, string>,
) => Promise<{ statusCode: number }>;

/**
 * The demo wallet paying a code: the signed notification a provider (the demo one, or a test deployment's
 * sandbox) sends when the payer's app has paid, to that provider's endpoint. One transaction id per code, so
 * paying the same code twice is a replay, as with a real app.
 */
export function demoQrPayment(
  provider: { code: string; secret: string },
  deposit: { reference: string; amount: number; currency: string },
  nowSeconds = Math.floor(Date.now() / 1000),
) {
  const body: QrNotification = {
    transactionId: `DEMOQR-${deposit.reference}`,
    reference: deposit.reference,
    status: 'paid',
    amount: deposit.amount,
    currency: deposit.currency,
  };
  const rawBody = JSON.stringify(body);
  return {
    path: qrNotifyPath(provider.code),
    rawBody,
    headers: {
      'content-type': 'application/json',
      [WEBHOOK_TIMESTAMP_HEADER]: String(nowSeconds),
      [WEBHOOK_SIGNATURE_HEADER]: signWebhook(provider.secret, nowSeconds, rawBody),
    },
  };
}
