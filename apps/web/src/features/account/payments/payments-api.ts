import { queryOptions } from '@tanstack/react-query';
import {
  ACCOUNT_NUMBER_PATTERN,
  PAYMENT_PASSWORD_PATTERN,
  PAYMENT_TEXT_MAX,
  PROOF_IMAGE_MAX_BYTES,
  PROOF_IMAGES_MAX,
  WITHDRAWAL_NOTE_MAX,
} from '@suerte/contracts/core';
import type {
  Deposit,
  DepositListItem,
  EndpointBody,
  EndpointValue,
  Withdrawal,
  WithdrawalConfirmBody,
} from '@suerte/contracts';
import { api } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../api/member';
import { DEPOSITS_KEY, WITHDRAWALS_KEY } from './payment-events';

/**
 * The payment calls of the member centre (contracts/payments.ts): payment password, bank-transfer deposits,
 * withdrawals and their confirmation (spec §4). Only the payment pages import this file. Every key sits under
 * ['member'], so a session end forgets them.
 */

/** The server's own rules, from the contracts' zod-free part. */
export const PAYMENT_PASSWORD = PAYMENT_PASSWORD_PATTERN;
export const ACCOUNT_NUMBER = ACCOUNT_NUMBER_PATTERN;
export { PROOF_IMAGE_MAX_BYTES, PROOF_IMAGES_MAX };
export const PROOF_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const TEXT_MAX = PAYMENT_TEXT_MAX;
export const NOTE_MAX = WITHDRAWAL_NOTE_MAX;

export type WithdrawalOutcome = WithdrawalConfirmBody['outcome'];
export type { Deposit, DepositListItem, Withdrawal };

export const PAYMENT_PASSWORD_KEY = [...MEMBER_QUERY_KEY, 'paymentPassword'] as const;
export { DEPOSITS_KEY, WITHDRAWALS_KEY };
export const LIST_PAGE_SIZE = 20;

export function paymentPasswordQueryOptions() {
  return queryOptions({
    queryKey: PAYMENT_PASSWORD_KEY,
    queryFn: ({ signal }) => api.call('GET /wps/v2/payment-password', { signal }),
    staleTime: 60_000,
  });
}

/** Sets the first payment password (with the login password) or changes it (with the current one). Enc. */
export function setPaymentPassword(
  body: EndpointBody<'POST /wps/v2/payment-password'>,
): Promise<EndpointValue<'POST /wps/v2/payment-password'>> {
  return api.enc('POST /wps/v2/payment-password', { body });
}

export function depositsQueryOptions() {
  return queryOptions({
    queryKey: DEPOSITS_KEY,
    queryFn: ({ signal }) =>
      api.call('GET /wps/v2/deposits', { query: { pageNo: 1, pageSize: LIST_PAGE_SIZE }, signal }),
    staleTime: 10_000,
  });
}

/** Amounts go as plain integers of minor units (the contracts brand them on the server's side). */
export type BankDepositRequest = EndpointBody<'POST /wps/v2/deposits/bank'>;
export type WithdrawalRequest = EndpointBody<'POST /wps/v2/withdrawals'>;

export function requestBankDeposit(
  body: BankDepositRequest,
): Promise<EndpointValue<'POST /wps/v2/deposits/bank'>> {
  return api.call('POST /wps/v2/deposits/bank', { body });
}

export function withdrawalsQueryOptions() {
  return queryOptions({
    queryKey: WITHDRAWALS_KEY,
    queryFn: ({ signal }) =>
      api.call('GET /wps/v2/withdrawals', { query: { pageNo: 1, pageSize: LIST_PAGE_SIZE }, signal }),
    staleTime: 10_000,
  });
}

export type WithdrawalResult = EndpointValue<'POST /wps/v2/withdrawals'>;

/** A withdrawal request; the funds are held at once. Enc (it carries the payment password). */
export function requestWithdrawal(body: WithdrawalRequest): Promise<WithdrawalResult> {
  return api.enc('POST /wps/v2/withdrawals', { body });
}

export function confirmWithdrawal(id: string, body: WithdrawalConfirmBody): Promise<Withdrawal> {
  return api.call('POST /wps/v2/withdrawals/:id/confirm', { params: { id }, body });
}

/** What the member may answer about a withdrawal in this status (spec §4). */
export function outcomesFor(status: Withdrawal['status']): readonly WithdrawalOutcome[] {
  if (status === 'disbursed') return ['received', 'all_received', 'partially_received', 'not_received'];
  if (status === 'partially_received') return ['all_received', 'not_received'];
  return [];
}

/** Outcomes that need (not received) or allow (partially received) proof images. */
export const PROOF_REQUIRED: readonly WithdrawalOutcome[] = ['not_received'];
export const PROOF_ALLOWED: readonly WithdrawalOutcome[] = ['not_received', 'partially_received'];
