import { useMemo, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';

/**
 * A fresh requestId (a UUID v4). crypto.randomUUID needs a secure page; elsewhere the same id is built from
 * crypto.getRandomValues, which every browser offers.
 */
export function newRequestId(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether a failed money request may still have happened: no answer came (network) or the server failed on its
 * side. A business answer (insufficient funds, validation, rate limit...) is definite: nothing moved.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || error.code === 'NETWORK_ERROR';
}

export interface RequestIds {
  /** The requestId for this request: the one of the last attempt when it is the same request sent again. */
  idFor(fingerprint: string): string;
  /** After an answer: success or a definite refusal ends the request; an unknown outcome keeps its id. */
  settle(error?: unknown): void;
}

/**
 * Idempotency keys of one form. Submitting the same request again after an unknown outcome reuses its requestId,
 * so the server applies it at most once; a new request (other values, or after a definite answer) gets a new id.
 */
export function useRequestIds(): RequestIds {
  const pending = useRef<{ fingerprint: string; requestId: string } | null>(null);
  return useMemo(
    () => ({
      idFor(fingerprint) {
        if (pending.current?.fingerprint === fingerprint) return pending.current.requestId;
        const requestId = newRequestId();
        pending.current = { fingerprint, requestId };
        return requestId;
      },
      settle(error) {
        if (error === undefined || !outcomeUnknown(error)) pending.current = null;
      },
    }),
    [],
  );
}
