import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../lib/test-i18n';
import { NO_TIMING, type Timing } from '../model/timing';
import { baccaratSession, dealOf, nonceWhere, ok, refused } from '../test-support';
import { BaccaratScreen } from './baccarat-screen';

beforeAll(() => {
  setupTestI18n();
  configure({ asyncUtilTimeout: 5000 });
});
afterEach(() => vi.unstubAllGlobals());

/** The studio as the table sees it: its history list, then one answer per deal (in order). */
function stubStudio(deals: Array<Response | Error>, history: unknown[] = []) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.includes('/rounds?')) return ok({ rounds: history });
    const next = deals.shift();
    if (!next) throw new Error(`unexpected call ${url}`);
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const dealCalls = (fetch: ReturnType<typeof stubStudio>) =>
  fetch.mock.calls.filter(([url]) => url === '/studio/api/baccarat/deal');
const sent = (fetch: ReturnType<typeof stubStudio>, i: number) =>
  JSON.parse(dealCalls(fetch)[i]![1]!.body as string) as {
    bets: Record<string, number>;
    idempotencyKey: string;
  };
const shownCards = () => screen.queryAllByTestId('card').map((c) => Number(c.dataset.code));

// A busy machine renders slowly: each test may take longer than the default five seconds.
describe('baccarat table', { timeout: 20_000 }, () => {
  it('stakes chips on several spots, deals the coup the server decided and marks each spot', async () => {
    const nonce = nonceWhere((coup) => coup.winner === 'banker' && coup.banker.length === 3);
    const answer = dealOf({ banker: 2_000, tie: 500 }, 100_000, nonce);
    const fetch = stubStudio([ok(answer)]);
    render(<BaccaratScreen session={baccaratSession()} timing={NO_TIMING} />);
    await userEvent.click(screen.getByTestId('spot-banker'));
    await userEvent.click(screen.getByTestId('spot-banker'));
    await userEvent.click(screen.getByTestId('chip-500'));
    await userEvent.click(screen.getByTestId('spot-tie'));
    expect(screen.getByTestId('total-stake').textContent).toBe('25.00');
    await userEvent.click(screen.getByTestId('deal'));

    await screen.findByTestId('round-result');
    expect(sent(fetch, 0).bets).toEqual({ banker: 2_000, tie: 500 });
    expect(shownCards()).toEqual([
      answer.player[0],
      answer.player[1],
      ...answer.player.slice(2),
      ...answer.banker,
    ]);
    expect(screen.getByTestId('total-player').textContent).toBe(String(answer.playerTotal));
    expect(screen.getByTestId('total-banker').textContent).toBe(String(answer.bankerTotal));
    expect(screen.getByTestId('round-result').textContent).toContain(
      `Banker wins ${answer.bankerTotal} to ${answer.playerTotal}`,
    );
    expect(screen.getByTestId('spot-banker').dataset.result).toBe('won');
    expect(screen.getByTestId('spot-banker').textContent).toContain('Won 39.00');
    expect(screen.getByTestId('spot-tie').dataset.result).toBe('lost');
    expect(screen.getByTestId('spot-player').dataset.result).toBeUndefined();
    expect(screen.getByTestId('balance').textContent).toContain('1,014.00');
    // The result joins the member's last results.
    expect(screen.getAllByTestId('bead').map((b) => b.textContent)).toEqual(['B']);
  });

  it('says a bet returned on a tie is returned, not won', async () => {
    const nonce = nonceWhere((coup) => coup.winner === 'tie');
    stubStudio([ok(dealOf({ banker: 1_000 }, 100_000, nonce))]);
    render(<BaccaratScreen session={baccaratSession()} timing={NO_TIMING} />);
    await userEvent.click(screen.getByTestId('spot-banker'));
    await userEvent.click(screen.getByTestId('deal'));

    const result = await screen.findByTestId('round-result');
    expect(screen.getByTestId('spot-banker').dataset.result).toBe('push');
    expect(result.textContent).toContain('Bet returned: 10.00');
    expect(result.textContent).not.toContain('You won');
    expect(result.className).not.toContain('studio-win-text');
  });

  it('deals the cards one by one: player, banker, player, banker', async () => {
    const answer = dealOf({ player: 1_000 }, 100_000, 0);
    stubStudio([ok(answer)]);
    const timing: Timing = { ...NO_TIMING, card: 250 };
    render(<BaccaratScreen session={baccaratSession()} timing={timing} />);
    await userEvent.click(screen.getByTestId('spot-player'));
    await userEvent.click(screen.getByTestId('deal'));
    await waitFor(() => expect(shownCards().length).toBeGreaterThan(0));
    const early = shownCards();
    expect(early.length).toBeLessThan(answer.player.length + answer.banker.length);
    expect(early).toEqual(
      [answer.player[0], answer.banker[0], answer.player[1], answer.banker[1]].slice(0, early.length),
    );
    expect(screen.queryByTestId('round-result')).toBeNull();
    expect(screen.getByTestId('status').textContent).toBe('Dealing…');
    await screen.findByTestId('round-result', {}, { timeout: 5000 });
  });

  it('keeps each spot within its table limit and deals nothing without a bet', async () => {
    const fetch = stubStudio([]);
    render(<BaccaratScreen session={baccaratSession()} timing={NO_TIMING} />);
    await userEvent.click(screen.getByTestId('deal'));
    expect(screen.getByTestId('table-notice').textContent).toBe('Place a bet on at least one spot first.');
    await userEvent.click(screen.getByTestId('chip-5000'));
    await userEvent.click(screen.getByTestId('spot-playerPair'));
    expect(screen.getByTestId('stake-playerPair').textContent).toBe('18.00');
    expect(screen.getByTestId('table-notice').textContent).toBe(
      'Player pair is at its table limit of 18.00.',
    );
    expect(dealCalls(fetch)).toHaveLength(0);
  });

  it('works from the keyboard: arrows choose the chip, Enter deals, Delete clears', async () => {
    const answer = dealOf({ banker: 500 }, 100_000, 1);
    const fetch = stubStudio([ok(answer)]);
    render(<BaccaratScreen session={baccaratSession()} timing={NO_TIMING} />);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(screen.getByTestId('chip-500').getAttribute('aria-checked')).toBe('true');
    screen.getByTestId('spot-banker').focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('stake-banker').textContent).toBe('5.00');
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'Enter' });
    await screen.findByTestId('round-result');
    expect(sent(fetch, 0).bets).toEqual({ banker: 500 });
    fireEvent.keyDown(document.body, { key: 'Delete' });
    expect(screen.getByTestId('total-stake').textContent).toBe('0.00');
    // The last bets come back with Rebet.
    await userEvent.click(screen.getByTestId('rebet'));
    expect(screen.getByTestId('stake-banker').textContent).toBe('5.00');
  });

  it('sends a deal lost to the network again with the same key, and says when the balance is short', async () => {
    const answer = dealOf({ player: 1_000 }, 100_000, 2);
    const fetch = stubStudio([
      new TypeError('Failed to fetch'),
      ok(answer),
      refused('INSUFFICIENT_FUNDS', 409),
    ]);
    render(<BaccaratScreen session={baccaratSession()} timing={NO_TIMING} />);
    await userEvent.click(screen.getByTestId('spot-player'));
    await userEvent.click(screen.getByTestId('deal'));
    const error = await screen.findByTestId('game-error');
    expect(error.textContent).toContain('Network link abnormal');
    await userEvent.click(within(error).getByRole('button', { name: 'Send the deal again' }));
    await screen.findByTestId('round-result');
    expect(sent(fetch, 1).idempotencyKey).toBe(sent(fetch, 0).idempotencyKey);
    await userEvent.click(screen.getByTestId('deal'));
    expect((await screen.findByTestId('game-error')).textContent).toContain('Not enough balance');
    expect(sent(fetch, 2).idempotencyKey).not.toBe(sent(fetch, 0).idempotencyKey);
  });

  it("shows the member's last results from the history", async () => {
    const round = (winner: string, playerPair = false) => ({
      kind: 'baccarat',
      outcome: { winner, playerPair, bankerPair: false },
    });
    stubStudio([], [round('tie'), round('player', true), round('banker')]);
    render(<BaccaratScreen session={baccaratSession({ demo: true })} timing={NO_TIMING} />);
    await waitFor(() =>
      expect(screen.getAllByTestId('bead').map((b) => b.textContent)).toEqual(['T', 'P', 'B']),
    );
    expect(screen.getAllByTestId('bead')[1]!.getAttribute('aria-label')).toBe('Player wins, Player pair');
    expect(screen.getByTestId('demo-label')).toBeTruthy();
  });
});
