import { HTTP_STATUS_OF, type ErrorCode } from '@suerte/contracts';

/** A business error with a stable code; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details: unknown = null,
  ) {
    super(message ?? code);
    this.name = 'AppError';
    this.status = HTTP_STATUS_OF[code];
  }
}
