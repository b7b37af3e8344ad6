import { ApiError } from '../../../lib/api-client';
import { walletErrorKey } from '../wallet/wallet-errors';

/** A message of the wallet catalog and the values it needs. */
export interface ErrorText {
  key: string;
  values?: Record<string, string | number>;
}

type Format = (minor: number) => string;

function valueOf(error: unknown): Record<string, unknown> {
  const value = error instanceof ApiError ? error.value : null;
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function numberIn(value: Record<string, unknown>, key: string): number | null {
  const n = value[key];
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

/** The error value's attemptsLeft (wrong passwords before RATE_LIMITED), when the answer carries it. */
export function attemptsLeft(error: unknown): number | null {
  return numberIn(valueOf(error), 'attemptsLeft');
}

/** Refused for now: the wait the answer names (in minutes, rounded up), when it names one. */
function locked(error: unknown): ErrorText {
  const seconds = numberIn(valueOf(error), 'retryAfterSeconds');
  if (seconds === null || seconds <= 0) return { key: 'payments.errors.locked' };
  return { key: 'payments.errors.lockedMinutes', values: { minutes: Math.ceil(seconds / 60) } };
}

/** A wrong password followed by the attempts left, when known. */
function wrong(key: string, error: unknown): ErrorText {
  const left = attemptsLeft(error);
  return left === null ? { key } : { key: `${key}Left`, values: { count: left } };
}

/** How a payment channel is off: for now (PAYMENT_CHANNEL_UNAVAILABLE), or not open on this site at all. */
export type ChannelOff = 'notAvailable' | 'site';

/** The channel's state an error tells, or null when the error is of another kind. */
export function channelOffBy(error: unknown): ChannelOff | null {
  const code = errorCode(error);
  if (code === 'PAYMENT_CHANNEL_UNAVAILABLE') return 'notAvailable';
  return code === 'FEATURE_DISABLED' ? 'site' : null;
}

/** What a failed payment-password change tells the member. */
export function paymentPasswordError(error: unknown): ErrorText {
  switch (errorCode(error)) {
    case 'WRONG_OLD_PASSWORD':
      return valueOf(error).field === 'loginPassword'
        ? wrong('payments.errors.wrongLogin', error)
        : wrong('payments.errors.wrongOld', error);
    case 'WRONG_PAYMENT_PASSWORD':
      return wrong('payments.errors.wrongOld', error);
    case 'PASSWORD_MISMATCH':
      return { key: 'payments.password.mismatch' };
    case 'WEAK_PASSWORD':
      return { key: 'payments.password.weak' };
    case 'RATE_LIMITED':
      return locked(error);
    case 'CONFLICT':
      return { key: 'payments.errors.changedElsewhere' };
    default:
      return { key: walletErrorKey(error) };
  }
}

/** What a failed withdrawal request tells the member; amounts in the member's currency. */
export function withdrawalError(error: unknown, format: Format): ErrorText {
  const value = valueOf(error);
  switch (errorCode(error)) {
    case 'PAYMENT_PASSWORD_NOT_SET':
      return { key: 'payments.errors.passwordNotSet' };
    case 'WRONG_PAYMENT_PASSWORD':
      return wrong('payments.errors.wrongPayment', error);
    case 'PLAY_MONEY_NOT_WITHDRAWABLE':
      return { key: 'payments.errors.playMoney' };
    case 'WITHDRAWAL_LIMIT': {
      const min = numberIn(value, 'min');
      const max = numberIn(value, 'max');
      if (value.reason === 'DAILY_COUNT' && max !== null)
        return { key: 'payments.errors.dailyCount', values: { max } };
      if (value.reason === 'AMOUNT' && min !== null && max !== null)
        return { key: 'payments.errors.amountLimit', values: { min: format(min), max: format(max) } };
      return { key: 'payments.errors.limit' };
    }
    case 'INSUFFICIENT_FUNDS':
      return { key: 'payments.errors.insufficient' };
    case 'RATE_LIMITED':
      return locked(error);
    case 'CONFLICT':
      return { key: 'payments.errors.duplicate' };
    default:
      return { key: walletErrorKey(error) };
  }
}

/** What a failed confirmation tells the member. */
export function confirmError(error: unknown): ErrorText {
  const value = valueOf(error);
  const index = numberIn(value, 'index');
  switch (errorCode(error)) {
    case 'PROOF_IMAGE_INVALID':
      return index === null
        ? { key: 'payments.proofs.invalid' }
        : { key: 'payments.proofs.invalidAt', values: { n: index + 1 } };
    case 'PAYLOAD_TOO_LARGE':
      return index === null
        ? { key: 'payments.proofs.tooLargeAll' }
        : { key: 'payments.proofs.tooLargeAt', values: { n: index + 1 } };
    case 'CONFLICT':
      return { key: 'payments.errors.notConfirmable' };
    case 'NOT_FOUND':
      return { key: 'payments.errors.withdrawalNotFound' };
    case 'RATE_LIMITED':
      return { key: 'errors.rateLimited' };
    default:
      return { key: walletErrorKey(error) };
  }
}

/** A deposit refused for its amount (DEPOSIT_LIMIT): the limits that apply, in the member's currency. */
export function depositLimit(error: unknown, format: Format): ErrorText | null {
  if (errorCode(error) !== 'DEPOSIT_LIMIT') return null;
  const min = numberIn(valueOf(error), 'min');
  const max = numberIn(valueOf(error), 'max');
  if (min === null || max === null) return { key: 'payments.errors.depositLimit' };
  return { key: 'payments.errors.depositRange', values: { min: format(min), max: format(max) } };
}

/** What a failed bank deposit tells the member (a channel that is off is shown as the channel's own note). */
export function depositError(error: unknown): ErrorText {
  if (errorCode(error) === 'CONFLICT') return { key: 'payments.errors.duplicate' };
  return { key: walletErrorKey(error) };
}
