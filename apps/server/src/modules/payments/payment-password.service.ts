import { PAYMENT_PASSWORD_PATTERN, type SetPaymentPasswordBody } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import type { LimiterFactory } from '../../http/kernel/rate-limit.js';
import { hashPassword, verifyPassword } from '../identity/index.js';
import { memberPasswordHashes, swapPaymentPasswordHash } from './payment-password.repository.js';

/** Wrong payment (or login) passwords a member may enter per window before RATE_LIMITED. */
export const PAYMENT_PASSWORD_ATTEMPTS = 5;
export const PAYMENT_PASSWORD_WINDOW_SECONDS = 15 * 60;

/** Six digits that are one digit repeated or a straight run are too easy to guess. */
export function isWeakPaymentPassword(pw: string): boolean {
  if (/^(\d)\1{5}$/.test(pw)) return true;
  return '0123456789'.includes(pw) || '9876543210'.includes(pw);
}

/**
 * The payment password: 6 digits, argon2id, set with the login password and changed with the old one. Wrong
 * passwords (at set, change or withdrawal) share one counter per member: 5 per 15 minutes, then RATE_LIMITED.
 */
export function createPaymentPasswordService(db: Database, limiter: LimiterFactory) {
  const attempts = limiter('payment-password', {
    points: PAYMENT_PASSWORD_ATTEMPTS,
    windowSeconds: PAYMENT_PASSWORD_WINDOW_SECONDS,
  });

  const hashesOf = (memberId: number) => memberPasswordHashes(db, memberId);

  /** Checks a password against a hash under the attempt limit; a wrong one counts and throws `code`. */
  async function checked(
    memberId: number,
    hash: string | null,
    given: string | undefined,
    code: 'WRONG_PAYMENT_PASSWORD' | 'WRONG_OLD_PASSWORD',
    field: string,
  ) {
    const key = String(memberId);
    // Taken before the slow comparison, atomically: a burst of guesses gets at most the allowance compared.
    const left = await attempts.consume(key);
    if (given !== undefined && given !== '' && (await verifyPassword(hash, given))) {
      await attempts.refund(key);
      return;
    }
    throw new AppError(code, undefined, { field, attemptsLeft: left });
  }

  return {
    async status(memberId: number) {
      return { isSet: (await hashesOf(memberId)).payment_password_hash !== null };
    },

    async set(memberId: number, body: SetPaymentPasswordBody): Promise<{ isSet: true }> {
      if (body.confirmPassword !== body.password) throw new AppError('PASSWORD_MISMATCH');
      if (!PAYMENT_PASSWORD_PATTERN.test(body.password) || isWeakPaymentPassword(body.password)) {
        throw new AppError('WEAK_PASSWORD', undefined, { rule: 'SIX_DIGITS_NOT_TRIVIAL' });
      }
      const hashes = await hashesOf(memberId);
      if (hashes.payment_password_hash) {
        await checked(
          memberId,
          hashes.payment_password_hash,
          body.oldPassword,
          'WRONG_OLD_PASSWORD',
          'oldPassword',
        );
      } else {
        await checked(
          memberId,
          hashes.password_hash,
          body.loginPassword,
          'WRONG_OLD_PASSWORD',
          'loginPassword',
        );
      }
      const hash = await hashPassword(body.password);
      // Compare-and-set: a concurrent change between the check and here makes this one a conflict.
      if (!(await swapPaymentPasswordHash(db, memberId, hashes.payment_password_hash, hash))) {
        throw new AppError('CONFLICT');
      }
      await attempts.reset(String(memberId));
      return { isSet: true };
    },

    /** Verifies the payment password of a money call (before any transaction: argon2 is slow). */
    async verify(memberId: number, given: string): Promise<void> {
      const { payment_password_hash: hash } = await hashesOf(memberId);
      if (!hash) throw new AppError('PAYMENT_PASSWORD_NOT_SET');
      await checked(memberId, hash, given, 'WRONG_PAYMENT_PASSWORD', 'paymentPassword');
    },
  };
}
export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;
