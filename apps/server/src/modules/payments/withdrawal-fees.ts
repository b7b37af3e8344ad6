import { BASIS_POINTS } from '@suerte/contracts/core';

/** What a withdrawal channel charges and allows (minor units; the percentage in basis points: 150 = 1.50 %). */
export interface WithdrawalTerms {
  feeFixed: number;
  feePercentBp: number;
  minAmount: number;
  maxAmount: number;
}

export type QuoteProblem = 'BELOW_MIN' | 'ABOVE_MAX' | 'FEE_EXCEEDS_AMOUNT';

export interface WithdrawalQuote {
  amount: number;
  fee: number;
  /** What reaches the destination: amount − fee (0 when the fee would take it all). */
  receives: number;
  problem: QuoteProblem | null;
}

/**
 * The fee of withdrawing `amount`: the fixed part plus the percentage, the percentage rounded up to the minor
 * unit (the provider charges whole units). Integer arithmetic in BigInt: no float, no overflow.
 */
export function withdrawalFee(amount: number, terms: Pick<WithdrawalTerms, 'feeFixed' | 'feePercentBp'>) {
  const scaled = BigInt(amount) * BigInt(terms.feePercentBp);
  const bp = BigInt(BASIS_POINTS);
  const percent = (scaled + bp - 1n) / bp;
  return Number(BigInt(terms.feeFixed) + percent);
}

/** The fee, what arrives, and why the amount cannot be withdrawn this way (limits first, then the fee). */
export function quoteWithdrawal(amount: number, terms: WithdrawalTerms): WithdrawalQuote {
  const fee = withdrawalFee(amount, terms);
  const receives = Math.max(0, amount - fee);
  let problem: QuoteProblem | null = null;
  if (amount < terms.minAmount) problem = 'BELOW_MIN';
  else if (amount > terms.maxAmount) problem = 'ABOVE_MAX';
  else if (fee >= amount) problem = 'FEE_EXCEEDS_AMOUNT';
  return { amount, fee, receives, problem };
}
