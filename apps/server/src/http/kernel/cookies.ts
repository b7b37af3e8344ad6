import { parseCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';
import { isStorableText } from './storable-text.js';

/**
 * The one reader of the product's cookies. A value that does not decode (broken percent-encoding) or decodes
 * to text that cannot be stored is treated as absent: one corrupted cookie must not lock a visitor out.
 */
export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string' || header.length === 0) return null;
  const value = parseCookie(header, { decode: readableOrAbsent })[name];
  return value === undefined || value.length === 0 ? null : value;
}

function readableOrAbsent(raw: string): string | undefined {
  try {
    const value = decodeURIComponent(raw);
    return isStorableText(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
