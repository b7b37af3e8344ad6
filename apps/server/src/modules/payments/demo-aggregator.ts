import { z } from 'zod';
import type { Database } from '../../db/database.js';
import type {
  AggregatorAdapter,
  AggregatorEvent,
  AggregatorStatus,
  PayoutRequest,
} from './aggregator-adapter.js';
import {
  decideDemoPayment,
  providerSecret,
  demoTransaction,
  demoTransactionByReference,
  expireDemoPayment,
  insertDemoTransaction,
  type DemoTransactionRow,
} from './demo-aggregator.repository.js';
import {
  signWebhook,
  verifyWebhookSignature,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from './webhook-signature.js';

/** The demonstration aggregator's provider code (seeded by the e-wallet migration). */
export const DEMO_AGGREGATOR = 'demo-aggregator';
/** Where our server shows the demonstration checkout (clearly a demo path, never a real provider's). */
export const DEMO_CHECKOUT_PATH = '/demo/aggregator/checkout';
/** Our notification endpoint for a provider. */
export const webhookPath = (provider: string) => `/wps/v2/payments/notify/${provider}`;

/**
 * Demo rule for payouts: an account or wallet number ending in 0000 does not exist at the demo aggregator, so
 * the payout fails (and the held money goes back); every other payout is paid at once.
 */
const FAILING_DESTINATION = /0000$/;

/** How a notification leaves the simulator: into our own endpoint, in-process (no request leaves the machine). */
export type NotificationDelivery = (
  path: string,
  rawBody: string,
  headers: Record<string, string>,
) => Promise<void>;

let delivery: NotificationDelivery | null = null;
/** The server sets where the simulator's notifications go; without it, only status queries tell the outcome. */
export function setDemoNotificationDelivery(next: NotificationDelivery | null): void {
  delivery = next;
}

const eventSchema = z
  .object({
    kind: z.enum(['payment', 'payout']),
    transactionId: z.string().min(1).max(100),
    reference: z.string().min(1).max(100),
    status: z.enum(['pending', 'paid', 'failed', 'expired']),
    amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    currency: z.string().min(3).max(3),
    reason: z.string().max(200).nullable(),
  })
  .strict();

const statusOf = (row: DemoTransactionRow): AggregatorStatus => ({
  transactionId: row.id,
  reference: row.merchant_reference,
  status: row.status,
  amount: row.amount,
  currency: row.currency_code,
  reason: row.failure_reason,
});

/**
 * The notification the simulator sends for a transaction: its raw body and the headers signed with the secret
 * of the provider it stands in for.
 */
export async function signedNotification(
  db: Database,
  row: DemoTransactionRow,
  nowSeconds = Date.now() / 1000,
) {
  const secret = await providerSecret(db, row.provider_code);
  if (!secret) throw new Error(`provider ${row.provider_code} has no row`);
  const event: AggregatorEvent = { kind: row.kind, ...statusOf(row) };
  const rawBody = JSON.stringify(event);
  const timestamp = Math.floor(nowSeconds);
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
      [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, timestamp, rawBody),
    },
  };
}

/** Sends the transaction's notification to our endpoint, when the server has said where. */
export async function notifyDemoOutcome(db: Database, row: DemoTransactionRow): Promise<void> {
  if (!delivery) return;
  const { rawBody, headers } = await signedNotification(db, row);
  await delivery(webhookPath(row.provider_code), rawBody, headers);
}

/** The member's answer on the demo checkout page; the outcome is notified to our endpoint before returning. */
export async function decideDemoCheckout(db: Database, id: string, approve: boolean) {
  const row = await decideDemoPayment(db, id, approve ? 'paid' : 'failed');
  if (row && row.status !== 'pending') await notifyDemoOutcome(db, row);
  return row;
}

function payoutOutcome(request: PayoutRequest) {
  const fails = FAILING_DESTINATION.test(request.destination.accountNumber.replace(/\D/g, ''));
  return fails
    ? { status: 'failed' as const, reason: 'ACCOUNT_NOT_FOUND' }
    : { status: 'paid' as const, reason: null };
}

/** The demonstration aggregator (provider demo-aggregator: play money on demo merchants only). */
export const demoAggregatorAdapter = (db: Database) => simulatedAggregatorAdapter(db, DEMO_AGGREGATOR);

/**
 * The aggregator simulator standing in for a provider: its book is in the database, its checkout page is served
 * by our server (labelled DEMO), its notifications are signed with the provider's secret. Besides the demo
 * provider, a test deployment may map a sandbox provider to it (never in production: see config).
 */
export function simulatedAggregatorAdapter(db: Database, providerCode: string): AggregatorAdapter {
  return {
    providerCode,
    async createPayment(request) {
      const row = await insertDemoTransaction(db, {
        provider_code: providerCode,
        kind: 'payment',
        merchant_reference: request.reference,
        amount: request.amount,
        currency_code: request.currency,
        method: request.method,
        status: 'pending',
        failure_reason: null,
        return_url: request.returnUrl,
        destination: null,
        expires_at: request.expiresAt,
      });
      return { transactionId: row.id, checkoutUrl: `${DEMO_CHECKOUT_PATH}/${row.id}` };
    },
    async queryPayment(transactionId) {
      const row = await expireDemoPayment(db, transactionId);
      return row && row.kind === 'payment' && row.provider_code === providerCode ? statusOf(row) : null;
    },
    async createPayout(request) {
      const outcome = payoutOutcome(request);
      const row = await insertDemoTransaction(db, {
        provider_code: providerCode,
        kind: 'payout',
        merchant_reference: request.reference,
        amount: request.amount,
        currency_code: request.currency,
        method: request.method,
        status: outcome.status,
        failure_reason: outcome.reason,
        return_url: null,
        destination: request.destination,
        expires_at: null,
      });
      // The notification follows the answer, as a real aggregator's would; a lost one is found by the query.
      setImmediate(() => void notifyDemoOutcome(db, row).catch(() => undefined));
      return statusOf(row);
    },
    async queryPayout(reference) {
      const row = await demoTransactionByReference(db, providerCode, 'payout', reference);
      return row ? statusOf(row) : null;
    },
    async verifyNotification({ rawBody, headers }) {
      const secret = await providerSecret(db, providerCode);
      const header = (name: string) => {
        const value = headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const refused = verifyWebhookSignature({
        secret: secret ?? '',
        rawBody,
        timestamp: header(WEBHOOK_TIMESTAMP_HEADER),
        signature: header(WEBHOOK_SIGNATURE_HEADER),
        nowSeconds: Date.now() / 1000,
      });
      if (!secret || refused) return { refused: refused ?? 'NO_SECRET' };
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return { refused: 'NOT_JSON' };
      }
      const event = eventSchema.safeParse(parsed);
      return event.success ? { event: event.data } : { refused: 'NOT_AN_EVENT' };
    },
  };
}

export { demoTransaction };
