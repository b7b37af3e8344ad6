import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../lib/test-i18n';
import { ok, refused, roundOf, session, spinAt } from '../test-support';
import { NO_TIMING, SlotScreen } from './slot-screen';

beforeAll(() => {
  setupTestI18n();
  // A round's playback is many renders: on a busy machine it may take longer than the default second.
  configure({ asyncUtilTimeout: 5000 });
});
afterEach(() => vi.unstubAllGlobals());

function stubFetch(...answers: Array<Response | Error>) {
  const fetch = vi.fn();
  for (const answer of answers) {
    if (answer instanceof Error) fetch.mockRejectedValueOnce(answer);
    else fetch.mockResolvedValueOnce(answer);
  }
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function sentBody(fetch: ReturnType<typeof vi.fn>, call: number): { bet: number; idempotencyKey: string } {
  return JSON.parse((fetch.mock.calls[call]![1] as RequestInit).body as string) as {
    bet: number;
    idempotencyKey: string;
  };
}

const cellSymbol = (reel: number, row: number) => screen.getByTestId(`cell-${reel}-${row}`).dataset.symbol;

// A busy machine renders a round's playback slowly: each test may take longer than the default five seconds.
describe('slot screen', { timeout: 20_000 }, () => {
  it('stops the reels on the grid the server returned and lights its paying line', async () => {
    // Stops 1,1,1,1,1 of Lucky Dragon 96 show five dragons on the top row (payline 2).
    const base = spinAt([1, 1, 1, 1, 1], 400);
    const fetch = stubFetch(ok(roundOf(base, 400, 100_000)));
    render(<SlotScreen session={session()} timing={NO_TIMING} />);
    await userEvent.click(screen.getByTestId('spin'));

    await waitFor(() => expect(screen.getByTestId('round-win')).toBeTruthy());
    for (let reel = 0; reel < 5; reel++)
      for (let row = 0; row < 3; row++) expect(cellSymbol(reel, row)).toBe(base.grid[reel]![row]);
    expect(base.grid.map((column) => column[0])).toEqual(['D', 'D', 'D', 'D', 'D']);
    for (let reel = 0; reel < 5; reel++)
      expect(screen.getByTestId(`cell-${reel}-0`).dataset.won).toBe('true');
    expect(within(screen.getByTestId('line-wins')).getByText(/Line 2: 5 × Dragon/)).toBeTruthy();
    expect(screen.getAllByTestId('payline').length).toBe(base.lineWins.length);
    expect(fetch).toHaveBeenCalledWith('/studio/api/slot/spin', expect.objectContaining({ method: 'POST' }));
    expect(sentBody(fetch, 0).bet).toBe(400);
  });

  it('shows the balance after the round once it has been played', async () => {
    const base = spinAt([1, 1, 1, 1, 1], 400);
    const round = roundOf(base, 400, 100_000);
    stubFetch(ok(round));
    render(<SlotScreen session={session()} timing={NO_TIMING} />);
    expect(screen.getByTestId('balance').textContent).toContain('1,000.00');
    await userEvent.click(screen.getByTestId('spin'));
    await waitFor(() =>
      expect(screen.getByTestId('balance').textContent).toContain(
        (round.balanceAfter / 100).toLocaleString('en', { minimumFractionDigits: 2 }),
      ),
    );
  });

  it('changes the bet one level at a time with its buttons, within the levels', () => {
    render(<SlotScreen session={session()} timing={NO_TIMING} />);
    expect(screen.getByTestId('bet-value').textContent).toBe('4.00');
    fireEvent.click(screen.getByTestId('bet-raise'));
    expect(screen.getByTestId('bet-value').textContent).toBe('10.00');
    fireEvent.click(screen.getByTestId('bet-raise'));
    expect(screen.getByTestId('bet-value').textContent).toBe('20.00');
    expect((screen.getByTestId('bet-raise') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('bet-lower'));
    fireEvent.click(screen.getByTestId('bet-lower'));
    fireEvent.click(screen.getByTestId('bet-lower'));
    expect(screen.getByTestId('bet-value').textContent).toBe('2.00');
    expect((screen.getByTestId('bet-lower') as HTMLButtonElement).disabled).toBe(true);
  });

  it('spins with Space or Enter and changes the bet with the arrow keys', async () => {
    const base = spinAt([3, 3, 3, 3, 3], 1000);
    const fetch = stubFetch(ok(roundOf(base, 1000, 100_000)), ok(roundOf(base, 1000, 100_000)));
    render(<SlotScreen session={session()} timing={NO_TIMING} />);
    fireEvent.keyDown(document.body, { key: 'ArrowUp' });
    expect(screen.getByTestId('bet-value').textContent).toBe('10.00');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.getByTestId('bet-value').textContent).toBe('10.00');
    fireEvent.keyDown(document.body, { key: ' ' });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(sentBody(fetch, 0).bet).toBe(1000);
    await waitFor(() => expect((screen.getByTestId('spin') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.keyDown(document.body, { key: 'Enter' });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    // Each spin the player means to play has its own idempotency key.
    expect(sentBody(fetch, 1).idempotencyKey).not.toBe(sentBody(fetch, 0).idempotencyKey);
  });

  it('leaves keys typed in a field to the field', async () => {
    const fetch = stubFetch();
    render(<SlotScreen session={session()} timing={NO_TIMING} />);
    await userEvent.click(screen.getByTestId('open-fair'));
    const input = screen.getByTestId('client-seed');
    fireEvent.keyDown(input, { key: ' ' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByTestId('bet-value').textContent).toBe('4.00');
  });

  it('says the balance is too low and offers a bet it covers', async () => {
    stubFetch(refused('INSUFFICIENT_FUNDS', 409));
    render(<SlotScreen session={session({ balance: 600 })} timing={NO_TIMING} />);
    await userEvent.click(screen.getByTestId('spin'));
    const error = await screen.findByTestId('game-error');
    expect(error.textContent).toContain('Not enough balance for this bet');
    await userEvent.click(within(error).getByRole('button', { name: /Bet 2\.00/ }));
    expect(screen.getByTestId('bet-value').textContent).toBe('2.00');
    expect(screen.queryByTestId('game-error')).toBeNull();
  });

  it('will not spin a bet above the balance, and offers one it covers', async () => {
    const fetch = stubFetch();
    render(<SlotScreen session={session({ balance: 500 })} timing={NO_TIMING} />);
    await userEvent.click(screen.getByTestId('bet-raise'));
    expect((screen.getByTestId('spin') as HTMLButtonElement).disabled).toBe(true);
    const notice = screen.getByTestId('cannot-afford');
    await userEvent.click(within(notice).getByRole('button', { name: /Bet 4\.00/ }));
    expect((screen.getByTestId('spin') as HTMLButtonElement).disabled).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stops play when the session has ended and points back to the lobby', async () => {
    stubFetch(refused('SESSION_EXPIRED', 401));
    render(<SlotScreen session={session()} timing={NO_TIMING} />);
    await userEvent.click(screen.getByTestId('spin'));
    const error = await screen.findByTestId('game-error');
    expect(error.textContent).toContain('Your game session has ended');
    expect(within(error).getByRole('button', { name: 'Back to lobby' })).toBeTruthy();
    expect((screen.getByTestId('spin') as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends a spin lost to the network again with the same idempotency key', async () => {
    const base = spinAt([2, 2, 2, 2, 2], 400);
    const fetch = stubFetch(new TypeError('Failed to fetch'), ok(roundOf(base, 400, 100_000)));
    render(<SlotScreen session={session()} timing={NO_TIMING} />);
    await userEvent.click(screen.getByTestId('spin'));
    const error = await screen.findByTestId('game-error');
    expect(error.textContent).toContain('Network link abnormal');
    await userEvent.click(within(error).getByRole('button', { name: 'Send the spin again' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(sentBody(fetch, 1).idempotencyKey).toBe(sentBody(fetch, 0).idempotencyKey);
    await waitFor(() => expect(screen.queryByTestId('game-error')).toBeNull());
  });

  it('labels a free trial as play money', () => {
    render(<SlotScreen session={session({ demo: true })} timing={NO_TIMING} />);
    expect(screen.getByTestId('demo-label').textContent).toContain('Demo');
  });

  it('plays the free spins the round holds and ends on the last one', async () => {
    const base = spinAt([0, 0, 0, 0, 0], 400);
    const free = [spinAt([1, 1, 1, 1, 1], 400, 2), spinAt([4, 4, 4, 4, 4], 400, 2)];
    const round = roundOf({ ...base, triggered: true }, 400, 100_000, { freeSpins: free });
    stubFetch(ok(round));
    render(<SlotScreen session={session()} timing={NO_TIMING} />);
    await userEvent.click(screen.getByTestId('spin'));
    await waitFor(() => expect(screen.getByTestId('round-win').textContent).toContain('You won'));
    for (let reel = 0; reel < 5; reel++) expect(cellSymbol(reel, 1)).toBe(free[1]!.grid[reel]![1]);
  });
});
