import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from './member';

/** The main wallet's balance in minor units, with its currency's exponent, code and symbol (ARCHITECTURE §5). */
export function balanceQueryOptions() {
  return queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'balance'] as const,
    queryFn: ({ signal }) => api.call('GET /wps/v2/wallets/balance', { signal }),
    staleTime: 30_000,
    // The member refreshes by clicking; an unavailable wallet is shown as such at once.
    retry: false,
  });
}
