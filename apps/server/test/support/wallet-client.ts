import { sql } from 'kysely';
import { expect } from 'vitest';
import { freshIp, headersOf } from './identity-client.js';
import { envelope, type withTestApp } from './test-app.js';

/** Member wallet calls as the web app makes them, for API tests of one test app. */
export function walletClient(t: ReturnType<typeof withTestApp>) {
  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: headersOf({ ip: freshIp(), token }) });
  const relay = (name: string, token: string | undefined, body: unknown) =>
    call('POST', `/wps/relay/${name}`, token, body);
  const transfer = (token: string, body: Record<string, unknown>) => relay('GCS_walletTransfer', token, body);
  const topUp = (token: string, amount: unknown, requestId: string) =>
    call('POST', '/wps/v2/deposits/demo', token, { amount, requestId });
  /** Every wallet's balance by its code ('MAIN' or the vendor's). */
  const balances = async (token: string) => {
    const res = envelope(await relay('GCS_merchantWallet', token, {}));
    expect(res.success).toBe(true);
    return Object.fromEntries(
      (res.value.wallets as { vendorCode: string; balance: number }[]).map((w) => [w.vendorCode, w.balance]),
    );
  };
  /** How many journal transactions exist (to prove a refused call wrote none). */
  const transactions = async () =>
    (
      await t.handle.db
        .selectFrom('ledger_transactions')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  return { call, relay, transfer, topUp, balances, transactions };
}
