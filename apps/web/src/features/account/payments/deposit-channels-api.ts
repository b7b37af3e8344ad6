import { queryOptions } from '@tanstack/react-query';
import type {
  EndpointBody,
  EndpointValue,
  PaymentChannel,
  PaymentDirection,
  QrDeposit,
} from '@suerte/contracts';
import { api } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../api/member';

/**
 * The merchant's payment channels (contracts/payment-channels.ts) and QR deposits (contracts/qr-deposits.ts).
 * Keys sit under ['member'], so a session end forgets them.
 */
export type { PaymentChannel, QrDeposit };
export type QrDepositRequest = EndpointBody<'POST /wps/v2/deposits/qr'>;
export type QrDepositResult = EndpointValue<'POST /wps/v2/deposits/qr'>;

export const channelsKey = (direction: PaymentDirection) =>
  [...MEMBER_QUERY_KEY, 'paymentChannels', direction] as const;
export const qrDepositKey = (id: string) => [...MEMBER_QUERY_KEY, 'qrDeposit', id] as const;

/** How often a pending code is looked at while it is on screen (the balance itself arrives by member event). */
export const QR_POLL_MS = 3000;

export function paymentChannelsQueryOptions(direction: PaymentDirection) {
  return queryOptions({
    queryKey: channelsKey(direction),
    queryFn: ({ signal }) => api.call('GET /wps/v2/payment-channels', { query: { direction }, signal }),
    staleTime: 60_000,
  });
}

export function createQrDeposit(body: QrDepositRequest): Promise<QrDepositResult> {
  return api.call('POST /wps/v2/deposits/qr', { body });
}

export function qrDepositQueryOptions(id: string) {
  return queryOptions({
    queryKey: qrDepositKey(id),
    queryFn: ({ signal }) => api.call('GET /wps/v2/deposits/qr/:id', { params: { id }, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? QR_POLL_MS : false),
  });
}

/** Demo sites only: the demo wallet pays the code (a signed provider notification to the server). */
export function payWithDemoWallet(id: string): Promise<QrDeposit> {
  return api.call('POST /wps/v2/deposits/qr/:id/demo-pay', { params: { id } });
}
