import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from './member';

/**
 * The member's main-wallet balance as GET /wps/v2/wallets/balance answers it (ARCHITECTURE §5): an integer
 * amount in minor units, the currency's exponent (2 when absent), its code and symbol. An answer of any other
 * shape counts as "unavailable", never as a number.
 */
export interface WalletBalance {
  /** Minor units (centavos, satang). */
  balance: number;
  exponent: number;
  /** ISO code ('PHP'); null when the answer leaves it out. */
  currency: string | null;
  /** '₱'; null when the answer leaves it out (the member's own symbol is used then). */
  currencySymbol: string | null;
}

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

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
  return {
    balance,
    exponent,
    currency: textOrNull(record.currency),
    currencySymbol: textOrNull(record.currencySymbol),
  };
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
