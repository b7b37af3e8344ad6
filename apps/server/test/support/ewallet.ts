import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../src/db/database.js';
import { signedNotification, webhookPath } from '../../src/modules/payments/index.js';
import { freshIp, headersOf } from './identity-client.js';
import { envelope } from './test-app.js';

/**
 * E-wallet payments in tests: the seeded demo merchants have GCash, Maya and TrueMoney channels settled by the
 * demo aggregator (play money only). Real-money tests switch a merchant's channels to a sandbox provider that
 * the app serves with the same simulator (PAYMENT_SANDBOX_PROVIDERS).
 */
export const SANDBOX = 'sandbox-pay';
export const SANDBOX_ENV = { PAYMENT_SANDBOX_PROVIDERS: SANDBOX };

/** A real (non-demo) provider row, and the merchant's e-wallet channels settled by it. */
export async function useSandboxProvider(handle: DatabaseHandle, merchant = 'SUERTE_PH') {
  await handle.db
    .insertInto('payment_providers')
    .values({ code: SANDBOX, name: 'Sandbox aggregator', is_demo: false })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await handle.db
    .updateTable('payment_channels')
    .set({ provider_code: SANDBOX })
    .where('merchant_code', '=', merchant)
    .where('method', 'in', ['gcash', 'maya', 'truemoney'])
    .execute();
}

export function memberApi(app: FastifyInstance, token: string, headers: Record<string, string> = {}) {
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      payload: payload as object,
      headers: headersOf({ ip: freshIp(), token, headers }),
    });
  return {
    call,
    balance: async () => envelope(await call('GET', '/wps/v2/wallets/balance')).value.balance as number,
    deposit: (body: { method: string; amount: number; requestId: string }) =>
      call('POST', '/wps/v2/deposits/ewallet', body),
    depositById: (id: string) => call('GET', `/wps/v2/deposits/ewallet/${id}`),
  };
}

/** The member's answer on the demo checkout page, as the browser's form sends it. */
export function checkout(app: FastifyInstance, checkoutUrl: string, decision: 'approve' | 'decline') {
  return app.inject({
    method: 'POST',
    url: checkoutUrl,
    payload: `decision=${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshIp() },
  });
}

/** Sends a notification to our endpoint: the simulator's own for the transaction, changed by `tamper`. */
export async function notify(
  app: FastifyInstance,
  handle: DatabaseHandle,
  transactionId: string,
  options: { tamper?: (body: string) => string; nowSeconds?: number; provider?: string } = {},
) {
  const row = await handle.db
    .selectFrom('demo_aggregator_transactions')
    .selectAll()
    .where('id', '=', transactionId)
    .executeTakeFirstOrThrow();
  const signed = await signedNotification(handle.db, row, options.nowSeconds);
  return app.inject({
    method: 'POST',
    url: webhookPath(options.provider ?? row.provider_code),
    payload: options.tamper ? options.tamper(signed.rawBody) : signed.rawBody,
    headers: signed.headers,
  });
}

/** Ledger transactions of a kind for a reference, to count credits. */
export async function postingsOf(handle: DatabaseHandle, kind: string, reference: string) {
  return handle.db
    .selectFrom('ledger_transactions')
    .select(['id', 'idempotency_key'])
    .where('kind', '=', kind)
    .where('reference', '=', reference)
    .execute();
}
