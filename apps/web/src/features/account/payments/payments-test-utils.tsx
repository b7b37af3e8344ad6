import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { renderLoggedIn } from '../test-utils';
import type { Withdrawal } from './payments-api';

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
export const page = (list: unknown[], extra: Record<string, unknown> = {}) => ({
  value: { list, total: list.length, pageNo: 1, pageSize: 20, ...extra },
});

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
 * A logged-in member on a demo site with a ₱1,500.00 balance; fetch answers by "METHOD /path". Enc calls go as
 * plain JSON here (the encryption has its own tests), so a test reads the body it sent.
 */
export function renderPayments(ui: ReactElement, routes: Parameters<typeof renderLoggedIn>[1]) {
  vi.spyOn(api, 'enc').mockImplementation((key, request) => api.call(key as never, request as never));
  return renderLoggedIn(ui, { [PAY.balance]: balance(), ...routes });
}

/** A file of `size` bytes whose first bytes are a PNG signature (or what `head` says). */
export function fileOf(name: string, type: string, size = 1024, head = [0x89, 0x50, 0x4e, 0x47]) {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
}
