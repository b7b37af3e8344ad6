import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, onSessionEnded } from './api-client';
import { BROWSER_ID_KEY } from './browser-id';
import { adoptSharedToken, TOKEN_STORAGE_KEY, useSessionStore } from './session-store';
import { resetSession } from '../app/test-utils';

const refusal = (code: string) =>
  new Response(JSON.stringify({ success: false, code, message: code, value: null }), { status: 401 });

beforeEach(() => resetSession());
afterEach(() => {
  vi.unstubAllGlobals();
  onSessionEnded(null);
});

describe('API client and the shared session', () => {
  it('sends the same browser id with every call, kept for all tabs', async () => {
    const fetchMock = vi.fn(async () => refusal('UNAUTHORIZED'));
    vi.stubGlobal('fetch', fetchMock);
    await api.call('GET /wps/system/status').catch(() => undefined);
    await api.call('GET /wps/system/status').catch(() => undefined);
    const ids = fetchMock.mock.calls.map(
      (call) => ((call as unknown[])[1] as { headers: Record<string, string> }).headers['x-browser-id'],
    );
    expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(localStorage.getItem(BROWSER_ID_KEY)).toBe(ids[0]);
  });

  it('an answer about a token another tab has since replaced ends nothing', async () => {
    const ended = vi.fn();
    onSessionEnded(ended);
    useSessionStore.getState().setToken('old-token-xxxxxxxxxxxx');
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const call = api.call('GET /wps/member/info').catch(() => undefined);
    useSessionStore.setState({ token: 'new-token-from-other-tab' });
    answer(refusal('LOGGED_IN_ELSEWHERE'));
    await call;
    expect(ended).not.toHaveBeenCalled();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refusal('LOGGED_IN_ELSEWHERE')),
    );
    await api.call('GET /wps/member/info').catch(() => undefined);
    expect(ended).toHaveBeenCalledWith('LOGGED_IN_ELSEWHERE');
  });

  it('a renewed session takes the token the other tab stored; without one there is nothing to take', () => {
    useSessionStore.getState().setToken('mine');
    expect(adoptSharedToken()).toBe(false);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'renewed-by-other-tab');
    expect(adoptSharedToken()).toBe(true);
    expect(useSessionStore.getState().token).toBe('renewed-by-other-tab');
  });
});
