import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../../http/kernel/app-error.js';
import type { LimiterFactory } from '../../http/kernel/rate-limit.js';

/** How long a call's claim on its idempotency key lasts when its node dies before releasing it. */
const CLAIM_SECONDS = 30;
/** How long a repeat waits for the first call's result before it answers REQUEST_IN_PROGRESS. */
const WAIT_MS = 15_000;
const FIRST_POLL_MS = 25;
const LONGEST_POLL_MS = 250;

export interface FirstCall<T> {
  /** The idempotency key, unique per member (for example `memberId:requestId`). */
  key: string;
  /** The result the key already has (a repeat answers it), or undefined. */
  earlier(): Promise<T | undefined>;
  /** Decides a new call: counts and compares its secrets, moves its money. */
  decide(): Promise<T>;
}

/**
 * Lets only the first of the calls sharing an idempotency key decide, on every node: it claims the key in the
 * database (rate_limits, one claim per key at a time); a repeat sent meanwhile waits for its result, holding no
 * connection, and answers it without counting an attempt at the call's secret. A first call that fails releases
 * the key, and a waiting repeat then decides as a new call (so each comparison of a secret is still counted).
 */
export function firstCalls(limiter: LimiterFactory, name: string) {
  const claims = limiter(name, { points: 1, windowSeconds: CLAIM_SECONDS });

  async function claimed(key: string): Promise<boolean> {
    try {
      await claims.consume(key);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') return false;
      throw error;
    }
  }

  return async function once<T>(call: FirstCall<T>): Promise<T> {
    const known = await call.earlier();
    if (known !== undefined) return known;
    const deadline = Date.now() + WAIT_MS;
    for (let pause = FIRST_POLL_MS; ; pause = Math.min(pause * 2, LONGEST_POLL_MS)) {
      if (await claimed(call.key)) {
        try {
          // The first call may have finished between the look and the claim.
          return (await call.earlier()) ?? (await call.decide());
        } finally {
          await claims.reset(call.key);
        }
      }
      if (Date.now() > deadline) throw new AppError('CONFLICT', undefined, { reason: 'REQUEST_IN_PROGRESS' });
      await sleep(pause);
      const earlier = await call.earlier();
      if (earlier !== undefined) return earlier;
    }
  };
}
