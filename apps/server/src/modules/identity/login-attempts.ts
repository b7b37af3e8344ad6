import type { Config } from '../../config.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../http/kernel/app-error.js';
import type { Limiter, LimiterFactory } from '../../http/kernel/rate-limit.js';
import type { CaptchaService } from '../captcha/index.js';
import { recordAuthEvent } from './auth-events.repository.js';

/** After this many failures from one address in a day, every login from it needs a captcha. */
const IP_FAILURES_BEFORE_CAPTCHA = 3;

/** The login's counters: failures per account (then a lock) and per address, and free-play starts. */
export interface LoginLimiters {
  accountFailures: Limiter;
  ipFailures: Limiter;
  freePlayStarts: Limiter;
  lockSeconds: number;
  maxFailures: number;
  maxFailuresPerIp: number;
}

export function createLoginLimiters(limiter: LimiterFactory, login: Config['login']): LoginLimiters {
  const lockSeconds = Math.ceil(login.lockMs / 1000);
  return {
    accountFailures: limiter('login-account', {
      points: login.maxFailures,
      windowSeconds: lockSeconds,
      blockSeconds: lockSeconds,
    }),
    ipFailures: limiter('login-ip', { points: login.maxFailuresPerIp, windowSeconds: 86_400 }),
    freePlayStarts: limiter('freeplay-ip', { points: 20, windowSeconds: 3600 }),
    lockSeconds,
    maxFailures: login.maxFailures,
    maxFailuresPerIp: login.maxFailuresPerIp,
  };
}

/** The account limiter's refusal, told as the lock it is (with its real wait). */
export async function asAccountLock<T>(attempt: Promise<T>): Promise<T> {
  try {
    return await attempt;
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED')
      throw new AppError('ACCOUNT_LOCKED', undefined, error.details);
    throw error;
  }
}

/**
 * Refuses a login while the address or the account is locked, and asks for the captcha once either has failed
 * (when the merchant wants one after failures).
 */
export async function checkLoginAllowed(
  limits: LoginLimiters,
  captcha: CaptchaService,
  attempt: { ip: string; accountKey: string; captchaAfterFailure: boolean },
  answer: { captchaId?: string | undefined; captcha?: string | undefined },
): Promise<void> {
  await limits.ipFailures.check(attempt.ip);
  await asAccountLock(limits.accountFailures.check(attempt.accountKey));
  const captchaRequired =
    attempt.captchaAfterFailure &&
    ((await limits.accountFailures.remaining(attempt.accountKey)) < limits.maxFailures ||
      (await limits.ipFailures.remaining(attempt.ip)) <=
        limits.maxFailuresPerIp - IP_FAILURES_BEFORE_CAPTCHA);
  if (!captchaRequired) return;
  try {
    await captcha.verify(answer.captchaId, answer.captcha);
  } catch (error) {
    if (error instanceof AppError) throw new AppError(error.code, undefined, { captchaRequired: true });
    throw error;
  }
}

/** Takes one attempt from the address and one from the account; returns the account's attempts left. */
export async function reserveAttempt(limits: LoginLimiters, ip: string, accountKey: string): Promise<number> {
  await limits.ipFailures.consume(ip);
  try {
    return await asAccountLock(limits.accountFailures.consume(accountKey));
  } catch (error) {
    await limits.ipFailures.refund(ip);
    throw error;
  }
}

/** A right password gives the reserved attempts back and clears the account's failures. */
export async function acceptAttempt(limits: LoginLimiters, ip: string, accountKey: string): Promise<void> {
  await limits.accountFailures.reset(accountKey);
  await limits.ipFailures.refund(ip);
}

export interface FailedLogin {
  merchantCode: string;
  memberId: number | null;
  username: string;
  ip: string;
  accountKey: string;
  /** The account's attempts left after this one was reserved. */
  accountLeft: number;
  captchaAfterFailure: boolean;
}

/**
 * Records a wrong password and throws its answer; the failure that uses up the allowance locks the account for
 * the full lock time from now.
 */
export async function refuseLogin(db: Executor, limits: LoginLimiters, failed: FailedLogin): Promise<never> {
  const event = { merchantCode: failed.merchantCode, memberId: failed.memberId, subject: failed.username };
  await recordAuthEvent(db, { ...event, event: 'login_failed', ip: failed.ip });
  if (failed.accountLeft === 0) {
    await limits.accountFailures.block(failed.accountKey, limits.lockSeconds);
    await recordAuthEvent(db, { ...event, event: 'lockout', ip: failed.ip });
    throw new AppError('ACCOUNT_LOCKED', undefined, {
      retryAfterSeconds: limits.lockSeconds,
      captchaRequired: true,
    });
  }
  throw new AppError('INVALID_CREDENTIALS', undefined, { captchaRequired: failed.captchaAfterFailure });
}
