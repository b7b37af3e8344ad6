import type { ApiEnvelope, ErrorCode, Locale } from '@suerte/contracts';
import { messageFor } from './messages.js';
import type {} from './request-locale.js';

export function ok<T>(value: T, locale: Locale): ApiEnvelope<T> {
  return { success: true, code: 'OK', message: messageFor('OK', locale), value };
}

export function fail(
  code: ErrorCode,
  locale: Locale,
  value: unknown = null,
  message?: string,
): ApiEnvelope<unknown> {
  return { success: false, code, message: message ?? messageFor(code, locale, value), value };
}
