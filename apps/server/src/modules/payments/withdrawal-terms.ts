import type { WithdrawalBody, WithdrawalQuoteQuery } from '@suerte/contracts';
import { normalizeEwalletNumber } from '@suerte/contracts/core';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import type { WalletOwner } from '../wallet/index.js';
import type { AggregatorAdapters } from './aggregator-adapter.js';
import { aggregatorChannel } from './channel-adapters.js';
import { merchantPaymentLimits, type PaymentLimits } from './payment-limits.js';
import type { PaymentChannelService } from './payment-channels.service.js';
import { quoteWithdrawal, type WithdrawalTerms } from './withdrawal-fees.js';

export interface WithdrawalTermsDeps {
  db: Database;
  channels: PaymentChannelService;
  adapters: AggregatorAdapters;
}

export interface PayoutPlan {
  method: 'bank' | 'gcash' | 'maya' | 'truemoney';
  /** The provider that pays it out, or null for a bank transfer the operator disburses by hand. */
  providerCode: string | null;
  terms: WithdrawalTerms;
  limits: PaymentLimits;
}

/**
 * How a withdrawal to this destination is paid and on what terms: through the merchant's withdrawal channel for
 * the method (its fee, its limits, else the merchant's) when a provider pays it out and the channel runs here
 * (channel rules: real money only on a deployment fit for it); a bank transfer without a provider is disbursed
 * by hand, free, within the merchant's limits, as before channels existed. Play money never leaves
 * (PLAY_MONEY_NOT_WITHDRAWABLE).
 */
export async function payoutPlan(
  deps: WithdrawalTermsDeps,
  owner: WalletOwner,
  destination: Pick<WithdrawalQuoteQuery, 'destinationType' | 'method'>,
): Promise<PayoutPlan> {
  if (owner.demoMerchant) throw new AppError('PLAY_MONEY_NOT_WITHDRAWABLE');
  const method = destination.destinationType === 'bank' ? 'bank' : destination.method;
  if (!method)
    throw new AppError('VALIDATION_FAILED', undefined, { issues: [{ path: 'method', message: 'required' }] });
  const limits = await merchantPaymentLimits(deps.db, owner.merchantCode);
  const listed = (await deps.channels.channelsFor(owner, 'withdrawal')).find((c) => c.method === method);
  if (method === 'bank' && !listed?.provider_code) {
    const terms = {
      feeFixed: 0,
      feePercentBp: 0,
      minAmount: limits.minWithdrawal,
      maxAmount: limits.maxWithdrawal,
    };
    return { method, providerCode: null, terms, limits };
  }
  const { channel, adapter } = await aggregatorChannel(deps.channels, deps.adapters, owner, {
    direction: 'withdrawal',
    method,
  });
  const terms = {
    feeFixed: channel.fee_fixed,
    feePercentBp: channel.fee_percent_bp,
    minAmount: channel.min_amount ?? limits.minWithdrawal,
    maxAmount: channel.max_amount ?? limits.maxWithdrawal,
  };
  return { method, providerCode: adapter.providerCode, terms, limits };
}

/** The member's preview: fee, what arrives and the limits, before anything is held. */
export async function withdrawalQuote(
  deps: WithdrawalTermsDeps,
  owner: WalletOwner,
  query: WithdrawalQuoteQuery,
) {
  const plan = await payoutPlan(deps, owner, query);
  const quote = quoteWithdrawal(query.amount, plan.terms);
  return { ...quote, ...plan.terms };
}

/** Refuses an amount the plan does not allow, and a fee other than the one the member was shown. */
export function checkAmount(plan: PayoutPlan, body: Pick<WithdrawalBody, 'amount' | 'expectedFee'>) {
  const quote = quoteWithdrawal(body.amount, plan.terms);
  if (quote.problem === 'BELOW_MIN' || quote.problem === 'ABOVE_MAX') {
    throw new AppError('WITHDRAWAL_LIMIT', undefined, {
      reason: 'AMOUNT',
      min: plan.terms.minAmount,
      max: plan.terms.maxAmount,
    });
  }
  if (quote.problem === 'FEE_EXCEEDS_AMOUNT')
    throw new AppError('WITHDRAWAL_LIMIT', undefined, { reason: 'FEE', fee: quote.fee });
  if (body.expectedFee !== undefined && body.expectedFee !== quote.fee)
    throw new AppError('CONFLICT', undefined, { reason: 'FEE_CHANGED', fee: quote.fee });
  return quote;
}

/** The account number as stored: an e-wallet's in its local form, a bank's as typed. */
export function destinationNumber(
  body: Pick<WithdrawalBody, 'destinationType' | 'method' | 'accountNumber'>,
) {
  if (body.destinationType === 'ewallet' && body.method)
    return normalizeEwalletNumber(body.method, body.accountNumber) ?? body.accountNumber;
  return body.accountNumber.trim();
}
