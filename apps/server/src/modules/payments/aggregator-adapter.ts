import type { EwalletMethod } from '@suerte/contracts/core';

/**
 * A payment aggregator as the payments module uses it: it takes e-wallet payments (the member approves them on
 * the aggregator's page or in the wallet app), pays out to e-wallets and banks, answers status queries, and
 * signs the notifications it sends us. Each provider (payment_providers.code) has one adapter.
 */
export interface AggregatorAdapter {
  readonly providerCode: string;
  /** Creates the payment, once per reference: a repeat answers the same transaction. */
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** The payment's state at the aggregator, or null when it has no such transaction. */
  queryPayment(transactionId: string): Promise<AggregatorStatus | null>;
  /** Sends a payout, once per reference: a repeat answers the same payout. */
  createPayout(request: PayoutRequest): Promise<AggregatorStatus>;
  /** The payout's state by our reference, or null when the aggregator never received it. */
  queryPayout(reference: string): Promise<AggregatorStatus | null>;
  /** The notification's event when its signature and time are right; otherwise the reason it is refused. */
  verifyNotification(input: {
    rawBody: string;
    headers: Record<string, string | string[] | undefined>;
  }): Promise<{ event: AggregatorEvent } | { refused: string }>;
}

export interface PaymentRequest {
  /** Ours, unique per payment: the aggregator keys its idempotency on it. */
  reference: string;
  amount: number;
  currency: string;
  method: EwalletMethod;
  /** Where the member's browser comes back to after the checkout. */
  returnUrl: string;
  expiresAt: Date;
}

export interface CreatedPayment {
  transactionId: string;
  /** The aggregator's checkout page, or a deep link into the wallet app. */
  checkoutUrl: string;
}

export interface PayoutRequest {
  reference: string;
  /** What reaches the destination (the fee already taken). */
  amount: number;
  currency: string;
  method: 'bank' | EwalletMethod;
  destination: { bankName: string | null; accountName: string; accountNumber: string };
}

export type AggregatorState = 'pending' | 'paid' | 'failed' | 'expired';

export interface AggregatorStatus {
  transactionId: string;
  reference: string;
  status: AggregatorState;
  amount: number;
  currency: string;
  reason: string | null;
}

/** A notification: a payment or a payout changed state. */
export interface AggregatorEvent extends AggregatorStatus {
  kind: 'payment' | 'payout';
}

/** The adapters by provider code; a provider without one has no usable channel. */
export type AggregatorAdapters = ReadonlyMap<string, AggregatorAdapter>;
