import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from './member';

/**
 * The member's main-wallet balance as the header reads it: an integer amount in minor units (ARCHITECTURE §5)
 * and, optionally, the currency's exponent (2 when absent). The wallet service is not built yet (the call
 * answers 404 today); an answer of any other shape counts as "unavailable", never as a number.
 */
export interface WalletBalance {
  /** Minor units (centavos, satang). */
  balance: number;
  exponent: number;
}

export function parseBalance(value: unknown): WalletBalance {
  const record = (value ?? {}) as Record<string, unknown>;
  const raw = record.balance;
  const balance = typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
  const exponent = record.exponent ?? 2;
  if (
    typeof balance !== 'number' ||
    !Number.isSafeInteger(balance) ||
    typeof exponent !== 'number' ||
    !Number.isInteger(exponent) ||
    exponent < 0 ||
    exponent > 4
  ) {
    throw new ApiError('INTERNAL_ERROR', 'unexpected balance answer', 200);
  }
  return { balance, exponent };
}

export function balanceQueryOptions() {
  return queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'balance'] as const,
    queryFn: async ({ signal }) => parseBalance(await api.get('/wps/v2/wallets/balance', undefined, signal)),
    staleTime: 30_000,
    // The member refreshes by clicking; an unavailable wallet is shown as such at once.
    retry: false,
  });
}
