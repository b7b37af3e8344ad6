import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { ApiError } from '../../../lib/api-client';
import { newRequestId, outcomeUnknown, useRequestIds } from './request-id';
import { walletErrorKey } from './wallet-errors';
import { UUID } from './wallet-test-utils';

afterEach(() => vi.unstubAllGlobals());

describe('newRequestId', () => {
  it('is a fresh UUID v4 each time', () => {
    const a = newRequestId();
    expect(a).toMatch(UUID);
    expect(newRequestId()).not.toBe(a);
  });

  it('is built from getRandomValues where randomUUID is missing (a page without https)', () => {
    const getRandomValues = <T extends ArrayBufferView>(array: T) => {
      new Uint8Array(array.buffer).fill(0xff);
      return array;
    };
    vi.stubGlobal('crypto', { getRandomValues });
    expect(newRequestId()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(newRequestId()).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('outcomeUnknown and walletErrorKey', () => {
  it('counts no answer and server faults as unknown, business answers as definite', () => {
    expect(outcomeUnknown(new ApiError('NETWORK_ERROR', 'x', 0))).toBe(true);
    expect(outcomeUnknown(new ApiError('INTERNAL_ERROR', 'x', 500))).toBe(true);
    expect(outcomeUnknown(new TypeError('boom'))).toBe(true);
    expect(outcomeUnknown(new ApiError('INSUFFICIENT_FUNDS', 'x', 409))).toBe(false);
    expect(outcomeUnknown(new ApiError('RATE_LIMITED', 'x', 429))).toBe(false);
  });

  it('names the message of each refusal', () => {
    const key = (code: string, status: number) => walletErrorKey(new ApiError(code, 'x', status));
    expect(key('INSUFFICIENT_FUNDS', 409)).toBe('errors.insufficient');
    expect(key('FEATURE_DISABLED', 403)).toBe('errors.unavailable');
    expect(key('NOT_FOUND', 404)).toBe('errors.notFound');
    expect(key('VALIDATION_FAILED', 400)).toBe('errors.invalid');
    expect(key('RATE_LIMITED', 429)).toBe('errors.rateLimited');
    expect(key('CONFLICT', 409)).toBe('errors.refused');
    expect(key('FORBIDDEN', 403)).toBe('errors.failed');
    expect(key('INTERNAL_ERROR', 500)).toBe('errors.unknownOutcome');
    expect(key('NETWORK_ERROR', 0)).toBe('errors.network');
  });
});

describe('useRequestIds', () => {
  it('keeps the id of a request whose outcome is unknown, and only for the same request', () => {
    const { result } = renderHook(() => useRequestIds());
    const ids = result.current;
    const first = ids.idFor('a');
    ids.settle(new ApiError('NETWORK_ERROR', 'x', 0));
    expect(ids.idFor('a')).toBe(first);
    const other = ids.idFor('b');
    expect(other).not.toBe(first);
    ids.settle(new ApiError('INSUFFICIENT_FUNDS', 'x', 409));
    expect(ids.idFor('b')).not.toBe(other);
    const third = ids.idFor('c');
    ids.settle();
    expect(ids.idFor('c')).not.toBe(third);
  });
});
