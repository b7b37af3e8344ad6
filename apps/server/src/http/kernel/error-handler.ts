import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../db/db-errors.js';
import { AppError } from './app-error.js';
import { fail } from './envelope.js';
import { isClientAbort } from './logger.js';

/**
 * One error handler: every failure becomes the envelope with a stable code. Unexpected errors are logged
 * and answered as INTERNAL_ERROR without their text.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale ?? 'en';
    if (error instanceof AppError) {
      return reply.status(error.status).send(fail(error.code, locale, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [
          error.validationContext,
          ...String(v.instancePath ?? '')
            .split('/')
            .filter(Boolean),
        ].join('.'),
        message: v.message ?? 'invalid',
      }));
      return reply.status(400).send(fail('VALIDATION_FAILED', locale, { issues }));
    }
    if (error.statusCode === 413) return reply.status(413).send(fail('PAYLOAD_TOO_LARGE', locale));
    if (error.statusCode === 429) return reply.status(429).send(fail('RATE_LIMITED', locale));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the client's mistake, described generically.
      return reply
        .status(400)
        .send(fail('VALIDATION_FAILED', locale, { issues: [{ path: 'body', message: error.message }] }));
    }
    if (isDatabaseUnavailable(error)) {
      // A failover or restart: the pool replaces the connection; the caller retries shortly.
      request.log.warn({ code: error.code, message: error.message }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(fail('DATABASE_UNAVAILABLE', locale));
    }
    if (isClientAbort(error)) {
      // The browser has gone; there is nobody to answer.
      request.log.debug({ err: error }, 'client closed the connection');
      return reply.status(400).send(fail('VALIDATION_FAILED', locale));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail('INTERNAL_ERROR', locale));
  });
}
