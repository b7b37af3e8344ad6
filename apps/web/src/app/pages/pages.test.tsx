import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HotPage from './hot-page';
import SlotGamesPage from './slot-games-page';
import PointMallPage from './point-mall-page';
import LottPage from './lott-page';
import { renderWithShell, resetSession, vendorGroup, envelopeResponse } from '../test-utils';
import { hotGamesQueryOptions } from '../../lib/queries/hot-games';
import type { Game } from '@suerte/contracts';

beforeEach(() => resetSession());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const game = (nodeId: string): Game => ({
  nodeId,
  nodeName: nodeId,
  gameName: `Game ${nodeId}`,
  iconUrl: `/media/${nodeId}.svg`,
  showIcon: true,
  vassalage: 'SUERTE',
  gameCategory: 'RNG',
  gameClassify: 'JP',
  supportPlay: 1,
  isFav: false,
  roomId: null,
  minBet: 100,
  minLineNum: 1,
  status: 'ON',
  demo: false,
  isGame: 'GAME',
});

describe('hot games page', () => {
  it('lists the hot games, each playable', () => {
    renderWithShell(<HotPage />, {
      prime: (c) =>
        c.setQueryData(hotGamesQueryOptions(null, 'en').queryKey, { list: [game('a'), game('b')] }),
    });
    expect(screen.getByText('Game a')).toBeTruthy();
    const play = screen.getAllByRole('button', { name: 'Play now' });
    expect(play).toHaveLength(2);
    expect((play[0] as HTMLButtonElement).disabled).toBe(false);
  });

  it('says so when no game is hot yet', () => {
    renderWithShell(<HotPage />, {
      prime: (c) => c.setQueryData(hotGamesQueryOptions(null, 'en').queryKey, { list: [] }),
    });
    expect(screen.getByText(/No hot games yet/)).toBeTruthy();
  });

  it('shows loading, then an error with retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelopeResponse(null, 500)),
    );
    renderWithShell(<HotPage />);
    expect(screen.getAllByTestId('game-skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByTestId('error-state')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('slot games page', () => {
  it('starts on hot slots and shows the vendors and the hot slots', () => {
    renderWithShell(<SlotGamesPage />, {
      vendors: [vendorGroup('RNG', ['SUERTE'])],
      prime: (c) => c.setQueryData(hotGamesQueryOptions(null, 'en').queryKey, { list: [game('a')] }),
    });
    expect(screen.getByTestId('slot-tabs-HOT').getAttribute('aria-selected')).toBe('true');
    // The vendor's picture (200 × 120, words drawn in) whole: a box of the same shape, not a square.
    const picture = screen.getByTestId('vendor-SUERTE').querySelector('img')!;
    expect(Number(picture.getAttribute('width')) / Number(picture.getAttribute('height'))).toBeCloseTo(
      200 / 120,
      1,
    );
    expect(screen.getByText('Game a')).toBeTruthy();
  });

  it('tabs move with the arrow keys', async () => {
    renderWithShell(<SlotGamesPage />, { vendors: [vendorGroup('RNG', ['SUERTE'])] });
    screen.getByTestId('slot-tabs-HOT').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('slot-tabs-ALL').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('slot-tabs-ALL'));
  });

  it('searches by name after 500 ms without typing, among all slots when typed on the hot tab', async () => {
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
        return envelopeResponse({ games: [], total: 0, totalPages: 0, pageNo: 1 });
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithShell(<SlotGamesPage />, {
      vendors: [vendorGroup('RNG', ['SUERTE'])],
      prime: (c) => c.setQueryData(hotGamesQueryOptions(null, 'en').queryKey, { list: [game('a')] }),
    });
    fireEvent.change(screen.getByLabelText('Search by game name'), { target: { value: 'dragon' } });
    expect(screen.getByTestId('slot-tabs-ALL').getAttribute('aria-selected')).toBe('true');
    act(() => vi.advanceTimersByTime(499));
    expect(bodies.some((b) => b.gameName === 'dragon')).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    expect(await screen.findByText('No games match “dragon”.')).toBeTruthy();
    expect(bodies.find((b) => b.gameName === 'dragon')).toMatchObject({ gameType: 'RNG', pageNo: 1 });
  });

  it('back on the hot tab, the name filters the hot slots', async () => {
    renderWithShell(<SlotGamesPage />, {
      vendors: [vendorGroup('RNG', ['SUERTE'])],
      prime: (c) =>
        c.setQueryData(hotGamesQueryOptions(null, 'en').queryKey, { list: [game('a'), game('b')] }),
    });
    fireEvent.change(screen.getByLabelText('Search by game name'), { target: { value: 'Game b' } });
    fireEvent.click(screen.getByTestId('slot-tabs-HOT'));
    expect(screen.getByTestId('slot-tabs-HOT').getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(screen.queryByText('Game a')).toBeNull(), { timeout: 2_000 });
    expect(screen.getByText('Game b')).toBeTruthy();
  });
});

describe('point mall page', () => {
  it('shows its sections; rules state that points do not expire', async () => {
    renderWithShell(<PointMallPage />);
    expect(screen.getByText('The point mall opens soon.')).toBeTruthy();
    await userEvent.click(screen.getByTestId('point-mall-tabs-rules'));
    expect(screen.getByText('Points do not expire.')).toBeTruthy();
  });
});

describe('lott page', () => {
  const phishing = 'Send your password to support@evil.example';

  it('names a vendor of the catalogue by its catalogue name', () => {
    const group = vendorGroup('LOTT', ['SEA_LOTTO']);
    group.vendors[0]!.cards[0]!.vendorName = 'Sea Lotto';
    renderWithShell(<LottPage />, {
      path: '/lott?vendor=SEA_LOTTO&gameType=elott',
      vendors: [group],
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sea Lotto lottery');
  });

  it('never shows the text of an unknown vendor: the generic title instead', () => {
    renderWithShell(<LottPage />, {
      path: `/lott?vendor=${encodeURIComponent(phishing)}&gameType=elott`,
      vendors: [vendorGroup('LOTT', ['SEA_LOTTO'])],
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Regional lottery');
    expect(document.body.textContent).not.toContain('Send your password');
  });

  it('shows the generic title while the catalogue has not arrived', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithShell(<LottPage />, { path: `/lott?vendor=${encodeURIComponent(phishing)}` });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Regional lottery');
    expect(document.body.textContent).not.toContain('Send your password');
  });
});
