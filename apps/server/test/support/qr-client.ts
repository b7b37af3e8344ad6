import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../src/db/database.js';
import { signWebhook } from '../../src/modules/payments/index.js';
import { freshIp, headersOf } from './identity-client.js';
import { envelope } from './test-app.js';

/** Member calls of QR deposits and a provider's signed notifications, for the QR deposit tests. */
export function qrClient(t: { app: FastifyInstance; handle: DatabaseHandle }) {
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: headersOf({ ip: freshIp(), token }) });
  const create = (token: string, body: { method?: string; amount: number; requestId: string }) =>
    call('POST', '/wps/v2/deposits/qr', token, { method: 'qrph', ...body });
  const balance = async (token: string) =>
    envelope(await call('GET', '/wps/v2/wallets/balance', token)).value.balance as number;
  const secretOf = async (provider: string) =>
    (
      await t.handle.db
        .selectFrom('payment_providers')
        .select('webhook_secret')
        .where('code', '=', provider)
        .executeTakeFirstOrThrow()
    ).webhook_secret;

  /** Sends a notification signed with `secret` (the provider's unless given) at `at` seconds. */
  async function notify(
    body: Record<string, unknown>,
    o: { provider?: string; secret?: string; at?: number; raw?: string } = {},
  ) {
    const provider = o.provider ?? 'demo-qr';
    const rawBody = o.raw ?? JSON.stringify(body);
    const at = o.at ?? Math.floor(Date.now() / 1000);
    const secret = o.secret ?? (await secretOf(provider));
    return t.app.inject({
      method: 'POST',
      url: `/wps/v2/payments/qr-notify/${provider}`,
      payload: rawBody,
      headers: {
        'content-type': 'application/json',
        'x-payment-timestamp': String(at),
        'x-payment-signature': signWebhook(secret, at, rawBody),
      },
    });
  }
  const paid = (d: { reference: string; amount: number; currency: string }, transactionId: string) => ({
    transactionId,
    reference: d.reference,
    status: 'paid',
    amount: d.amount,
    currency: d.currency,
  });
  const notifications = (reference: string) =>
    t.handle.db
      .selectFrom('qr_payment_notifications')
      .selectAll()
      .where('reference', '=', reference)
      .execute();
  return { call, create, balance, notify, paid, notifications, secretOf };
}
