import { StudioApiError } from '../api/studio-api';

/** Catalog keys (namespace studio) of the errors a player can meet, by what the player can do about them. */
export type StudioErrorKey =
  | 'errors.insufficient'
  | 'errors.sessionEnded'
  | 'errors.network'
  | 'errors.wallet'
  | 'errors.maintenance'
  | 'errors.betInvalid'
  | 'errors.rateLimited'
  | 'errors.limit'
  | 'errors.blocked'
  | 'errors.notFound'
  | 'errors.salesClosed'
  | 'errors.bettingClosed'
  | 'errors.unknown';

const KEYS: Record<string, StudioErrorKey> = {
  INSUFFICIENT_FUNDS: 'errors.insufficient',
  UNAUTHORIZED: 'errors.sessionEnded',
  INVALID_TOKEN: 'errors.sessionEnded',
  SESSION_EXPIRED: 'errors.sessionEnded',
  NETWORK_ERROR: 'errors.network',
  WALLET_UNAVAILABLE: 'errors.wallet',
  MAINTENANCE: 'errors.maintenance',
  BET_INVALID: 'errors.betInvalid',
  RATE_LIMITED: 'errors.rateLimited',
  WIN_LIMIT: 'errors.limit',
  BALANCE_LIMIT: 'errors.limit',
  PLAYER_BLOCKED: 'errors.blocked',
  NOT_FOUND: 'errors.notFound',
  SALES_CLOSED: 'errors.salesClosed',
  BETTING_CLOSED: 'errors.bettingClosed',
};

export function errorKey(error: unknown): StudioErrorKey {
  return error instanceof StudioApiError ? (KEYS[error.code] ?? 'errors.unknown') : 'errors.unknown';
}

/** The session is over: no more spins (the game must be opened again from the portal). */
export function endsSession(error: unknown): boolean {
  return errorKey(error) === 'errors.sessionEnded' || errorKey(error) === 'errors.blocked';
}

/** The same spin may be sent again with the same idempotency key (no answer came, or the wallet was down). */
export function retriable(error: unknown): boolean {
  const key = errorKey(error);
  return key === 'errors.network' || key === 'errors.wallet' || key === 'errors.rateLimited';
}
