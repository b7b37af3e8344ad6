import type { LimiterFactory, Limiter } from '../../http/kernel/rate-limit.js';

/**
 * New deposits a member may start (QR codes and e-wallet checkouts together): each one reserves a reference and
 * may call a provider, so a script cannot mint them without end. A repeat of a request (same requestId) is not a
 * new deposit and is not counted.
 */
export const DEPOSIT_STARTS_RULE = { points: 20, windowSeconds: 600 } as const;

export function depositStartsLimiter(limiter: LimiterFactory): Limiter {
  return limiter('deposit-start-member', DEPOSIT_STARTS_RULE);
}

/** Counts a new deposit of the member; throws RATE_LIMITED (429) when the member has started too many. */
export async function countDepositStart(starts: Limiter, memberId: number): Promise<void> {
  await starts.consume(String(memberId));
}
