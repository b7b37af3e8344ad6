import { describe, expect, it, vi, type Mock } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { bodiesOf, callsTo, renderLoggedIn, resetBetweenTests, type Answer } from '../test-utils';
import { ROUTES, balanceAnswer } from '../wallet/wallet-test-utils';
import ProfitLossPage from './profit-loss-page';

const PROFIT_LOSS = 'POST /wps/relay/GCSFE_profitLoss';

resetBetweenTests();

const TOTALS = { stake: 450000, win: 250000, profit: -200000, rounds: 3 };
const BY_DAY: Answer = {
  value: {
    rows: [
      { key: '2026-03-05', stake: 150000, win: 250000, profit: 100000, rounds: 1 },
      { key: '2026-03-04', stake: 300000, win: 0, profit: -300000, rounds: 2 },
    ],
    totals: TOTALS,
  },
};
const BY_CATEGORY: Answer = {
  value: {
    rows: [
      { key: 'FISH', stake: 300000, win: 0, profit: -300000, rounds: 2 },
      { key: 'OTHER', stake: 0, win: 0, profit: 0, rounds: 0 },
      { key: 'RNG', stake: 150000, win: 250000, profit: 100000, rounds: 1 },
    ],
    totals: TOTALS,
  },
};
const EMPTY: Answer = { value: { rows: [], totals: { stake: 0, win: 0, profit: 0, rounds: 0 } } };

function renderPage(answer: Answer | (() => Answer)) {
  return renderLoggedIn(<ProfitLossPage />, { [ROUTES.balance]: balanceAnswer(0), [PROFIT_LOSS]: answer });
}

const texts = (row: HTMLElement) =>
  [...within(row).queryAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((c) => c.textContent);

describe('profit and loss', () => {
  it('asks for the last 7 days by day, then by category, then for the chosen days', async () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-480);
    const { fetchMock } = renderPage(() => {
      const sent = bodiesOf(fetch as Mock, PROFIT_LOSS).at(-1)!;
      return sent.groupBy === 'category' ? BY_CATEGORY : BY_DAY;
    });
    expect(screen.getByTestId('loading').textContent).toBe('Loading profit and loss…');
    const rows = await screen.findAllByTestId('profit-loss-row');
    const today = dayjs().format('YYYY-MM-DD');
    const weekAgo = dayjs().subtract(6, 'day').format('YYYY-MM-DD');
    expect(bodiesOf(fetchMock, PROFIT_LOSS)).toEqual([
      { from: weekAgo, to: today, utcOffsetMinutes: 480, groupBy: 'day' },
    ]);
    expect(texts(rows[0]!)).toEqual(['05/03/2026', '1', '₱1,500.00', '₱2,500.00', '+₱1,000.00']);
    expect(texts(rows[1]!)).toEqual(['04/03/2026', '2', '₱3,000.00', '₱0.00', '-₱3,000.00']);
    expect(texts(screen.getByTestId('profit-loss-totals'))).toEqual([
      'Totals',
      '3',
      '₱4,500.00',
      '₱2,500.00',
      '-₱2,000.00',
    ]);
    expect(within(screen.getByTestId('profit-loss-totals')).getAllByRole('cell')[3]!.dataset.sign).toBe(
      'negative',
    );
    expect(screen.getByRole('columnheader', { name: 'Day' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'By category' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Category' })).toBeTruthy());
    await waitFor(() =>
      expect(screen.getAllByTestId('profit-loss-row').map((r) => texts(r)[0])).toEqual([
        'Fishing',
        'Other',
        'Slots',
      ]),
    );
    expect(
      screen.getAllByTestId('profit-loss-row')[1]!.querySelector('[data-sign]')!.getAttribute('data-sign'),
    ).toBe('zero');
    expect(bodiesOf(fetchMock, PROFIT_LOSS)[1]).toMatchObject({ groupBy: 'category', from: weekAgo });

    fireEvent.change(screen.getByTestId('profit-loss-from'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByTestId('profit-loss-to'), { target: { value: '2026-01-31' } });
    await userEvent.click(screen.getByTestId('profit-loss-search'));
    await waitFor(() => expect(callsTo(fetchMock, PROFIT_LOSS)).toBe(3));
    expect(bodiesOf(fetchMock, PROFIT_LOSS)[2]).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      utcOffsetMinutes: 480,
      groupBy: 'category',
    });
  });

  it('says when there is nothing, and refuses a start day after the end day', async () => {
    const { fetchMock } = renderPage(EMPTY);
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No data');
    fireEvent.change(screen.getByTestId('profit-loss-from'), { target: { value: '2026-02-10' } });
    fireEvent.change(screen.getByTestId('profit-loss-to'), { target: { value: '2026-02-01' } });
    await userEvent.click(screen.getByTestId('profit-loss-search'));
    expect(screen.getByTestId('profit-loss-range-error').textContent).toBe(
      'The start date must not be after the end date',
    );
    expect(callsTo(fetchMock, PROFIT_LOSS)).toBe(1);
  });

  it('shows an error with a retry', async () => {
    let up = false;
    renderPage(() => (up ? BY_DAY : { status: 500, code: 'INTERNAL_ERROR' }));
    const error = await screen.findByTestId('error-state');
    expect(error.textContent).toContain('Something went wrong on our side');
    up = true;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('profit-loss-row')).toHaveLength(2);
  });
});
