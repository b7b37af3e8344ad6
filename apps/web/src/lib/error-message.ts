import { ApiError } from './api-client';

export type ErrorMessageKey =
  'errors.network' | 'errors.server' | 'errors.refused' | 'errors.unknown' | 'errors.chunk';

/**
 * Picks the catalog key (namespace common) for an error, saying what really happened: the server could not
 * be reached (no answer at all), the server failed (5xx), or the server refused the request (4xx, with its
 * reason). The server's own message is already in the visitor's language, so it is passed on as detail.
 */
export function errorMessageKey(error: unknown): { key: ErrorMessageKey; detail: string | null } {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK_ERROR') return { key: 'errors.network', detail: null };
    const refused = error.status >= 400 && error.status < 500 && error.code !== 'INTERNAL_ERROR';
    return { key: refused ? 'errors.refused' : 'errors.server', detail: error.message || null };
  }
  if (
    error instanceof Error &&
    /loading (css )?chunk|dynamically imported module|importing a module script/i.test(error.message)
  ) {
    return { key: 'errors.chunk', detail: null };
  }
  return { key: 'errors.unknown', detail: null };
}
