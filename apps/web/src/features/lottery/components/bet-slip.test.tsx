import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderWithShell, resetSession } from '../../../app/test-utils';
import { useSessionStore } from '../../../lib/session-store';
import { lotteryOdds } from '../test/fixtures';
import { BetSlip } from './bet-slip';

beforeEach(() => {
  resetSession();
  useSessionStore.setState({ token: 'member-token' });
});
afterEach(() => vi.unstubAllGlobals());

const slip = (region: 'north' | 'south' = 'north') =>
  renderWithShell(<BetSlip gameCode="E1" numero="20261125-600" isSale odds={lotteryOdds(region)} />);

const cell = (n: string) => within(screen.getByTestId('number-picker')).getByRole('button', { name: n });

// Each test drives the 100-number grid with userEvent: several seconds on a loaded machine.
describe('bet slip', { timeout: 15_000 }, () => {
  it('offers đề đầu only where the draw has an eighth prize', () => {
    slip('north');
    expect(screen.queryByTestId('bet-type-deDau')).toBeNull();
  });

  it('prices lô 2 số on 27 numbers in the north before it is added', async () => {
    slip();
    await userEvent.click(cell('12'));
    await userEvent.click(cell('34'));
    await userEvent.clear(screen.getByTestId('points'));
    await userEvent.type(screen.getByTestId('points'), '2');
    // 2 numbers × 2 points × 10.00 × 27.
    expect(screen.getByTestId('line-cost').textContent).toContain('1,080.00');
    expect(screen.getByTestId('odds').textContent).toContain('× 27 numbers drawn');
  });

  it('reads a pasted list and says which entries are not numbers', async () => {
    slip();
    await userEvent.click(screen.getByTestId('bet-type-de'));
    await userEvent.type(screen.getByTestId('picker-text'), '12 34, 5x, 7');
    await userEvent.click(screen.getByTestId('picker-add'));
    expect(screen.getByTestId('picked').textContent).toBe('2 numbers: 12 34');
    expect(screen.getByRole('alert').textContent).toBe('Not 2-digit numbers: 5x, 7');
    expect(screen.getByTestId('line-cost').textContent).toContain('20.00');
  });

  it('adds a tail quick pick and counts xiên combinations', async () => {
    slip();
    await userEvent.click(screen.getByTestId('bet-type-xien2'));
    await userEvent.click(screen.getByText('Quick picks'));
    await userEvent.click(
      within(screen.getByTestId('number-picker')).getAllByRole('button', { name: '…5' })[0]!,
    );
    expect(screen.getByTestId('picked').textContent).toContain('10 numbers');
    // 10 numbers choose 2 = 45 xiên at 10.00.
    expect(screen.getByText('Places 45 xiên bets: one for every combination of the numbers.')).toBeTruthy();
    expect(screen.getByTestId('line-cost').textContent).toContain('450.00');
  });

  it('takes exactly four numbers for lô trượt 4 and prices a point once per number', async () => {
    slip('south');
    await userEvent.click(screen.getByTestId('bet-type-truot4'));
    expect(screen.getByTestId('odds').textContent).toContain('× 4 numbers chosen = ');
    for (const n of ['01', '02', '03']) await userEvent.click(cell(n));
    expect(screen.getByTestId('truot-count').textContent).toBe('Choose exactly 4 numbers: 3 chosen.');
    expect(screen.getByTestId('add-line')).toHaveProperty('disabled', true);
    await userEvent.click(cell('04'));
    // 1 point × 4 numbers × 10.00; wins 62.00 when none of the four is drawn.
    expect(screen.getByTestId('line-cost').textContent).toContain('40.00');
    await userEvent.click(cell('05'));
    expect(screen.getByTestId('add-line')).toHaveProperty('disabled', true);
    expect(screen.getByText('Choose the right count of numbers for Lô trượt 4.')).toBeTruthy();
  });

  it('confirms the slip with its cost and places it with one request id', async () => {
    const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { bets: unknown[] };
      return Promise.resolve(
        envelopeResponse({
          slipId: 's1',
          requestId: 'r',
          gameCode: 'E1',
          numero: '20261125-600',
          totalCost: 27_000 + 5_000,
          balance: 0,
          bets: body.bets,
        }),
      );
    });
    vi.stubGlobal('fetch', fetch);
    slip();
    await userEvent.click(cell('45'));
    await userEvent.click(screen.getByTestId('add-line'));
    await userEvent.click(screen.getByTestId('bet-type-de'));
    await userEvent.click(cell('07'));
    await userEvent.clear(screen.getByTestId('points'));
    await userEvent.type(screen.getByTestId('points'), '5');
    await userEvent.click(screen.getByTestId('add-line'));
    expect(screen.getByTestId('slip-total').textContent).toContain('320.00');
    await userEvent.click(screen.getByTestId('place-bets'));
    const dialog = screen.getByTestId('confirm-bets');
    expect(dialog.textContent).toContain('2 bets on draw 20261125-600');
    await userEvent.click(within(dialog).getByTestId('confirm-place'));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(new URL(String(url)).pathname).toBe('/lotto/lgw/bets');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      gameCode: 'E1',
      numero: '20261125-600',
      bets: [
        { betType: 'lo2', numbers: ['45'], points: 1 },
        { betType: 'de', numbers: ['07'], points: 5 },
      ],
    });
    expect(
      await screen.findByText('The slip is empty: choose a bet type, numbers and points, then add.'),
    ).toBeTruthy();
  });

  it('shows each limit the server refused the slip for', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              success: false,
              code: 'LOTTERY_LIMIT',
              message: 'over limit',
              value: {
                reasons: [
                  {
                    betIndex: 0,
                    code: 'NUMBER_OVER_LIMIT',
                    number: '45',
                    limit: 100,
                    wouldBe: 150,
                    message: 'x',
                  },
                ],
              },
            }),
            { status: 400 },
          ),
        ),
      ),
    );
    slip();
    await userEvent.click(screen.getByTestId('bet-type-de'));
    await userEvent.click(cell('45'));
    await userEvent.click(screen.getByTestId('add-line'));
    await userEvent.click(screen.getByTestId('place-bets'));
    await userEvent.click(screen.getByTestId('confirm-place'));
    expect(
      (await screen.findAllByText('45 would carry 150 points; the limit per number is 100.')).length,
    ).toBeGreaterThan(0);
  });
});
