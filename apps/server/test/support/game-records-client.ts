import type { BettingRecord, ProfitLoss } from '@suerte/contracts';
import { expect } from 'vitest';
import { envelope, type withTestApp } from './test-app.js';
import { walletClient } from './wallet-client.js';

/** The betting-record and profit-and-loss relays as the member centre calls them, for API tests. */
export function gameRecordsClient(t: ReturnType<typeof withTestApp>) {
  const { relay } = walletClient(t);
  /** A relay's value; fails the test unless the call succeeded. */
  async function value<T>(name: string, token: string, body: Record<string, unknown>) {
    const res = envelope<T>(await relay(name, token, body));
    expect(res.success, JSON.stringify(res)).toBe(true);
    return res.value;
  }
  const record = (token: string, body: Record<string, unknown> = {}) =>
    value<BettingRecord>('GCSFE_bettingRecord', token, body);
  const profitLoss = (token: string, body: Record<string, unknown>) =>
    value<ProfitLoss>('GCSFE_profitLoss', token, body);
  return { relay, record, profitLoss };
}
