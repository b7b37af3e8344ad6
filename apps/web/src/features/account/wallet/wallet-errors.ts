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
  | 'errors.network'
  | 'errors.failed';

const BY_CODE: Record<string, WalletErrorKey> = {
  INSUFFICIENT_FUNDS: 'errors.insufficient',
  FEATURE_DISABLED: 'errors.unavailable',
  NOT_FOUND: 'errors.notFound',
  VALIDATION_FAILED: 'errors.invalid',
  RATE_LIMITED: 'errors.rateLimited',
  CONFLICT: 'errors.refused',
};

/** No answer came: the server was not reached, or its answer was lost on the way. */
function unreached(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'NETWORK_ERROR';
}

export function walletErrorKey(error: unknown): WalletErrorKey {
  if (unreached(error)) return 'errors.network';
  if (outcomeUnknown(error)) return 'errors.unknownOutcome';
  return (error instanceof ApiError && BY_CODE[error.code]) || 'errors.failed';
}

/**
 * What a failed money request tells the member: only what really happened. A refusal without a text of its own
 * shows the server's message (in the member's language); an INTERNAL_ERROR message may be the client's own note
 * on an unreadable answer, so it never is shown.
 */
export function walletErrorText(t: TFunction, error: unknown): string {
  const key = walletErrorKey(error);
  if (
    key === 'errors.failed' &&
    error instanceof ApiError &&
    error.code !== 'INTERNAL_ERROR' &&
    error.message
  )
    return error.message;
  return t(key);
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
