import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { VendorGroup } from '@suerte/contracts';
import { useSessionStore } from '../../../lib/session-store';
import { renderLobby, stubApi, testGame } from '../test-games';
import { declarationsOf, sheetRules } from '../../../test/css-rules';
import HomeLobby from './home-lobby';

const gamesCss = sheetRules('./games.module.css', import.meta.url);

const RELAY = '/wps/relay/';
const vendors: VendorGroup[] = [
  {
    gameCategory: 'RNG',
    vendors: [
      {
        title: 'RNG',
        cards: [
          {
            vassalage: 'DEMO_NOVA',
            vendorName: 'Nova (demo)',
            iconUrl: '/v.svg',
            maintenance: false,
            demo: true,
          },
        ],
      },
    ],
  },
  { gameCategory: 'LIVE', vendors: [] },
];

function stubHome(over: Record<string, (body: Record<string, unknown>) => unknown> = {}) {
  return stubApi({
    [`${RELAY}gameVendor`]: () => vendors,
    [`${RELAY}hotGamesV2`]: () => ({ list: [testGame('hot1', { gameName: 'Hot One' })] }),
    [`${RELAY}GCSGAME_getRankList`]: () => ({
      list: [
        {
          rank: 1,
          name: 'ju***o',
          nodeId: 'hot1',
          gameName: 'Hot One',
          vassalage: 'DEMO_NOVA',
          amount: 1234567,
          currency: 'PHP',
          at: '2026-11-25T03:00:00Z',
        },
      ],
    }),
    [`${RELAY}GCSGAME_newGames`]: () => ({ list: [testGame('new1', { gameName: 'Fresh One' })] }),
    [`${RELAY}GCSGAME_gameList`]: (body) => ({
      games: [
        testGame(`${String(body.gameType)}-1`, { gameName: `Row game ${String(body.vassalage || 'any')}` }),
      ],
      total: 1,
      totalPages: 1,
      pageNo: 1,
    }),
    ...over,
  });
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  useSessionStore.setState({ token: null, merchantCode: null, language: 'en' });
});
afterEach(() => vi.unstubAllGlobals());

describe('home lobby', () => {
  it('shows the winner ticker with masked names and amounts, hot games and a row per category with vendors', async () => {
    const calls = stubHome();
    renderLobby(<HomeLobby />);
    const ticker = screen.getByTestId('winner-ticker');
    // The line is listed twice for a seamless loop; only the first copy is for screen readers.
    const lines = await within(ticker).findAllByTestId('winner-line');
    expect(lines.map((l) => l.textContent)).toEqual(['ju***o won ₱12,345.67 on Hot One']);
    expect(within(ticker).queryByTestId('winners-empty')).toBeNull();
    expect(await within(screen.getByTestId('home-row-hot')).findByText('Hot One')).toBeTruthy();
    expect(await within(await screen.findByTestId('home-row-RNG')).findByText('Row game any')).toBeTruthy();
    // A category without vendors gets no row; a visitor gets no recent games or favourites, nor their calls.
    expect(screen.queryByTestId('home-row-LIVE')).toBeNull();
    expect(screen.queryByTestId('recent-games')).toBeNull();
    expect(calls.some((c) => c.path.endsWith('GCS_recentGame') || c.path.includes('Fav'))).toBe(false);
  });

  it('a returning member sees the games played last', async () => {
    useSessionStore.setState({ token: 'member-token' });
    stubHome({
      [`${RELAY}GCS_recentGame`]: () => ({ list: [testGame('r1', { gameName: 'Played Before' })] }),
      [`${RELAY}GCSGAME_getFavGame`]: () => ({ list: [] }),
      [`${RELAY}GCSGAME_favGameList`]: () => ({ content: [], total: 0, totalPages: 0 }),
    });
    renderLobby(<HomeLobby />);
    expect(await within(screen.getByTestId('recent-games')).findByText('Played Before')).toBeTruthy();
  });

  it('says so when nobody has won yet, and a failed row offers a retry', async () => {
    stubHome({
      [`${RELAY}GCSGAME_getRankList`]: () => ({ list: [] }),
      [`${RELAY}hotGamesV2`]: () => {
        throw new Error('down');
      },
    });
    renderLobby(<HomeLobby />);
    // On the ticker's own line (the bar keeps its height), once for screen readers.
    expect((await screen.findByTestId('winners-empty')).textContent).toBe(
      'No wins yet. Big wins will appear here.',
    );
    // A line standing still: once, not in the scrolling list (listed twice for its loop) of the wins.
    const ticker = screen.getByTestId('winner-ticker');
    expect(within(ticker).getAllByText('No wins yet. Big wins will appear here.')).toHaveLength(1);
    expect(ticker.querySelector('ul')).toBeNull();
    const hot = screen.getByTestId('home-row-hot');
    expect(await within(hot).findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('a ticker that cannot load says so on its own line and offers a retry there', async () => {
    let fail = true;
    stubHome({
      [`${RELAY}GCSGAME_getRankList`]: () => {
        if (fail) throw new Error('down');
        return { list: [] };
      },
    });
    renderLobby(<HomeLobby />);
    const ticker = screen.getByTestId('winner-ticker');
    expect((await within(ticker).findByTestId('winners-error')).textContent).toBe("Can't load.");
    expect(within(ticker).queryByTestId('error-state')).toBeNull();
    fail = false;
    fireEvent.click(within(ticker).getByRole('button', { name: 'Try again' }));
    expect(await within(ticker).findByTestId('winners-empty')).toBeTruthy();
  });

  it('a provider opens the game popup with its games', async () => {
    stubHome();
    renderLobby(<HomeLobby />);
    const provider = await screen.findByRole('button', { name: 'Nova (demo)' });
    // Its picture (200 × 120, words drawn in) whole: a box of the same shape, not a square.
    const picture = provider.querySelector('img')!;
    expect(Number(picture.getAttribute('width')) / Number(picture.getAttribute('height'))).toBeCloseTo(
      200 / 120,
      1,
    );
    fireEvent.click(provider);
    const popup = await screen.findByTestId('game-popup');
    expect(await within(popup).findByText('Row game DEMO_NOVA')).toBeTruthy();
  });

  it('shows the newest games in their own row, and says so when there are none', async () => {
    const calls = stubHome();
    renderLobby(<HomeLobby />);
    const row = await screen.findByTestId('home-row-new');
    expect(within(row).getByRole('heading', { name: 'New games' })).toBeTruthy();
    expect(await within(row).findByText('Fresh One')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('GCSGAME_newGames'))?.body).toEqual({ count: 20 });
  });

  it('says when there is no new game yet', async () => {
    stubHome({ [`${RELAY}GCSGAME_newGames`]: () => ({ list: [] }) });
    renderLobby(<HomeLobby />);
    const row = await screen.findByTestId('home-row-new');
    expect(await within(row).findByText('No new games yet.')).toBeTruthy();
  });

  it("a vendor entry in a row opens the popup of its vendor's games, with no trial or favourite", async () => {
    useSessionStore.setState({ token: 'member-token' });
    const entry = testGame('demo-nova-all', {
      isGame: 'VASSALAGE',
      vassalage: 'DEMO_NOVA',
      nodeName: 'Nova Reels (Demo)',
      gameName: 'All Nova Reels (Demo) games',
      supportPlay: 0,
    });
    const calls = stubHome({
      [`${RELAY}GCSGAME_gameList`]: (body) => ({
        games: body.vassalage === 'DEMO_NOVA' ? [testGame('nova-7', { gameName: 'Nova Seven' })] : [entry],
        total: 1,
        totalPages: 1,
        pageNo: 1,
      }),
      [`${RELAY}GCS_recentGame`]: () => ({ list: [] }),
      [`${RELAY}GCSGAME_getFavGame`]: () => ({ list: [] }),
      [`${RELAY}GCSGAME_favGameList`]: () => ({ content: [], total: 0, totalPages: 0 }),
    });
    renderLobby(<HomeLobby />);
    const row = await screen.findByTestId('home-row-RNG');
    const card = await within(row).findByTestId('game-demo-nova-all');
    expect(within(card).getByText('Provider')).toBeTruthy();
    // Its vendor picture (200 × 120, words drawn in) is shown whole in the card's square, a game's fills it.
    expect(within(card).getByTestId('game-image').hasAttribute('data-whole')).toBe(true);
    expect(declarationsOf(gamesCss, '.image[data-whole] img').get('object-fit')).toBe('contain');
    // At the square's foot: the badges (Provider, Demo) above it keep off its words.
    expect(declarationsOf(gamesCss, '.image[data-whole] img').get('object-position')).toBe('center bottom');
    expect(declarationsOf(gamesCss, '.image img').get('object-fit')).toBe('cover');
    expect(within(card).queryByTestId('free-trial')).toBeNull();
    expect(within(card).queryByTestId('favourite-toggle')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'See games' }));
    const popup = await screen.findByTestId('game-popup');
    expect(within(popup).getByRole('heading', { name: /Nova Reels \(Demo\)/ })).toBeTruthy();
    expect(await within(popup).findByText('Nova Seven')).toBeTruthy();
    const asked = calls.filter((c) => c.path.endsWith('GCSGAME_gameList')).map((c) => c.body);
    expect(asked).toContainEqual(expect.objectContaining({ gameType: 'RNG', vassalage: 'DEMO_NOVA' }));
    // Nothing was launched.
    expect(calls.some((c) => c.path.includes('launchGame'))).toBe(false);
  });
});
