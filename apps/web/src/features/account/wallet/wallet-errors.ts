import type { TFunction } from 'i18next';
import type { AmountProblem } from '../../../lib/money';
import { ApiError } from '../../../lib/api-client';
import { outcomeUnknown } from './request-id';

/** Keys (namespace wallet) of what a failed transfer, recall or top-up tells the member. */
export type WalletErrorKey =
  | 'errors.insufficient'
  | 'errors.unavailable'
  | 'errors.notFound'
  | 'errors.invalid'
  | 'errors.rateLimited'
  | 'errors.refused'
  | 'errors.unknownOutcome'
  | 'errors.failed';

const BY_CODE: Record<string, WalletErrorKey> = {
  INSUFFICIENT_FUNDS: 'errors.insufficient',
  FEATURE_DISABLED: 'errors.unavailable',
  NOT_FOUND: 'errors.notFound',
  VALIDATION_FAILED: 'errors.invalid',
  RATE_LIMITED: 'errors.rateLimited',
  CONFLICT: 'errors.refused',
};

export function walletErrorKey(error: unknown): WalletErrorKey {
  if (outcomeUnknown(error)) return 'errors.unknownOutcome';
  return (error instanceof ApiError && BY_CODE[error.code]) || 'errors.failed';
}

/** The message of an amount the member typed that cannot be sent. */
export function amountProblemText(
  t: TFunction,
  problem: AmountProblem,
  exponent: number,
  example: string,
): string {
  switch (problem) {
    case 'empty':
      return t('amount.empty');
    case 'format':
      return t('amount.format', { example });
    case 'decimals':
      return exponent === 0 ? t('amount.noDecimals') : t('amount.decimals', { places: exponent });
    case 'tooLarge':
      return t('amount.tooLarge');
    default:
      return t('amount.positive');
  }
}
