import type { CaptchaResponse } from '@suerte/contracts';
import { api } from '../../../lib/api-client';

/** A new captcha image (a data: URL) and the id the answer is checked against. */
export function fetchCaptcha(signal?: AbortSignal): Promise<CaptchaResponse> {
  return api.call('GET /wps/captcha', { signal });
}
