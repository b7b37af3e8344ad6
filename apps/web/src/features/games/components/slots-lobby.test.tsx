import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useSessionStore } from '../../../lib/session-store';
import { renderLobby, stubApi, testGame } from '../test-games';
import { SlotsLobby } from './slots-lobby';

const RELAY = '/wps/relay/';
const page = (games: ReturnType<typeof testGame>[]) => ({
  games,
  total: games.length,
  totalPages: 1,
  pageNo: 1,
});

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  useSessionStore.setState({ token: null, merchantCode: null, language: 'en' });
  useAuthModal.getState().close();
});
afterEach(() => vi.unstubAllGlobals());

describe('slots lobby', () => {
  it('a tab asks the catalogue for its slot kind, with the page size of the screen width', async () => {
    const calls = stubApi({
      [`${RELAY}GCSGAME_gameList`]: () => page([testGame('vp1', { gameClassify: 'VP' })]),
    });
    renderLobby(<SlotsLobby tab="VP" vendor="DEMO_NOVA" query="dra" />);
    expect(await screen.findByText('Game vp1')).toBeTruthy();
    const list = calls.find((c) => c.path.endsWith('GCSGAME_gameList'))!;
    // jsdom's window is 1024 px wide: 5 cards a row, 5 rows a page.
    expect(list.body).toMatchObject({
      gameType: 'RNG',
      gameClassify: 'VP',
      vassalage: 'DEMO_NOVA',
      gameName: 'dra',
      pageNo: 1,
      pageSize: 25,
    });
  });

  it('the hot tab filters the hot games by vendor and by name, accents aside', async () => {
    stubApi({
      [`${RELAY}hotGamesV2`]: () => ({
        list: [
          testGame('a', { gameName: 'Dragón Gold' }),
          testGame('b', { gameName: 'Dragon Jade', vassalage: 'OTHER' }),
          testGame('c', { gameName: 'Lucky Koi' }),
        ],
      }),
    });
    renderLobby(<SlotsLobby tab="HOT" vendor="DEMO_NOVA" query="dragon" />);
    expect(await screen.findByText('Dragón Gold')).toBeTruthy();
    expect(screen.queryByText('Dragon Jade')).toBeNull();
    expect(screen.queryByText('Lucky Koi')).toBeNull();
  });

  it('with no hot slot yet, the hot tab says so and lists all the slots under that line', async () => {
    const calls = stubApi({
      [`${RELAY}hotGamesV2`]: () => ({ list: [testGame('live', { gameCategory: 'LIVE' })] }),
      [`${RELAY}GCSGAME_gameList`]: () => page([testGame('s1')]),
    });
    renderLobby(<SlotsLobby tab="HOT" vendor={null} query="" />);
    expect(await screen.findByText('Game s1')).toBeTruthy();
    expect(screen.getByTestId('hot-slots-empty').textContent).toBe(
      'No hot slots yet: games become hot once members play them. Meanwhile, here are all the slots.',
    );
    const list = calls.find((c) => c.path.endsWith('GCSGAME_gameList'))!;
    expect(list.body).toMatchObject({ gameType: 'RNG', gameName: '', vassalage: '', gameClassify: '' });
  });

  it('says honestly when nothing matches', async () => {
    stubApi({ [`${RELAY}GCSGAME_gameList`]: () => page([]) });
    renderLobby(<SlotsLobby tab="ALL" vendor={null} query="zzz" />);
    expect(await screen.findByText('No games match “zzz”.')).toBeTruthy();
  });

  it('a visitor who taps the star is told to log in, and nothing is sent', async () => {
    const calls = stubApi({ [`${RELAY}GCSGAME_gameList`]: () => page([testGame('a')]) });
    renderLobby(<SlotsLobby tab="ALL" vendor={null} query="" />);
    fireEvent.click(await screen.findByTestId('favourite-toggle'));
    const dialog = screen.getByTestId('favourite-login');
    expect(within(dialog).getByText('Sorry, please log in to keep favourite games.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(useAuthModal.getState().open).toBe('login');
    expect(calls.some((c) => c.path.includes('FavGame'))).toBe(false);
  });

  it('a member adds a favourite; the star fills only once the server agrees, and the list reloads', async () => {
    useSessionStore.setState({ token: 'member-token' });
    let favourites: string[] = [];
    let answer: (() => void) | null = null;
    const calls = stubApi({
      [`${RELAY}GCSGAME_gameList`]: () => page([testGame('a')]),
      [`${RELAY}GCSGAME_getFavGame`]: () => ({ list: favourites }),
      [`${RELAY}GCSGAME_favGameList`]: () => ({
        content: favourites.map((id) => testGame(id, { gameName: `Favourite ${id}` })),
        total: favourites.length,
        totalPages: 1,
      }),
      [`${RELAY}GCSGAME_addFavGame`]: (body) => {
        favourites = [...favourites, String(body.nodeId)];
        return { list: favourites };
      },
    });
    // The add answers only when the test says so.
    const realFetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: URL | RequestInfo, init?: RequestInit) => {
        if (String(input).includes('addFavGame')) await new Promise<void>((resolve) => (answer = resolve));
        return realFetch(input, init);
      }),
    );
    renderLobby(<SlotsLobby tab="ALL" vendor={null} query="" />);
    expect(await screen.findByText(/No favourites yet/)).toBeTruthy();
    const star = within(screen.getByTestId('game-a')).getByTestId('favourite-toggle');
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await waitFor(() => expect(answer).not.toBeNull());
    expect(star.getAttribute('aria-pressed')).toBe('false');
    answer!();
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(await screen.findByText('Favourite a')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('addFavGame'))?.body).toEqual({
      nodeId: 'a',
      vendor: 'DEMO_NOVA',
    });
  });

  it('a refused favourite change leaves the star as it was and says why', async () => {
    useSessionStore.setState({ token: 'member-token' });
    stubApi({
      [`${RELAY}GCSGAME_gameList`]: () => page([testGame('a')]),
      [`${RELAY}GCSGAME_getFavGame`]: () => ({ list: ['a'] }),
      [`${RELAY}GCSGAME_favGameList`]: () => ({ content: [], total: 0, totalPages: 0 }),
      [`${RELAY}GCSGAME_removeFavGame`]: () => {
        throw new Error('database down');
      },
    });
    renderLobby(<SlotsLobby tab="ALL" vendor={null} query="" />);
    const star = within(await screen.findByTestId('game-a')).getByTestId('favourite-toggle');
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(star);
    expect(await screen.findByText(/database down/)).toBeTruthy();
    expect(star.getAttribute('aria-pressed')).toBe('true');
  });

  it('play now sends a visitor to login; the free trial opens the game page', async () => {
    stubApi({ [`${RELAY}GCSGAME_gameList`]: () => page([testGame('a')]) });
    renderLobby(<SlotsLobby tab="ALL" vendor={null} query="" />);
    fireEvent.click(await screen.findByTestId('play-now'));
    expect(useAuthModal.getState().open).toBe('login');
    expect(screen.getByTestId('location').textContent).toBe('/');
    fireEvent.click(screen.getByTestId('free-trial'));
    expect(screen.getByTestId('location').textContent).toBe('/game/a?vendor=DEMO_NOVA&trial=1');
  });

  it('a game under maintenance is marked and cannot be started from its card', async () => {
    useSessionStore.setState({ token: 'member-token' });
    stubApi({
      [`${RELAY}GCSGAME_gameList`]: () =>
        page([testGame('a', { status: 'MAINTENANCE' }), testGame('b', { gameName: 'Other game' })]),
      [`${RELAY}GCSGAME_getFavGame`]: () => ({ list: [] }),
      [`${RELAY}GCSGAME_favGameList`]: () => ({ content: [], total: 0, totalPages: 0 }),
    });
    renderLobby(<SlotsLobby tab="ALL" vendor={null} query="" />);
    const card = await screen.findByTestId('game-a');
    expect(within(card).getByText('Maintenance')).toBeTruthy();
    expect((within(card).getByTestId('play-now') as HTMLButtonElement).disabled).toBe(true);
  });
});
