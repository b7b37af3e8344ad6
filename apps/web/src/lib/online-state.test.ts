import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { ApiError, api } from './api-client';
import {
  probeDelay,
  reportAnswered,
  reportUnreachable,
  startOnlineWatch,
  useOnlineState,
} from './online-state';
import { errorMessageKey } from './error-message';

afterEach(() => {
  vi.unstubAllGlobals();
  reportAnswered();
});

describe('online state', () => {
  it('checks gently: 2 s, 4 s, 8 s, 15 s, then every 30 s, with a little jitter', () => {
    expect([0, 1, 2, 3, 4, 9].map((n) => probeDelay(n, () => 1))).toEqual([
      2000, 4000, 8000, 15000, 30000, 30000,
    ]);
    expect(probeDelay(0, () => 0)).toBe(1600);
  });

  it('follows what the API client sees: no answer → away, any answer (even a 500) → back', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')));
    const failed = await api.call('GET /wps/system/status').catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect(useOnlineState.getState().reachable).toBe(false);
    expect(onlineManager.isOnline()).toBe(false);

    const body = JSON.stringify({ success: false, code: 'INTERNAL_ERROR', message: 'boom', value: null });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(body, { status: 500 })));
    await api.call('GET /wps/system/status').catch(() => undefined);
    expect(useOnlineState.getState().reachable).toBe(true);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('a gateway answering for a missing server (502 without an envelope) counts as unreachable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const error = await api.call('GET /wps/system/status').catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('NETWORK_ERROR');
    expect(useOnlineState.getState().reachable).toBe(false);
  });

  it('while away, probes on a timer and stops once the server answers', () => {
    const timers: { run: () => void; ms: number }[] = [];
    const probe = vi.fn(async () => undefined);
    const onRecovered = vi.fn();
    const watch = startOnlineWatch({
      probe,
      onRecovered,
      random: () => 1,
      setTimer: (run, ms) => timers.push({ run, ms }),
      clearTimer: () => undefined,
      target: new EventTarget() as unknown as Window,
    });
    reportUnreachable();
    expect(timers.map((t) => t.ms)).toEqual([2000]);
    timers[0]!.run();
    expect(probe).toHaveBeenCalledTimes(1);
    reportAnswered();
    expect(onRecovered).toHaveBeenCalledTimes(1);
    watch.stop();
  });
});

describe('error messages say what happened', () => {
  it('unreachable, server error and refusal are told apart', () => {
    expect(errorMessageKey(new ApiError('NETWORK_ERROR', 'x', 0)).key).toBe('errors.network');
    expect(errorMessageKey(new ApiError('INTERNAL_ERROR', 'boom', 500))).toEqual({
      key: 'errors.server',
      detail: 'boom',
    });
    expect(errorMessageKey(new ApiError('FORBIDDEN', 'Not allowed', 403))).toEqual({
      key: 'errors.refused',
      detail: 'Not allowed',
    });
  });
});
