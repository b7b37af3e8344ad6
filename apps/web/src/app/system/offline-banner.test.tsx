import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useOnlineState } from '../../lib/online-state';
import { setupTestI18n } from '../../lib/test-i18n';
import { OfflineBanner } from './offline-banner';

const envelope = (value: unknown) =>
  new Response(JSON.stringify({ success: true, code: 'OK', message: 'ok', value }), { status: 200 });

let serverUp = true;
let balance = 1000;

beforeEach(() => {
  setupTestI18n();
  serverUp = true;
  balance = 1000;
  useOnlineState.setState({ reachable: true, checking: false });
  onlineManager.setOnline(true);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | RequestInfo) => {
      if (!serverUp) throw new TypeError('Failed to fetch');
      const path = new URL(String(input)).pathname;
      if (path === '/wps/v2/wallets/balance') return envelope({ balance });
      return envelope({ status: 0 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  useOnlineState.setState({ reachable: true, checking: false });
  onlineManager.setOnline(true);
});

function Balance() {
  const query = useQuery({
    queryKey: ['balance'],
    queryFn: () => api.call('GET /wps/v2/wallets/balance') as Promise<{ balance: number }>,
    retry: false,
  });
  return <p data-testid="balance">{query.isError ? '—' : (query.data?.balance ?? '…')}</p>;
}

function renderShell() {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <Balance />
      <OfflineBanner />
    </QueryClientProvider>,
  );
  return client;
}

describe('offline banner', () => {
  it('appears when a call gets no answer and leaves, with the balance back, once the server answers', async () => {
    const client = renderShell();
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1000'));
    expect(screen.queryByTestId('offline-banner')).toBeNull();

    serverUp = false;
    await act(() => client.refetchQueries({ queryKey: ['balance'] }));
    const banner = await screen.findByTestId('offline-banner');
    expect(banner.textContent).toContain("Can't reach the server");
    expect(screen.getByTestId('balance').textContent).toBe('—');
    expect(onlineManager.isOnline()).toBe(false);

    // The browser says the network is back: checked at once, no waiting for the next timer.
    serverUp = true;
    balance = 2500;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByTestId('offline-banner')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('2500'));
    expect(screen.getByTestId('online-again').textContent).toContain('Connected again');
  });

  it('"Try now" checks the server at once and the banner stays while it is still away', async () => {
    const client = renderShell();
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1000'));
    serverUp = false;
    await act(() => client.refetchQueries({ queryKey: ['balance'] }));
    await screen.findByTestId('offline-banner');
    const calls = vi.mocked(fetch).mock.calls.length;

    await userEvent.click(screen.getByTestId('offline-retry'));
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBe(calls + 1));
    expect(String(vi.mocked(fetch).mock.calls.at(-1)?.[0])).toContain('/wps/system/status');
    expect(screen.getByTestId('offline-banner')).toBeTruthy();

    serverUp = true;
    await userEvent.click(screen.getByTestId('offline-retry'));
    await waitFor(() => expect(screen.queryByTestId('offline-banner')).toBeNull());
  });

  it('a server error is an answer: no offline banner', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ success: false, code: 'INTERNAL_ERROR', message: 'x', value: null }),
            {
              status: 500,
            },
          ),
      ),
    );
    renderShell();
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('—'));
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });
});
