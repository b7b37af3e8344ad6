import { API_HEADERS } from '@suerte/contracts/core';
import type { ApiEnvelope } from '@suerte/contracts';
import { getClientContext } from './client-context';

/** An API call that answered with success=false, or could not be made. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | undefined>;

function headers(): Record<string, string> {
  const ctx = getClientContext();
  const out: Record<string, string> = { accept: 'application/json' };
  if (ctx.merchantCode) out[API_HEADERS.merchant] = ctx.merchantCode;
  out[API_HEADERS.language] = ctx.language;
  if (ctx.token) out.authorization = `Bearer ${ctx.token}`;
  return out;
}

/**
 * Calls the API and unwraps the envelope. Responses are typed by the shared contracts; they are not
 * re-validated here, because the server validates every response against the same schema before sending
 * it, and keeping the validation library out of the browser's first load keeps the home page fast.
 */
async function call<T>(
  method: string,
  path: string,
  init: { query?: Query; body?: unknown; signal?: AbortSignal },
): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(init.query ?? {}))
    if (v !== undefined) url.searchParams.set(k, String(v));
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: init.body === undefined ? headers() : { ...headers(), 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('NETWORK_ERROR', 'network link abnormal', 0);
  }
  let envelope: ApiEnvelope<unknown>;
  try {
    envelope = (await res.json()) as ApiEnvelope<unknown>;
  } catch {
    throw new ApiError('INTERNAL_ERROR', `unexpected response (${res.status})`, res.status);
  }
  if (typeof envelope !== 'object' || envelope === null || typeof envelope.success !== 'boolean') {
    throw new ApiError('INTERNAL_ERROR', `unexpected response (${res.status})`, res.status);
  }
  if (!envelope.success) throw new ApiError(envelope.code, envelope.message, res.status, envelope.value);
  return envelope.value as T;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => call<T>('GET', path, { query, signal }),
  post: <T>(path: string, body: unknown, signal?: AbortSignal) => call<T>('POST', path, { body, signal }),
  put: <T>(path: string, body: unknown, signal?: AbortSignal) => call<T>('PUT', path, { body, signal }),
  delete: <T>(path: string, signal?: AbortSignal) => call<T>('DELETE', path, { signal }),
  /** Relay calls (spec §7): POST /wps/relay/<NAME>. */
  relay: <T>(name: string, body: unknown, signal?: AbortSignal) =>
    call<T>('POST', `/wps/relay/${name}`, { body, signal }),
};
