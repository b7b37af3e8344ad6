import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { adoptMemberLanguage, changeLanguage } from './language';
import { useSessionStore } from './session-store';
import { envelopeResponse, resetSession } from '../app/test-utils';
import { setupTestI18n } from './test-i18n';

beforeEach(() => {
  resetSession();
  setupTestI18n();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const calls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map((call) => {
    const [url, init] = call as unknown as [URL, RequestInit];
    return `${init.method} ${url.pathname} ${String(init.body)}`;
  });

describe("the member's language", () => {
  it('a logged-in member who picks a language has it saved to their profile', async () => {
    useSessionStore.getState().setToken('member-token-xxxxxxxxxxxx');
    const fetchMock = vi.fn(async (url: URL) =>
      envelopeResponse(
        url.pathname === '/wps/system/language' ? { language: 'th', reset: false } : { language: 'th' },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    await changeLanguage('th');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(calls(fetchMock)).toEqual([
      'POST /wps/system/language {"language":"th"}',
      'PUT /wps/member/info/language {"language":"th"}',
    ]);
  });

  it('a visitor (no member) only informs the server', async () => {
    const fetchMock = vi.fn(async () => envelopeResponse({ language: 'vi', reset: false }));
    vi.stubGlobal('fetch', fetchMock);
    await changeLanguage('vi');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls(fetchMock)).toEqual(['POST /wps/system/language {"language":"vi"}']);
  });

  it('on login the saved language replaces this device’s, without a call back', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    adoptMemberLanguage('th');
    await vi.waitFor(() => expect(useSessionStore.getState().language).toBe('th'));
    expect(document.documentElement.lang).toBe('th');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
