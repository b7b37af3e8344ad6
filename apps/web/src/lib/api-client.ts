import { API_HEADERS } from '@suerte/contracts/core';
import type {
  ApiEnvelope,
  EndpointKey,
  EndpointRequest,
  EndpointsSent,
  EndpointValue,
} from '@suerte/contracts';
import { browserId } from './browser-id';
import { getClientContext } from './client-context';
import { encryptionAvailable, forgetServerKey, sealBody } from './enc';
import { reportAnswered, reportUnreachable } from './online-state';

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
  // Another tab of this browser logged in again: the shell adopts the token it stored.
  'SESSION_RENEWED',
]);
let sessionEndedListener: SessionEndedListener | null = null;

/**
 * Called when a call made with a member token answers that its session ended (logged in elsewhere,
 * expired, revoked, account disabled). The shell registers one listener that clears the session and tells the member.
 */
export function onSessionEnded(listener: SessionEndedListener | null): void {
  sessionEndedListener = listener;
}

/** Gateway answers that mean the server behind it is not there (a proxy speaking for a stopped server). */
const NO_SERVER_STATUSES = new Set([502, 503, 504]);

function headers(): Record<string, string> {
  const ctx = getClientContext();
  const out: Record<string, string> = { accept: 'application/json' };
  if (ctx.merchantCode) out[API_HEADERS.merchant] = ctx.merchantCode;
  out[API_HEADERS.language] = ctx.language;
  out[API_HEADERS.browser] = browserId();
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
  // The token this call carries: an answer about it must not end a newer session another tab started.
  const sentToken = getClientContext().token;
  let res: Response;
  try {
    res = await fetch(url, { method, ...bodyOf(init), signal: init.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    reportUnreachable();
    throw new ApiError('NETWORK_ERROR', 'network link abnormal', 0);
  }
  let envelope: ApiEnvelope<unknown>;
  try {
    envelope = (await res.json()) as ApiEnvelope<unknown>;
  } catch {
    if (NO_SERVER_STATUSES.has(res.status)) {
      reportUnreachable();
      throw new ApiError('NETWORK_ERROR', `server unreachable (${res.status})`, res.status);
    }
    reportAnswered();
    throw new ApiError('INTERNAL_ERROR', `unexpected response (${res.status})`, res.status);
  }
  reportAnswered();
  if (typeof envelope !== 'object' || envelope === null || typeof envelope.success !== 'boolean') {
    throw new ApiError('INTERNAL_ERROR', `unexpected response (${res.status})`, res.status);
  }
  if (!envelope.success) {
    if (SESSION_ENDING_CODES.has(envelope.code) && sentToken && sentToken === getClientContext().token)
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

const fetchServerKey = () => api.call('GET /wps/session/key');
const RESEAL_CODES = new Set(['ENCRYPTION_INVALID', 'ENCRYPTION_EXPIRED']);

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
    // A rotated key, or a body timed by a clock that has drifted: fetch the key (and the time) again.
    if (!(err instanceof ApiError) || !RESEAL_CODES.has(err.code)) throw err;
    forgetServerKey();
    return send();
  }
}

/** A call of an endpoint of the table: its body, query and path parameters as the endpoint has them. */
export type EndpointCall<K extends EndpointKey> = EndpointRequest<K> & { signal?: AbortSignal };
/** The request may be left out when the endpoint needs nothing. */
type CallArgs<K extends EndpointKey> =
  NonNullable<unknown> extends EndpointRequest<K> ? [request?: EndpointCall<K>] : [request: EndpointCall<K>];
type LooseCall = { body?: unknown; query?: Query; params?: Record<string, string>; signal?: AbortSignal };

/** The method and path of an endpoint's name ("POST /wps/v2/withdrawals/:id/confirm"), parameters filled in. */
function target(key: EndpointKey, params: Record<string, string> = {}) {
  const [method = 'GET', template = '/'] = key.split(' ');
  const path = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return { method, path };
}

/**
 * The API, called by the endpoint names of the contracts' table (ENDPOINTS): each call's body, query, path
 * parameters and answer are typed by the table, and the way its body travels (JSON, Enc, form) must match it.
 */
export const api = {
  call<K extends EndpointsSent<'json'>>(key: K, ...[request]: CallArgs<K>): Promise<EndpointValue<K>> {
    const r = (request ?? {}) as LooseCall;
    const { method, path } = target(key, r.params);
    return call(method, path, { query: r.query, body: r.body, signal: r.signal });
  },
  /** Enc calls (spec §7): the body is encrypted for the server. */
  enc<K extends EndpointsSent<'enc'>>(key: K, request: EndpointCall<K>): Promise<EndpointValue<K>> {
    const r = request as LooseCall;
    const { method, path } = target(key, r.params);
    return callEnc(method, path, r.body, r.signal);
  },
  /** Form-encoded calls (spec §7: forgot password by email). */
  form<K extends EndpointsSent<'form'>>(key: K, request: EndpointCall<K>): Promise<EndpointValue<K>> {
    const r = request as LooseCall;
    const { method, path } = target(key, r.params);
    return call(method, path, { form: r.body as Record<string, string>, signal: r.signal });
  },
};
