import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../../lib/test-i18n';
import { HotGames } from './hot-games';
import { game, renderWithProviders, stubFetch, type FakeRoute } from '../test-utils';

beforeAll(() => setupTestI18n());

const PATH = '/wps/relay/hotGamesV2';

function renderHotGames(route: FakeRoute | (() => FakeRoute)) {
  const fetchMock = stubFetch({ [PATH]: route });
  renderWithProviders(<HotGames />);
  return fetchMock;
}

describe('HotGames', () => {
  it('asks for the web platform hot games', async () => {
    const fetchMock = renderHotGames({ value: { list: [] } });
    await screen.findByText(/No hot games yet/);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ isPlatform: 2, platform: 'W' });
  });

  it('says honestly that there are no hot games yet', async () => {
    renderHotGames({ value: { list: [] } });
    expect(await screen.findByText('No hot games yet. New games will appear here soon.')).toBeTruthy();
    expect(screen.queryAllByTestId('game-card')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Hot games' })).toBeTruthy();
  });

  it('shows a card per game with icon, name and vendor, leading to the slot games page', async () => {
    renderHotGames({
      value: {
        list: [
          game({ nodeId: '1', gameName: 'Lucky Fortune', vassalage: 'PG' }),
          game({ nodeId: '2', vassalage: 'JILI' }),
        ],
      },
    });
    const cards = await screen.findAllByTestId('game-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toBe('Lucky FortunePG');
    expect(cards[0]?.getAttribute('href')).toBe('/slot-games');
    expect(cards[0]?.querySelector('img')?.getAttribute('src')).toBe('/media/game-1.svg');
    expect(cards[1]?.textContent).toContain('JILI');
  });

  it('shows the default picture when a game has no icon to show', async () => {
    renderHotGames({ value: { list: [game({ nodeId: '1', showIcon: false })] } });
    const card = await screen.findByTestId('game-card');
    expect(card.querySelector('img')).toBeNull();
    expect(screen.getByTestId('game-card-fallback')).toBeTruthy();
  });

  it('tries a failing icon twice, then shows the default picture', async () => {
    renderHotGames({ value: { list: [game({ nodeId: '1' })] } });
    const card = await screen.findByTestId('game-card');
    fireEvent.error(card.querySelector('img')!);
    expect(card.querySelector('img')).not.toBeNull();
    fireEvent.error(card.querySelector('img')!);
    expect(card.querySelector('img')).toBeNull();
    expect(screen.getByTestId('game-card-fallback')).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    renderHotGames(() =>
      fail ? { fail: 'Games unavailable' } : { value: { list: [game({ nodeId: '1' })] } },
    );
    expect(await screen.findByText('Games unavailable')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(1));
  });
});
