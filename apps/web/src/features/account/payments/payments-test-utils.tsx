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
  channels: 'GET /wps/v2/payment-channels',
  qr: 'POST /wps/v2/deposits/qr',
  qrGet: (id: string) => `GET /wps/v2/deposits/qr/${id}`,
  qrDemoPay: (id: string) => `POST /wps/v2/deposits/qr/${id}/demo-pay`,
  bank: 'POST /wps/v2/deposits/bank',
  withdrawals: 'GET /wps/v2/withdrawals',
  withdraw: 'POST /wps/v2/withdrawals',
  confirm: (id: string) => `POST /wps/v2/withdrawals/${id}/confirm`,
  quote: 'GET /wps/v2/withdrawals/quote',
  ewallet: 'POST /wps/v2/deposits/ewallet',
  ewalletById: (id: string) => `GET /wps/v2/deposits/ewallet/${id}`,
} as const;

export const balance = (minor = 150000) => ({
  value: { balance: minor, exponent: 2, currency: 'PHP', currencySymbol: '₱' },
});
export const page = (list: unknown[], extra: Record<string, unknown> = {}) => ({
  value: { list, total: list.length, pageNo: 1, pageSize: 20, ...extra },
});

/** A deposit channel as the member's list answers it (the bank's receiving account, demo play money). */
export function channel(method: string, over: Record<string, unknown> = {}) {
  return {
    id: method,
    method,
    direction: 'deposit',
    available: true,
    playMoney: true,
    demo: true,
    minAmount: 10_000,
    maxAmount: 5_000_000,
    feeFixed: 0,
    feePercentBp: 0,
    qrExpiryMinutes: method === 'qrph' || method === 'promptpay' ? 15 : null,
    receivingAccount:
      method === 'bank'
        ? {
            bankName: 'BDO Unibank (demo)',
            accountName: 'Suerte Philippines Demo',
            accountNumber: '0000-1234-5678',
          }
        : null,
    ...over,
  };
}
export const channels = (...list: unknown[]) => ({ value: { list } });

export function withdrawal(over: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: '7',
    requestId: 'r7',
    amount: 50000,
    currency: 'PHP',
    status: 'pending',
    destinationType: 'bank',
    method: 'bank',
    fee: 0,
    receives: over.amount ?? 50000,
    failureReason: null,
    paidAt: null,
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
 * A logged-in member on a demo site with a ₱1,500.00 balance and the bank deposit channel; fetch answers by
 * "METHOD /path". Enc calls go as
 * plain JSON here (the encryption has its own tests), so a test reads the body it sent.
 */
export function renderPayments(ui: ReactElement, routes: Parameters<typeof renderLoggedIn>[1]) {
  vi.spyOn(api, 'enc').mockImplementation((key, request) => api.call(key as never, request as never));
  return renderLoggedIn(ui, {
    [PAY.balance]: balance(),
    [PAY.channels]: channels(channel('bank')),
    ...routes,
  });
}

/** A file of `size` bytes whose first bytes are a PNG signature (or what `head` says). */
export function fileOf(name: string, type: string, size = 1024, head = [0x89, 0x50, 0x4e, 0x47]) {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
}
