import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ElottPage from '../../../app/pages/elott-page';
import { envelopeResponse, renderWithShell, resetSession } from '../../../app/test-utils';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useSessionStore } from '../../../lib/session-store';
import { lotteryDraw, lotteryMenu } from '../test/fixtures';

function stubApi() {
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname === '/lgw/vn/games/game_menu') return Promise.resolve(envelopeResponse(lotteryMenu()));
    if (url.pathname === '/lgw/vn/games/game_menu/recent')
      return Promise.resolve(
        envelopeResponse({
          list: [lotteryDraw({ gameName: 'Speed 1 minute', winningNumber: '98765', prizes: {} as never })],
        }),
      );
    return Promise.resolve(envelopeResponse(null, 404));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const names = () =>
  [...screen.getByTestId('elott-list').querySelectorAll('[data-testid^="lottery-card-"]')].map((b) =>
    b.getAttribute('data-testid')!.replace('lottery-card-', ''),
  );
const mode = () => screen.getByTestId('elott-mode').getAttribute('data-mode');

beforeEach(() => resetSession());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/elott', () => {
  it('shows region tabs from the menu tags, weekday tabs T2..T7 then CN, and the first region’s cards', async () => {
    stubApi();
    renderWithShell(<ElottPage />);
    expect(await screen.findByTestId('elott-list')).toBeTruthy();
    const regions = screen.getByTestId('elott-regions').querySelectorAll('[role="tab"]');
    expect([...regions].map((r) => r.textContent)).toEqual(['Northern', 'Southern', 'Recent results']);
    const days = screen.getByTestId('elott-days').querySelectorAll('[role="tab"]');
    expect([...days].map((d) => d.textContent)).toEqual([
      'All days',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(mode()).toBe('all');
    const card = screen.getByTestId('lottery-card-MB');
    expect(card.textContent).toContain('Miền Bắc');
    expect(card.textContent).toContain('12345');
    // remainTime 3700 s minus lockTime 60 s, less the moment since the answer.
    expect(within(card).getByTestId('countdown').textContent).toMatch(/^01:00:(39|40)$/);
  });

  it('filters a region by weekday (week mode)', async () => {
    stubApi();
    renderWithShell(<ElottPage />);
    await screen.findByTestId('elott-list');
    await userEvent.click(screen.getByTestId('elott-regions-SOUTH'));
    expect(names()).toEqual(['TPHCM', 'VL']);
    await userEvent.click(screen.getByTestId('elott-days-6'));
    expect(mode()).toBe('week');
    expect(names()).toEqual(['VL']);
    await userEvent.click(screen.getByTestId('elott-days-1'));
    expect(screen.getByText('No lottery draws on this day.')).toBeTruthy();
  });

  it('searches every region by name once typing stops for 500 ms (search mode)', async () => {
    stubApi();
    renderWithShell(<ElottPage />);
    await screen.findByTestId('elott-list');
    vi.useFakeTimers({ shouldAdvanceTime: false });
    fireEvent.change(screen.getByTestId('elott-search'), { target: { value: 'vinh long' } });
    act(() => vi.advanceTimersByTime(499));
    expect(mode()).toBe('all');
    act(() => vi.advanceTimersByTime(1));
    expect(mode()).toBe('search');
    expect(names()).toEqual(['VL']);
    fireEvent.change(screen.getByTestId('elott-search'), { target: { value: 'dragon' } });
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('No lottery matches “dragon”.')).toBeTruthy();
  });

  it('asks a visitor to log in for recent results and for a game (recent mode)', async () => {
    const fetch = stubApi();
    renderWithShell(<ElottPage />);
    await screen.findByTestId('elott-list');
    await userEvent.click(screen.getByTestId('lottery-card-MB'));
    expect(useAuthModal.getState().open).toBe('login');
    await userEvent.click(screen.getByTestId('elott-regions-__recent'));
    expect(mode()).toBe('recent');
    expect(screen.getByTestId('recent-login')).toBeTruthy();
    expect(fetch.mock.calls.some(([u]) => String(u).includes('/recent'))).toBe(false);
  });

  it('lists recent results for a member', async () => {
    useSessionStore.setState({ token: 'member-token' });
    stubApi();
    renderWithShell(<ElottPage />);
    await screen.findByTestId('elott-list');
    await userEvent.click(screen.getByTestId('elott-regions-__recent'));
    const list = await screen.findByTestId('recent-results');
    expect(list.textContent).toContain('98765');
  });

  it('says so when the list cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(envelopeResponse(null, 500))),
    );
    renderWithShell(<ElottPage />);
    expect(await screen.findByTestId('error-state')).toBeTruthy();
  });
});
