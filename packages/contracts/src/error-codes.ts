/** Stable error codes of the API. The server maps each to one HTTP status. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'MAINTENANCE',
  'REGION_RESTRICTED',
  'UNKNOWN_RELAY',
  'UNSUPPORTED_LANGUAGE',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const HTTP_STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNSUPPORTED_LANGUAGE: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  REGION_RESTRICTED: 403,
  NOT_FOUND: 404,
  UNKNOWN_RELAY: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  MAINTENANCE: 503,
};

export function isErrorCode(code: string): code is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code);
}
