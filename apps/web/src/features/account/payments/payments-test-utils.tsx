import type { ReactElement } from 'react';
import { vi, type Mock } from 'vitest';
import { fakeWhitelabel, renderWithShell } from '../../../app/test-utils';
import { api } from '../../../lib/api-client';
import { fakeMemberInfo, logIn } from '../test-utils';
import type { Withdrawal } from './payments-api';

/** An answer of the fake API; a failure may carry the error value (attempts left, limits, reasons). */
export type PayAnswer = { value: unknown } | { status: number; code: string; value?: unknown };
type Routes = Record<string, PayAnswer | (() => PayAnswer)>;

export const PAY = {
  member: 'GET /wps/member/info',
  balance: 'GET /wps/v2/wallets/balance',
  password: 'GET /wps/v2/payment-password',
  setPassword: 'POST /wps/v2/payment-password',
  deposits: 'GET /wps/v2/deposits',
  bank: 'POST /wps/v2/deposits/bank',
  withdrawals: 'GET /wps/v2/withdrawals',
  withdraw: 'POST /wps/v2/withdrawals',
  confirm: (id: string) => `POST /wps/v2/withdrawals/${id}/confirm`,
} as const;

export const balance = (minor = 150000) => ({
  value: { balance: minor, exponent: 2, currency: 'PHP', currencySymbol: '₱' },
});
export const page = (list: unknown[]) => ({ value: { list, total: list.length, pageNo: 1, pageSize: 20 } });

export function withdrawal(over: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: '7',
    requestId: 'r7',
    amount: 50000,
    currency: 'PHP',
    status: 'pending',
    bankName: 'BDO',
    accountName: 'Juan Dela Cruz',
    accountNumber: '****6789',
    reason: null,
    note: null,
    autoConfirmed: false,
    proofCount: 0,
    createdAt: '2026-01-02T03:04:05.000Z',
    disbursedAt: null,
    confirmedAt: null,
    ...over,
  };
}

/**
 * A logged-in member on a demo site; fetch answers by "METHOD /path". Enc calls go as plain JSON here (the
 * encryption has its own tests), so a test reads the body it sent.
 */
export function renderPayments(ui: ReactElement, routes: Routes) {
  const all: Routes = { [PAY.member]: { value: fakeMemberInfo() }, [PAY.balance]: balance(), ...routes };
  const fetchMock = vi.fn(async (input: URL | RequestInfo, init?: RequestInit) => {
    const path = new URL(String(input), window.location.origin).pathname;
    const entry = all[`${init?.method ?? 'GET'} ${path}`];
    const answer = (typeof entry === 'function' ? entry() : entry) ?? { status: 500, code: 'INTERNAL_ERROR' };
    const body =
      'code' in answer
        ? { success: false, code: answer.code, message: answer.code, value: answer.value ?? null }
        : { success: true, code: 'OK', message: 'ok', value: answer.value };
    return new Response(JSON.stringify(body), { status: 'code' in answer ? answer.status : 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(api, 'postEnc').mockImplementation((path, body) => api.post(path, body));
  logIn();
  const view = renderWithShell(ui, { whitelabel: fakeWhitelabel({ demo: true }) });
  return { fetchMock, ...view };
}

/** The JSON bodies sent to "METHOD /path", in order. */
export function sent(fetchMock: Mock, route: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const path = new URL(String(input), window.location.origin).pathname;
      return `${(init as RequestInit | undefined)?.method ?? 'GET'} ${path}` === route;
    })
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);
}

/** A file of `size` bytes whose first bytes are a PNG signature (or what `head` says). */
export function fileOf(name: string, type: string, size = 1024, head = [0x89, 0x50, 0x4e, 0x47]) {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
}
