import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setupTestI18n } from '../../../lib/test-i18n';
import { useSessionStore } from '../../../lib/session-store';
import GameFrame from './game-frame';

beforeAll(() => setupTestI18n());
beforeEach(() => useSessionStore.setState({ token: 'member-token', language: 'en', merchantCode: null }));
afterEach(() => vi.unstubAllGlobals());

function answer(value: unknown, success = true, code = 'OK', status = 200) {
  return new Response(JSON.stringify({ success, code, message: code, value }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/game/:nodeId', element: <GameFrame /> }], {
    initialEntries: [path],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('full-frame game page', () => {
  it('asks for the launch address and opens it in a frame on our origin, in the player language', async () => {
    const fetch = vi.fn().mockResolvedValue(
      answer({
        content: '/studio/play/lucky-dragon?token=t0k3n&player=p1&currency=PHP',
        vassalage: 'SUERTE',
        gameCode: 'lucky-dragon',
        playMode: 'REAL',
        openMode: 'IFRAME',
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderAt('/game/suerte-lucky-dragon?vendor=SUERTE&round=r-7');
    const frame = (await screen.findByTestId('game-iframe')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(
      '/studio/play/lucky-dragon?token=t0k3n&player=p1&currency=PHP&lang=en&round=r-7',
    );
    const url = new URL(String(fetch.mock.calls[0]![0]));
    expect(url.pathname).toBe('/wps/game/launchGame');
    expect(url.searchParams.get('nodeId')).toBe('suerte-lucky-dragon');
    expect(url.searchParams.get('vassalage')).toBe('SUERTE');
    expect(url.searchParams.get('playMode')).toBe('REAL');
    expect(screen.getByTestId('game-back')).toBeTruthy();
  });

  it('asks a visitor to log in before a real-money launch, without asking for an address', () => {
    useSessionStore.setState({ token: null });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderAt('/game/suerte-lucky-dragon?vendor=SUERTE');
    expect(screen.getByTestId('game-login')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('starts a free trial without login', async () => {
    useSessionStore.setState({ token: null });
    const fetch = vi.fn().mockResolvedValue(
      answer({
        content: '/studio/play/jade-temple?demo=1&merchant=m1&currency=PHP',
        vassalage: 'SUERTE',
        gameCode: 'jade-temple',
        playMode: 'TRIAL',
        openMode: 'IFRAME',
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderAt('/game/suerte-jade-temple?vendor=SUERTE&trial=1');
    expect(await screen.findByTestId('game-iframe')).toBeTruthy();
    expect(new URL(String(fetch.mock.calls[0]![0])).searchParams.get('playMode')).toBe('TRIAL');
    expect(screen.getByText('Free trial')).toBeTruthy();
  });

  it('offers games of the same category when the game is under maintenance', async () => {
    const alternative = {
      nodeId: 'suerte-jade-temple',
      nodeName: 'Jade Temple',
      gameName: 'Jade Temple',
      vassalage: 'SUERTE',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer({ alternatives: [alternative] }, false, 'GAME_MAINTENANCE', 503)),
    );
    renderAt('/game/suerte-lucky-dragon?vendor=SUERTE');
    const notice = await screen.findByTestId('game-maintenance');
    expect(notice.textContent).toContain('under maintenance');
    expect(screen.getByRole('link', { name: 'Jade Temple' }).getAttribute('href')).toBe(
      '/game/suerte-jade-temple?vendor=SUERTE',
    );
  });

  it('never frames an address of another origin', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        answer({
          content: 'https://elsewhere.example/play',
          vassalage: 'X',
          gameCode: 'x',
          playMode: 'REAL',
          openMode: 'IFRAME',
        }),
      ),
    );
    renderAt('/game/x?vendor=X');
    expect(await screen.findByText(/cannot be opened here/)).toBeTruthy();
    expect(screen.queryByTestId('game-iframe')).toBeNull();
  });
});
