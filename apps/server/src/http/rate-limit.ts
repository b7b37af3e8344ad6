import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
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
  /** Counts one attempt and returns the attempts left; throws RATE_LIMITED when none were left. */
  consume(key: string, points?: number): Promise<number>;
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

export function createLimiterFactory(pool: pg.Pool): LimiterFactory {
  return (name, rule) => {
    const limiter = new RateLimiterPostgres({
      // Without statement names: the embedded database serves every connection from one session, where
      // the library's named prepared statements would collide between connections.
      storeClient: { query: (q: pg.QueryConfig) => pool.query({ text: q.text, values: q.values }) },
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: name,
      points: rule.points,
      duration: rule.windowSeconds,
      blockDuration: rule.blockSeconds ?? 0,
    });
    return {
      async consume(key, points = 1) {
        try {
          return (await limiter.consume(key, points)).remainingPoints;
        } catch (error) {
          if (error instanceof RateLimiterRes) throw rateLimited(error.msBeforeNext);
          throw error;
        }
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
