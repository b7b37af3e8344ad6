import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** Letters and digits a visitor can tell apart: no 0/o/O, no 1/l/I. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
export const CAPTCHA_LENGTH = 5;

/** The text to draw, from the CSPRNG (svg-captcha's own text comes from Math.random). */
export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

/** Only this is stored; salted with the challenge id so equal answers never share a hash. */
export function hashCaptchaAnswer(captchaId: string, answer: string): string {
  return createHash('sha256').update(`${captchaId}:${answer.trim().toLowerCase()}`).digest('hex');
}

/** Case-insensitive comparison in constant time. */
export function captchaAnswerMatches(captchaId: string, answer: string, storedHash: string): boolean {
  const given = Buffer.from(hashCaptchaAnswer(captchaId, answer), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
