import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '../../../lib/session-store';
import { renderLobby, stubApi, testGame } from '../test-games';
import { CategoryLobby } from './category-lobby';

const RELAY = '/wps/relay/';
const live = testGame('baccarat-1', { gameCategory: 'LIVE', vassalage: 'SIM', gameName: 'Live Baccarat' });
const page = { games: [live], total: 1, totalPages: 1, pageNo: 1 };

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  useSessionStore.setState({ token: 'member-token', merchantCode: null, language: 'en' });
});
afterEach(() => vi.unstubAllGlobals());

function stubLive(launch: () => Response) {
  stubApi({
    [`${RELAY}GCSGAME_gameList`]: () => page,
    [`${RELAY}GCSGAME_getFavGame`]: () => ({ list: [] }),
    [`${RELAY}GCSGAME_favGameList`]: () => ({ content: [], total: 0, totalPages: 0 }),
    [`${RELAY}GLS2_roomList`]: () => ({ rooms: [] }),
  });
  const relays = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | RequestInfo, init?: RequestInit) =>
      String(input).includes('/wps/game/launchGame') ? launch() : relays(input, init),
    ),
  );
}

const envelope = (success: boolean, code: string, value: unknown, status: number) =>
  new Response(JSON.stringify({ success, code, message: code, value }), { status });

describe('category lobby', () => {
  it('a live game starts at once: the address is asked for and the game page opens with it', async () => {
    stubLive(() => envelope(true, 'OK', { content: '/studio/baccarat?t=1', openMode: 'IFRAME' }, 200));
    renderLobby(<CategoryLobby category="LIVE" vendor={null} />);
    fireEvent.click(await screen.findByTestId('play-now'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/game/baccarat-1?vendor=SIM'),
    );
  });

  it('a game the server says is under maintenance offers the alternatives it sent', async () => {
    stubLive(() =>
      envelope(
        false,
        'GAME_MAINTENANCE',
        { alternatives: [testGame('other', { gameName: 'Other Table' })] },
        503,
      ),
    );
    renderLobby(<CategoryLobby category="LIVE" vendor={null} />);
    fireEvent.click(await screen.findByTestId('play-now'));
    const dialog = await screen.findByTestId('game-maintenance');
    expect(within(dialog).getByText(/Live Baccarat is under maintenance/)).toBeTruthy();
    expect(within(dialog).getByText('Other Table')).toBeTruthy();
  });

  it('PVP lists its rooms with their smallest bet', async () => {
    stubApi({
      [`${RELAY}GCSGAME_gameList`]: () => ({ games: [], total: 0, totalPages: 0, pageNo: 1 }),
      [`${RELAY}GCSGAME_getFavGame`]: () => ({ list: [] }),
      [`${RELAY}GLS2_roomList`]: () => ({
        rooms: [
          {
            roomId: 'r1',
            nodeId: 'poker-1',
            gameName: 'Texas Room',
            vassalage: 'PVPV',
            iconUrl: '/p.svg',
            minBet: 2500,
            status: 'ON',
          },
        ],
      }),
    });
    renderLobby(<CategoryLobby category="PVP" vendor={null} />);
    const room = await screen.findByTestId('room-r1');
    expect(room.textContent).toContain('Texas Room');
    expect(room.textContent).toContain('min. bet 25.00');
    expect(await screen.findByText('This category has no games yet.')).toBeTruthy();
  });
});
