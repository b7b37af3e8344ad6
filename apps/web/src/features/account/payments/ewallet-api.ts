import { queryOptions } from '@tanstack/react-query';
import type { EndpointQuery, EndpointValue, EwalletDeposit, EwalletMethod } from '@suerte/contracts';
import { api } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../api/member';

/**
 * E-wallet payments (contracts/ewallet.ts): deposits through an aggregator's checkout, their status page, and
 * the withdrawal quote (fee, what arrives, limits) shown before a withdrawal is confirmed. Keys sit under
 * ['member'], so a session end forgets them.
 */
export type { EwalletDeposit, EwalletMethod };
export type WithdrawalQuote = EndpointValue<'GET /wps/v2/withdrawals/quote'>;
export type WithdrawalQuoteQuery = EndpointQuery<'GET /wps/v2/withdrawals/quote'>;

/** The wallets' own names (brands: the same in every language). */
export const EWALLET_NAMES: Record<EwalletMethod, string> = {
  gcash: 'GCash',
  maya: 'Maya',
  truemoney: 'TrueMoney',
};

export { EWALLET_DEPOSITS_KEY, usePaymentEvents } from './payment-events';
export const ewalletDepositKey = (id: string) => [...MEMBER_QUERY_KEY, 'ewalletDeposits', id] as const;
export const QUOTE_KEY = [...MEMBER_QUERY_KEY, 'withdrawalQuote'] as const;

/** How often a payment still pending is looked at while its page is open (the member event usually wins). */
export const EWALLET_POLL_MS = 3000;

export function startEwalletDeposit(body: { method: EwalletMethod; amount: number; requestId: string }) {
  return api.call('POST /wps/v2/deposits/ewallet', { body });
}

export function ewalletDepositQueryOptions(id: string) {
  return queryOptions({
    queryKey: ewalletDepositKey(id),
    queryFn: ({ signal }) => api.call('GET /wps/v2/deposits/ewallet/:id', { params: { id }, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? EWALLET_POLL_MS : false),
  });
}

export function withdrawalQuoteQueryOptions(query: WithdrawalQuoteQuery | null) {
  return queryOptions({
    queryKey: [...QUOTE_KEY, query],
    queryFn: ({ signal }) => api.call('GET /wps/v2/withdrawals/quote', { query: query!, signal }),
    enabled: query !== null,
    staleTime: 30_000,
    retry: false,
  });
}
