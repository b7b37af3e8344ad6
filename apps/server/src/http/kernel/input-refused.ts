import { AppError } from './app-error.js';
import { hasNonIntegerNumber } from './json-numbers.js';

export const NOT_PLAIN_INTEGER = 'numbers must be written as plain integers (no fraction, no exponent)';

/** A refused input, answered like any validation failure (400 VALIDATION_FAILED with its issue). */
export function inputRefused(part: string, path: readonly (string | number)[], message: string): AppError {
  const error = new AppError('VALIDATION_FAILED', message, {
    issues: [{ path: [part, ...path].join('.'), message }],
  });
  // Scopes with their own error handler (the vendor wallet API) read the status the way Fastify sets it.
  return Object.assign(error, { statusCode: 400 });
}

/** Refuses JSON text that writes a number with a fraction or an exponent (see hasNonIntegerNumber). */
export function assertPlainIntegers(jsonText: string): void {
  if (hasNonIntegerNumber(jsonText)) throw inputRefused('body', [], NOT_PLAIN_INTEGER);
}
