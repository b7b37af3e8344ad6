import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-codes.js';

/** Every API response has this shape (ARCHITECTURE.md §3). */
export interface ApiEnvelope<T> {
  success: boolean;
  code: 'OK' | ErrorCode;
  message: string;
  value: T;
}

export function envelopeSchema<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    code: z.union([z.literal('OK'), z.enum(ERROR_CODES)]),
    message: z.string(),
    value,
  });
}

/** Envelope of a failed call: value carries details (for example field issues) or null. */
export const errorEnvelopeSchema = envelopeSchema(z.unknown());
