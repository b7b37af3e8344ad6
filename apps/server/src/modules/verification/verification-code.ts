import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_LENGTH } from '@suerte/contracts';

/** Guesses a code takes before it stops working. */
export const MAX_CODE_ATTEMPTS = 5;

/** A uniformly random code of SMS_CODE_LENGTH digits, from the CSPRNG. */
export function randomSmsCode(): string {
  return randomInt(0, 10 ** SMS_CODE_LENGTH)
    .toString()
    .padStart(SMS_CODE_LENGTH, '0');
}

/** Only this is stored; keyed by the row id so one leaked hash says nothing about another. */
export function hashSmsCode(rowId: string, code: string): string {
  return createHmac('sha256', rowId).update(code.trim()).digest('hex');
}

export function smsCodeMatches(rowId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashSmsCode(rowId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
