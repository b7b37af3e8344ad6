import { queryOptions } from '@tanstack/react-query';
import type {
  BankDepositBody,
  Deposit,
  SetPaymentPasswordBody,
  Withdrawal,
  WithdrawalBody,
  WithdrawalConfirmBody,
} from '@suerte/contracts';
import { api } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../api/member';

/**
 * The payment calls of the member centre (contracts/payments.ts): payment password, bank-transfer deposits,
 * withdrawals and their confirmation (spec §4). Only the payment pages import this file. Every key sits under
 * ['member'], so a session end forgets them.
 */

/** Kept here (contracts PAYMENT_PASSWORD_PATTERN, PROOF_IMAGE_*) so no zod reaches the browser. */
export const PAYMENT_PASSWORD = /^\d{6}$/;
export const ACCOUNT_NUMBER = /^[0-9 -]{4,40}$/;
export const PROOF_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_IMAGES_MAX = 3;
export const PROOF_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const TEXT_MAX = 100;
export const NOTE_MAX = 500;

export type WithdrawalOutcome = WithdrawalConfirmBody['outcome'];
export type { Deposit, Withdrawal };

export interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export const PAYMENT_PASSWORD_KEY = [...MEMBER_QUERY_KEY, 'paymentPassword'] as const;
export const DEPOSITS_KEY = [...MEMBER_QUERY_KEY, 'deposits'] as const;
export const WITHDRAWALS_KEY = [...MEMBER_QUERY_KEY, 'withdrawals'] as const;
export const LIST_PAGE_SIZE = 20;

export function paymentPasswordQueryOptions() {
  return queryOptions({
    queryKey: PAYMENT_PASSWORD_KEY,
    queryFn: ({ signal }) => api.get<{ isSet: boolean }>('/wps/v2/payment-password', undefined, signal),
    staleTime: 60_000,
  });
}

/** Sets the first payment password (with the login password) or changes it (with the current one). Enc. */
export function setPaymentPassword(body: SetPaymentPasswordBody): Promise<{ isSet: boolean }> {
  return api.postEnc<{ isSet: boolean }>('/wps/v2/payment-password', body);
}

export function depositsQueryOptions() {
  return queryOptions({
    queryKey: DEPOSITS_KEY,
    queryFn: ({ signal }) =>
      api.get<Page<Deposit>>('/wps/v2/deposits', { pageNo: 1, pageSize: LIST_PAGE_SIZE }, signal),
    staleTime: 10_000,
  });
}

/** Amounts go as plain integers of minor units (the contracts brand them on the server's side). */
export type BankDepositRequest = Omit<BankDepositBody, 'amount'> & { amount: number };
export type WithdrawalRequest = Omit<WithdrawalBody, 'amount'> & { amount: number };

export function requestBankDeposit(body: BankDepositRequest): Promise<Deposit & { replayed: boolean }> {
  return api.post<Deposit & { replayed: boolean }>('/wps/v2/deposits/bank', body);
}

export function withdrawalsQueryOptions() {
  return queryOptions({
    queryKey: WITHDRAWALS_KEY,
    queryFn: ({ signal }) =>
      api.get<Page<Withdrawal>>('/wps/v2/withdrawals', { pageNo: 1, pageSize: LIST_PAGE_SIZE }, signal),
    staleTime: 10_000,
  });
}

export type WithdrawalResult = Withdrawal & { replayed: boolean; balance: number | null };

/** A withdrawal request; the funds are held at once. Enc (it carries the payment password). */
export function requestWithdrawal(body: WithdrawalRequest): Promise<WithdrawalResult> {
  return api.postEnc<WithdrawalResult>('/wps/v2/withdrawals', body);
}

export function confirmWithdrawal(id: string, body: WithdrawalConfirmBody): Promise<Withdrawal> {
  return api.post<Withdrawal>(`/wps/v2/withdrawals/${encodeURIComponent(id)}/confirm`, body);
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
