import type { MemberEvent } from '@suerte/contracts/core';
import { create } from 'zustand';
import { MEMBER_QUERY_KEY } from '../api/member';

/**
 * The member's payment events, kept small because the member-events hook (on every page) reads it: the query
 * keys of the payment lists it refreshes, and the latest final state a deposit or withdrawal reached.
 */
export const WITHDRAWALS_KEY = [...MEMBER_QUERY_KEY, 'withdrawals'] as const;
export const EWALLET_DEPOSITS_KEY = [...MEMBER_QUERY_KEY, 'ewalletDeposits'] as const;
/** The deposit list of every way of paying (bank, QR, e-wallet), asked for again whenever money moves. */
export const DEPOSITS_KEY = [...MEMBER_QUERY_KEY, 'deposits'] as const;

export type PaymentEvent = Extract<MemberEvent, { type: 'payment.updated' }>;

export const usePaymentEvents = create<{ last: PaymentEvent | null }>()(() => ({ last: null }));
