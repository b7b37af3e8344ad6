import type pg from 'pg';
import { CompiledQuery } from 'kysely';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Executor } from '../../db/executor.js';
import { AppError } from './app-error.js';

/**
 * Rate limits kept in the database (table rate_limits), so every API node counts the same attempts;
 * rate-limiter-flexible does the atomic counting.
 */
export interface LimitRule {
  /** Attempts allowed per window. */
  points: number;
  windowSeconds: number;
  /** Once the attempts are used up, refuse for this long (default: the rest of the window). */
  blockSeconds?: number;
}

export interface Limiter {
  /**
   * Counts one attempt and returns the attempts left; throws RATE_LIMITED when none were left. Atomic across
   * nodes: to guard a guessable secret, consume BEFORE comparing it, so a burst of guesses cannot all pass a
   * check while the slow comparison runs; refund (or reset) after a right answer.
   */
  consume(key: string, points?: number): Promise<number>;
  /**
   * consume, inside the caller's database transaction: the count commits or rolls back with it, and a concurrent
   * call for the same key waits for it. An idempotent call counts here, after claiming its idempotency key, so a
   * repeat arriving meanwhile gets the first result rather than a count.
   */
  consumeIn(trx: Executor, key: string, points?: number): Promise<number>;
  /** Gives back one attempt taken by consume (a right answer that should not count). */
  refund(key: string): Promise<void>;
  /** Refuses the key for the given time, whatever its count. */
  block(key: string, seconds: number): Promise<void>;
  /** Attempts left for the key without using one. */
  remaining(key: string): Promise<number>;
  /** Throws RATE_LIMITED when the key has none left, without using one. */
  check(key: string): Promise<void>;
  /** Forgets the key (for example after a successful login). */
  reset(key: string): Promise<void>;
}

export type LimiterFactory = (name: string, rule: LimitRule) => Limiter;

export function rateLimited(retryAfterMs: number): AppError {
  return new AppError('RATE_LIMITED', undefined, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });
}

async function counted(limiter: RateLimiterPostgres, key: string, points: number): Promise<number> {
  try {
    return (await limiter.consume(key, points)).remainingPoints;
  } catch (error) {
    if (error instanceof RateLimiterRes) throw rateLimited(error.msBeforeNext);
    throw error;
  }
}

export function createLimiterFactory(pool: pg.Pool): LimiterFactory {
  return (name, rule) => {
    const over = (query: (q: pg.QueryConfig) => Promise<unknown>) =>
      new RateLimiterPostgres({
        // Without statement names: the embedded database serves every connection from one session, where
        // the library's named prepared statements would collide between connections.
        storeClient: { query },
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: name,
        points: rule.points,
        duration: rule.windowSeconds,
        blockDuration: rule.blockSeconds ?? 0,
      });
    const limiter = over((q) => pool.query({ text: q.text, values: q.values }));
    return {
      consume: (key, points = 1) => counted(limiter, key, points),
      consumeIn: (trx, key, points = 1) =>
        counted(
          over((q) => trx.executeQuery(CompiledQuery.raw(q.text, (q.values ?? []) as unknown[]))),
          key,
          points,
        ),
      async refund(key) {
        await limiter.reward(key, 1);
      },
      async block(key, seconds) {
        await limiter.block(key, seconds);
      },
      async remaining(key) {
        const res = await limiter.get(key);
        return res ? Math.max(0, rule.points - res.consumedPoints) : rule.points;
      },
      async check(key) {
        const res = await limiter.get(key);
        if (res && res.consumedPoints >= rule.points) throw rateLimited(res.msBeforeNext);
      },
      async reset(key) {
        await limiter.delete(key);
      },
    };
  };
}
