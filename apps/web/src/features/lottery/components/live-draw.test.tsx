import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LotteryDraw, LotteryPrizes } from '@suerte/contracts';
import { renderWithShell, resetSession } from '../../../app/test-utils';
import { REVEAL_SPECIAL_PAUSE_MS, REVEAL_STEP_MS } from '../model/live-reveal';
import { NORTH_SAMPLE, SOUTH_SAMPLE } from '../model/rule-examples';
import { lotteryDraw } from '../test/fixtures';
import { LiveDraw } from './live-draw';

const resulted = (numero: string, prizes: object, region: 'north' | 'south' = 'north'): LotteryDraw =>
  lotteryDraw({
    numero,
    region,
    status: 'RESULTED',
    isSale: false,
    prizes: prizes as LotteryPrizes,
    winningNumber: (prizes as { DB: string[] }).DB[0]!,
  });

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const shownOf = (prize: string) =>
  within(screen.getByTestId('live-board'))
    .queryAllByTestId(`live-${prize}`)
    .map((n) => n.textContent);

beforeEach(() => {
  resetSession();
  vi.useFakeTimers({ shouldAdvanceTime: false });
  reducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const live = (latest: LotteryDraw | null, resultsLoaded = true) => (
  <LiveDraw
    draw={null}
    onSale={false}
    closesAt={null}
    drawAt={null}
    pending={null}
    latest={latest}
    resultsLoaded={resultsLoaded}
  />
);

describe('live draw', () => {
  it("follows the page's word on whether betting is open, not a clock of its own", () => {
    const open = lotteryDraw({ isSale: true });
    const at = (onSale: boolean, closesIn: number) => (
      <LiveDraw
        draw={open}
        onSale={onSale}
        closesAt={Date.now() + closesIn}
        drawAt={Date.now() + 40_000}
        pending={null}
        latest={null}
      />
    );
    const label = () => screen.getByTestId('countdown').closest('div')!.querySelector('dt')!.textContent;
    // Closed by the page while the lock is still 30 s away: the countdown runs to the draw.
    const { rerender } = renderWithShell(at(false, 30_000));
    expect(label()).toBe('Drawn in');
    expect(screen.getByTestId('countdown').textContent).toBe('00:40');
    // Open by the page: the countdown runs to the lock, even once the clock has reached it.
    rerender(at(true, 30_000));
    expect(label()).toBe('Betting closes in');
    expect(screen.getByTestId('countdown').textContent).toBe('00:30');
    rerender(at(true, 0));
    expect(label()).toBe('Betting closes in');
  });

  it('does not replay a result already out when the page opened, but can on request', () => {
    renderWithShell(live(resulted('20261125-1', SOUTH_SAMPLE, 'south')));
    expect(screen.queryByTestId('live-board')).toBeNull();
    act(() => screen.getByTestId('live-watch').click());
    // Asked for, it is shown whole first; "Replay the draw" plays it back.
    expect(shownOf('DB')).toEqual(['654321']);
    act(() => screen.getByTestId('live-replay').click());
    expect(shownOf('G8')).toEqual([]);
    act(() => void vi.advanceTimersByTime(REVEAL_STEP_MS));
    expect(shownOf('G8')).toEqual(['56']);
  });

  it('plays a result published while watching prize by prize, G8 first and ĐB last', () => {
    const { rerender } = renderWithShell(live(resulted('20261125-1', NORTH_SAMPLE)));
    rerender(live(resulted('20261125-2', SOUTH_SAMPLE, 'south')));
    expect(screen.getByTestId('live-status').textContent).toBe('Drawing G8…');
    // The winning number is not given away before ĐB's turn.
    expect(screen.getByTestId('last-result').textContent).toBe('••••••');
    expect(shownOf('G8')).toEqual([]);
    expect(shownOf('DB')).toEqual([]);
    act(() => void vi.advanceTimersByTime(REVEAL_STEP_MS));
    expect(shownOf('G8')).toEqual(['56']);
    expect(screen.getByTestId('live-status').textContent).toBe('Drawing G7…');
    // G7, G6 ×3, G5, G4 ×7, G3 ×2, G2, G1: 16 more numbers, ĐB still hidden.
    for (let i = 0; i < 16; i += 1) act(() => void vi.advanceTimersByTime(REVEAL_STEP_MS));
    expect(shownOf('G4')).toHaveLength(7);
    expect(shownOf('G1')).toEqual(['10001']);
    expect(shownOf('DB')).toEqual([]);
    expect(screen.getByTestId('live-status').textContent).toBe('Drawing ĐB…');
    act(() => void vi.advanceTimersByTime(REVEAL_SPECIAL_PAUSE_MS - 1));
    expect(shownOf('DB')).toEqual([]);
    act(() => void vi.advanceTimersByTime(1));
    expect(shownOf('DB')).toEqual(['654321']);
    expect(screen.getByTestId('last-result').textContent).toBe('654321');
    expect(screen.getByTestId('live-status').textContent).toBe('Draw 20261125-2: every prize is out.');
  });

  it('shows the whole result at once when asked to', () => {
    const { rerender } = renderWithShell(live(null, false));
    rerender(live(resulted('20261125-3', NORTH_SAMPLE)));
    // The results arriving as the page opens are not live: opening the page is not watching a draw.
    expect(screen.queryByTestId('live-board')).toBeNull();
    rerender(live(resulted('20261125-4', NORTH_SAMPLE)));
    expect(shownOf('G1')).toEqual([]);
    act(() => screen.getByTestId('live-skip').click());
    expect(shownOf('G3')).toHaveLength(6);
    expect(shownOf('DB')).toEqual(['12345']);
  });

  it('plays the first result of a game that had none when the page opened', () => {
    const { rerender } = renderWithShell(live(null, false));
    rerender(live(null));
    rerender(live(resulted('20261125-1', NORTH_SAMPLE)));
    expect(screen.getByTestId('live-status').textContent).toBe('Drawing G1…');
    expect(shownOf('G1')).toEqual([]);
  });

  it('respects reduced motion: a new result is shown whole, never played', () => {
    reducedMotion(true);
    const { rerender } = renderWithShell(live(resulted('20261125-1', NORTH_SAMPLE)));
    rerender(live(resulted('20261125-2', NORTH_SAMPLE)));
    expect(shownOf('G7')).toEqual(['45', '71', '72', '73']);
    expect(shownOf('DB')).toEqual(['12345']);
    expect(screen.queryByTestId('live-replay')).toBeNull();
    expect(screen.queryByTestId('live-skip')).toBeNull();
  });
});
