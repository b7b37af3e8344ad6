import { randomUUID } from 'node:crypto';
import type { Locale } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import type { Limiter, LimiterFactory } from '../../http/kernel/rate-limit.js';
import type { SmsProvider } from './sms-provider.js';
import { smsCodeText } from './sms-texts.js';
import { hashSmsCode, MAX_CODE_ATTEMPTS, randomSmsCode, smsCodeMatches } from './verification-code.js';
import {
  consumeCode,
  expiryFromNow,
  findOpenCode,
  insertCode,
  supersedeCodes,
  takeAttempt,
} from './verification.repository.js';

export type VerificationPurpose = 'register' | 'login' | 'reset';

export interface SendInput {
  merchantCode: string;
  /** The full number (dialing code and national number), as normalizePhone gives it. */
  phone: string;
  purpose: VerificationPurpose;
  ip: string;
  ttlMinutes: number;
  locale: Locale;
  /**
   * Counts toward the limits and answers as if sent, but stores and sends nothing: for numbers no member
   * has, so the answer does not tell which numbers are registered.
   */
  pretend?: boolean;
  /**
   * Counts toward the limits and answers as if a code was sent, but stores no code and texts this instead:
   * for a registration with a number that already has an account, whose owner learns of it.
   */
  notice?: string;
}

export interface CheckInput {
  merchantCode: string;
  phone: string;
  purpose: VerificationPurpose;
  code: string;
}

/** One code per phone in this many seconds; the answer to a send tells the page, which counts it down. */
export const SMS_RESEND_INTERVAL_SECONDS = 60;

export interface VerificationService {
  send(
    input: SendInput,
  ): Promise<{ expirationTime: number; expiredMinutes: number; resendAfterSeconds: number }>;
  /** Consumes the code when right; throws VERIFICATION_CODE_INVALID or VERIFICATION_CODE_EXPIRED. */
  check(input: CheckInput): Promise<void>;
}

export function createVerificationService(
  db: Database,
  limiter: LimiterFactory,
  provider: SmsProvider,
): VerificationService {
  // Per phone, whichever brand asks: they protect the owner of the number as much as the SMS bill.
  const perPhoneMinute = limiter('sms-phone-minute', {
    points: 1,
    windowSeconds: SMS_RESEND_INTERVAL_SECONDS,
  });
  const perPhoneDay = limiter('sms-phone-day', { points: 5, windowSeconds: 24 * 3600 });
  const perIpHour = limiter('sms-ip-hour', { points: 10, windowSeconds: 3600 });

  async function spendSendAllowance(phone: string, ip: string): Promise<void> {
    const spends: [Limiter, string][] = [
      [perPhoneMinute, phone],
      [perPhoneDay, phone],
      [perIpHour, ip],
    ];
    // Check all first, so a refusal by one limit does not use up another.
    for (const [limit, key] of spends) await limit.check(key);
    for (const [limit, key] of spends) await limit.consume(key);
  }

  return {
    async send(input) {
      await spendSendAllowance(input.phone, input.ip);
      const answer = (expiresAt: Date) => ({
        expirationTime: expiresAt.getTime(),
        expiredMinutes: input.ttlMinutes,
        resendAfterSeconds: SMS_RESEND_INTERVAL_SECONDS,
      });
      if (input.pretend) return answer(await expiryFromNow(db, input.ttlMinutes));
      if (input.notice !== undefined) {
        const { merchantCode, phone, notice } = input;
        await provider.send({ merchantCode, phone, body: notice });
        return answer(await expiryFromNow(db, input.ttlMinutes));
      }

      const key = { merchantCode: input.merchantCode, phone: input.phone, purpose: input.purpose };
      const id = randomUUID();
      const code = randomSmsCode();
      const expiresAt = await db.transaction().execute(async (trx) => {
        await supersedeCodes(trx, key);
        return insertCode(trx, {
          ...key,
          id,
          codeHash: hashSmsCode(id, code),
          ttlMinutes: input.ttlMinutes,
          ip: input.ip,
        });
      });
      try {
        await provider.send({
          merchantCode: input.merchantCode,
          phone: input.phone,
          body: smsCodeText(input.locale, code, input.ttlMinutes),
        });
      } catch (error) {
        // Never delivered: close it, so nobody can guess at a code nobody received.
        await consumeCode(db, id);
        throw error;
      }
      return answer(expiresAt);
    },

    async check(input) {
      const open = await findOpenCode(db, input);
      if (!open) throw new AppError('VERIFICATION_CODE_INVALID');
      if (open.expired) throw new AppError('VERIFICATION_CODE_EXPIRED');
      const attempt = await takeAttempt(db, open.id, MAX_CODE_ATTEMPTS);
      if (!attempt) throw new AppError('VERIFICATION_CODE_INVALID');
      if (smsCodeMatches(open.id, input.code, attempt.code_hash)) {
        // Only one of two simultaneous right answers wins; the other is a replay.
        if (await consumeCode(db, open.id)) return;
        throw new AppError('VERIFICATION_CODE_INVALID');
      }
      if (attempt.attempts >= MAX_CODE_ATTEMPTS) await consumeCode(db, open.id);
      throw new AppError('VERIFICATION_CODE_INVALID');
    },
  };
}
