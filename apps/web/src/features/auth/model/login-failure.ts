import { ApiError } from '../../../lib/api-client';

/** Whether a failed login says the next attempt needs a captcha (spec §4, §8). */
export function captchaRequiredAfter(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 'CAPTCHA_REQUIRED') return true;
  return (error.value as { captchaRequired?: unknown } | null)?.captchaRequired === true;
}
