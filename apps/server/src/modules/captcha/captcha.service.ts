import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { CaptchaResponse } from '@suerte/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/kernel/app-error.js';
import type { LimiterFactory } from '../../http/kernel/rate-limit.js';
import { captchaAnswerMatches, hashCaptchaAnswer, randomCaptchaText } from './captcha-answer.js';
import { consumeChallenge, insertChallenge } from './captcha.repository.js';

export interface CaptchaService {
  /** A new challenge for the visitor at this address; at most one a second per address. */
  issue(ip: string): Promise<CaptchaResponse>;
  /** Burns the challenge whatever the answer; throws CAPTCHA_REQUIRED or CAPTCHA_INVALID. */
  verify(captchaId: string | undefined, answer: string | undefined): Promise<void>;
}

export interface CaptchaImage {
  text: string;
  svg: string;
}

export interface CaptchaOptions {
  ttlSeconds?: number;
  /** Draws a challenge; tests inject one with a known text, the app draws with svg-captcha. */
  generate?: () => CaptchaImage;
}

const DEFAULT_TTL_SECONDS = 120;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type DrawCaptcha = (
  text: string,
  options: { width: number; height: number; noise: number; color: boolean; background: string },
) => string;
// svg-captcha's main export draws a given text with the font it bundles, so the image needs no network.
const drawCaptcha = createRequire(import.meta.url)('svg-captcha') as DrawCaptcha;

export function svgCaptchaImage(): CaptchaImage {
  const text = randomCaptchaText();
  const svg = drawCaptcha(text, { width: 150, height: 50, noise: 3, color: true, background: '#f3f4f6' });
  return { text, svg };
}

export function createCaptchaService(
  db: Database,
  limiter: LimiterFactory,
  options: CaptchaOptions = {},
): CaptchaService {
  const ttlSeconds = options.ttlSeconds ?? DEFAULT_TTL_SECONDS;
  const generate = options.generate ?? svgCaptchaImage;
  const refresh = limiter('captcha-refresh', { points: 1, windowSeconds: 1 });

  return {
    async issue(ip) {
      await refresh.consume(ip);
      const { text, svg } = generate();
      const captchaId = randomUUID();
      await insertChallenge(db, {
        id: captchaId,
        answerHash: hashCaptchaAnswer(captchaId, text),
        ip,
        ttlSeconds,
      });
      return {
        captchaId,
        image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        expiresInSeconds: Math.ceil(ttlSeconds),
      };
    },

    async verify(captchaId, answer) {
      if (!captchaId || !answer?.trim()) throw new AppError('CAPTCHA_REQUIRED');
      // Not a uuid cannot be ours, and would make the database refuse the query.
      if (!UUID.test(captchaId)) throw new AppError('CAPTCHA_INVALID');
      const stored = await consumeChallenge(db, captchaId);
      if (!stored || !captchaAnswerMatches(captchaId, answer, stored)) throw new AppError('CAPTCHA_INVALID');
    },
  };
}
