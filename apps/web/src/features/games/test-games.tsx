import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ToastProvider } from '../../components/ui/toast';
import { setupTestI18n } from '../../lib/test-i18n';
import type { Game } from '@suerte/contracts';

/** A catalogue game for tests. */
export function testGame(nodeId: string, over: Partial<Game> = {}): Game {
  return {
    nodeId,
    nodeName: nodeId,
    gameName: `Game ${nodeId}`,
    iconUrl: `/media/game/${nodeId}.svg`,
    showIcon: true,
    vassalage: 'DEMO_NOVA',
    gameCategory: 'RNG',
    gameClassify: 'JP',
    supportPlay: 0,
    isFav: false,
    roomId: null,
    minBet: 5,
    minLineNum: 5,
    status: 'ON',
    demo: true,
    isGame: 'GAME',
    ...over,
  };
}

export const testGames = (count: number): Game[] =>
  Array.from({ length: count }, (_, i) => testGame(`g${String(i).padStart(5, '0')}`));

/** A fetch stand-in answering each API path from a handler that sees the JSON body; records the calls. */
export function stubApi(handlers: Record<string, (body: Record<string, unknown>) => unknown>) {
  const calls: Array<{ path: string; body: Record<string, unknown> }> = [];
  const fetchMock = vi.fn(async (input: URL | RequestInfo, init?: RequestInit) => {
    const path = new URL(String(input), window.location.origin).pathname;
    const body = (init?.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
    calls.push({ path, body });
    const handler = handlers[path];
    if (!handler)
      return new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: path, value: null }), {
        status: 404,
      });
    try {
      const value = handler(body);
      return new Response(JSON.stringify({ success: true, code: 'OK', message: 'ok', value }), {
        status: 200,
      });
    } catch (error) {
      return new Response(
        JSON.stringify({ success: false, code: 'INTERNAL_ERROR', message: String(error), value: null }),
        { status: 500 },
      );
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders with English text, a fresh query client, toasts and a memory router. */
export function renderLobby(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  setupTestI18n();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={children} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
  return { client, ...render(ui, { wrapper }) };
}
