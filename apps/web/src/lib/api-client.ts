import { API_HEADERS } from '@suerte/contracts/core';
import type { ApiEnvelope, SessionKeyResponse } from '@suerte/contracts';
import { getClientContext } from './client-context';
import { encryptionAvailable, forgetServerKey, sealBody } from './enc';

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

type SessionEndedListener = (code: string) => void;

/** Answers that mean the token no longer stands for a live session (a wrong password does not). */
const SESSION_ENDING_CODES = new Set([
  'UNAUTHORIZED',
  'SESSION_EXPIRED',
  'LOGGED_IN_ELSEWHERE',
  'ACCOUNT_DISABLED',
]);
let sessionEndedListener: SessionEndedListener | null = null;

/**
 * Called when a call made with a member token answers that its session ended (logged in elsewhere,
 * expired, revoked, account disabled). The shell registers one listener that clears the session and tells the member.
 */
export function onSessionEnded(listener: SessionEndedListener | null): void {
  sessionEndedListener = listener;
}

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
  init: { query?: Query; body?: unknown; form?: Record<string, string>; signal?: AbortSignal },
): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(init.query ?? {}))
    if (v !== undefined) url.searchParams.set(k, String(v));
  let res: Response;
  try {
    res = await fetch(url, { method, ...bodyOf(init), signal: init.signal });
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
  if (!envelope.success) {
    if (SESSION_ENDING_CODES.has(envelope.code) && getClientContext().token)
      sessionEndedListener?.(envelope.code);
    throw new ApiError(envelope.code, envelope.message, res.status, envelope.value);
  }
  return envelope.value as T;
}

function bodyOf(init: { body?: unknown; form?: Record<string, string> }): RequestInit {
  if (init.form) {
    return {
      headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(init.form).toString(),
    };
  }
  if (init.body === undefined) return { headers: headers() };
  return { headers: { ...headers(), 'content-type': 'application/json' }, body: JSON.stringify(init.body) };
}

const fetchServerKey = () => call<SessionKeyResponse>('GET', '/wps/session/key', {});

/** Enc calls (spec §7): the body goes sealed; a key rotated away is forgotten and the call made once more. */
async function callEnc<T>(method: string, path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  if (!encryptionAvailable()) {
    throw new ApiError(
      'ENCRYPTION_UNAVAILABLE',
      'encryption needs a secure page: open the site over https',
      0,
    );
  }
  const send = async () => call<T>(method, path, { body: await sealBody(body, fetchServerKey), signal });
  try {
    return await send();
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== 'ENCRYPTION_INVALID') throw err;
    forgetServerKey();
    return send();
  }
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => call<T>('GET', path, { query, signal }),
  post: <T>(path: string, body: unknown, signal?: AbortSignal) => call<T>('POST', path, { body, signal }),
  put: <T>(path: string, body: unknown, signal?: AbortSignal) => call<T>('PUT', path, { body, signal }),
  delete: <T>(path: string, signal?: AbortSignal) => call<T>('DELETE', path, { signal }),
  /** A form-encoded POST (spec §7: forgot password by email). */
  postForm: <T>(path: string, form: Record<string, string>, signal?: AbortSignal) =>
    call<T>('POST', path, { form, signal }),
  /** Relay calls (spec §7): POST /wps/relay/<NAME>. */
  relay: <T>(name: string, body: unknown, signal?: AbortSignal) =>
    call<T>('POST', `/wps/relay/${name}`, { body, signal }),
  /** Enc calls (spec §7): the body is encrypted for the server. */
  postEnc: <T>(path: string, body: unknown, signal?: AbortSignal) => callEnc<T>('POST', path, body, signal),
  putEnc: <T>(path: string, body: unknown, signal?: AbortSignal) => callEnc<T>('PUT', path, body, signal),
};
