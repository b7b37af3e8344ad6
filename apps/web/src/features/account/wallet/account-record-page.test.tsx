import { describe, expect, it, vi, type Mock } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { formatDateTime } from '../utils/format';
import { bodiesOf, callsTo, renderLoggedIn, resetBetweenTests, type Answer } from '../test-utils';
import AccountRecordPage from './account-record-page';
import { EMPTY_WALLETS, ROUTES, balanceAnswer } from './wallet-test-utils';

resetBetweenTests();

function entry(over: Record<string, unknown>) {
  return {
    id: '1',
    time: '2026-03-04T05:06:07Z',
    type: 'deposit',
    kind: 'deposit_demo',
    wallet: 'MAIN',
    amount: 10000,
    balanceAfter: 10000,
    reference: 'abc-123',
    detail: { kind: 'depositDemo', wallet: null, number: null, game: null },
    ...over,
  };
}

/** Phone-wide screens (matchMedia answers the phone query). */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const detail = (kind: string, over: Record<string, unknown> = {}) => ({
  detail: { kind, wallet: null, number: null, game: null, ...over },
});

function page(list: unknown[], total = list.length, pageNo = 1): Answer {
  return { value: { list, total, pageNo, pageSize: 20 } };
}

function renderRecord(record: Answer | (() => Answer)) {
  return renderLoggedIn(<AccountRecordPage />, {
    [ROUTES.balance]: balanceAnswer(0),
    [ROUTES.wallets]: EMPTY_WALLETS,
    [ROUTES.record]: record,
  });
}

describe('account record', () => {
  it('asks for the last 7 days in the member time zone by default', async () => {
    // Manila: UTC+8, which getTimezoneOffset gives as -480.
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-480);
    const { fetchMock } = renderRecord(page([]));
    expect(screen.getByTestId('loading').textContent).toBe('Loading the account record…');
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No data');
    const today = dayjs().format('YYYY-MM-DD');
    const weekAgo = dayjs().subtract(6, 'day').format('YYYY-MM-DD');
    expect(bodiesOf(fetchMock, ROUTES.record)).toEqual([
      { pageNo: 1, pageSize: 20, from: weekAgo, to: today, utcOffsetMinutes: 480 },
    ]);
    expect((screen.getByTestId('record-from') as HTMLInputElement).value).toBe(weekAgo);
    expect((screen.getByTestId('record-to') as HTMLInputElement).value).toBe(today);
  });

  it('shows each movement: local time, type, wallet, signed coloured amount, balance after, reference', async () => {
    renderRecord(
      page([
        entry({ id: '1' }),
        entry({
          id: '2',
          type: 'transfer',
          kind: 'transfer',
          wallet: 'SUERTE',
          amount: -5000,
          balanceAfter: 123456789,
          reference: 'c0ffee00-0000-4000-8000-000000000000',
          ...detail('transferTo', { wallet: 'MAIN' }),
        }),
      ]),
    );
    const rows = await screen.findAllByTestId('record-row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    const local = formatDateTime('2026-03-04T05:06:07Z', 'en');
    expect(cells(rows[0]!)).toEqual([
      local,
      'Deposit (play money)',
      'Main wallet',
      '+₱100.00',
      '₱100.00',
      'Play-money top-up',
    ]);
    expect(cells(rows[1]!)).toEqual([
      local,
      'Transfer',
      'Suerte Games',
      '-₱50.00',
      '₱1,234,567.89',
      'Transfer to Main wallet',
    ]);
    expect(within(rows[0]!).getAllByRole('cell')[3]!.getAttribute('data-sign')).toBe('positive');
    expect(within(rows[1]!).getAllByRole('cell')[3]!.getAttribute('data-sign')).toBe('negative');
    expect(screen.getByRole('table', { name: 'Account record' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Balance after' })).toBeTruthy();
  });

  it('words every reference for a member, never an internal id', async () => {
    renderRecord(
      page([
        entry({ id: '1', ...detail('transferTo', { wallet: 'SUERTE' }), amount: -100 }),
        entry({ id: '2', ...detail('deposit', { number: '42' }), reference: 'deposit:42' }),
        entry({
          id: '3',
          ...detail('bet', { wallet: 'SUERTE', game: 'Ocean King' }),
          reference: 'SUERTE:r-9',
        }),
        entry({ id: '4', ...detail('rollback', { wallet: 'SUERTE' }), reference: 'SUERTE:r-9' }),
        entry({ id: '5', ...detail('withdrawalRefund', { number: '7' }), reference: 'withdrawal:7' }),
        entry({ id: '6', type: 'adjustment', kind: 'adjustment', ...detail('other') }),
      ]),
    );
    const rows = await screen.findAllByTestId('record-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[5]!.textContent)).toEqual([
      'Transfer to Suerte Games',
      'Deposit #42',
      'Bet on Ocean King',
      'Bet at Suerte Games cancelled',
      'Refund of withdrawal #7',
      'Adjustment',
    ]);
    expect(screen.getByTestId('record-table').textContent).not.toMatch(/deposit:42|SUERTE:r-9|withdrawal:7/);
  });

  it('on a phone each movement is a card with its amount beside what it was, no table', async () => {
    onPhone();
    renderRecord(
      page([
        entry({ id: '1', ...detail('transferTo', { wallet: 'SUERTE' }), amount: -25000, type: 'transfer' }),
      ]),
    );
    const card = (await screen.findAllByTestId('record-row'))[0]!;
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByTestId('record-table-cards').tagName).toBe('UL');
    expect(card.tagName).toBe('LI');
    const [title, amount] = Array.from(card.firstElementChild!.children);
    expect(title!.textContent).toBe('Transfer to Suerte Games');
    expect(amount!.textContent).toBe('-₱250.00');
    expect(amount!.getAttribute('data-sign')).toBe('negative');
    const fields = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(fields).toEqual(['Time', 'Type', 'Wallet', 'Balance after']);
  });

  it('sends the chosen type and days, back on page 1', async () => {
    const { fetchMock } = renderRecord(page([entry({})], 45));
    await screen.findAllByTestId('record-row');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(callsTo(fetchMock, ROUTES.record)).toBe(2));
    expect(bodiesOf(fetchMock, ROUTES.record)[1]).toMatchObject({ pageNo: 2 });
    await userEvent.selectOptions(screen.getByTestId('record-type'), 'bet');
    fireEvent.change(screen.getByTestId('record-from'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByTestId('record-to'), { target: { value: '2026-01-31' } });
    await userEvent.click(screen.getByTestId('record-search'));
    await waitFor(() => expect(callsTo(fetchMock, ROUTES.record)).toBe(3));
    expect(bodiesOf(fetchMock, ROUTES.record)[2]).toEqual({
      pageNo: 1,
      pageSize: 20,
      type: 'bet',
      from: '2026-01-01',
      to: '2026-01-31',
      utcOffsetMinutes: 0 - new Date().getTimezoneOffset(),
    });
  });

  it('offers the game provider settlements as a type, and labels their rows', async () => {
    const { fetchMock } = renderRecord(() => {
      const sent = bodiesOf(fetch as Mock, ROUTES.record).at(-1)!;
      return sent.type === 'vendor'
        ? page([entry({ type: 'vendor', kind: 'vendor_settlement', wallet: 'SUERTE', amount: 2500 })])
        : page([]);
    });
    await screen.findByTestId('empty-state');
    const type = screen.getByTestId('record-type');
    expect(within(type).getByRole('option', { name: 'Game provider settlement' })).toBeTruthy();
    await userEvent.selectOptions(type, 'vendor');
    await userEvent.click(screen.getByTestId('record-search'));
    const [row] = await screen.findAllByTestId('record-row');
    expect(within(row!).getAllByRole('cell')[1]!.textContent).toBe('Game provider settlement');
    expect(within(row!).getAllByRole('cell')[2]!.textContent).toBe('Suerte Games');
    expect(bodiesOf(fetchMock, ROUTES.record).at(-1)).toMatchObject({ type: 'vendor' });
  });

  it('refuses a start day after the end day, with the problem tied to the fields', async () => {
    const { fetchMock } = renderRecord(page([]));
    await screen.findByTestId('empty-state');
    const from = screen.getByTestId('record-from');
    fireEvent.change(from, { target: { value: '2026-02-10' } });
    fireEvent.change(screen.getByTestId('record-to'), { target: { value: '2026-02-01' } });
    await userEvent.click(screen.getByTestId('record-search'));
    const error = screen.getByTestId('record-range-error');
    expect(error.textContent).toBe('The start date must not be after the end date');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(from.getAttribute('aria-describedby')).toBe(error.id);
    expect(callsTo(fetchMock, ROUTES.record)).toBe(1);
  });

  it('pages through the record with the shared pagination', async () => {
    const { fetchMock } = renderRecord(() => {
      const sent = bodiesOf(fetch as Mock, ROUTES.record).at(-1)!;
      const pageNo = Number(sent.pageNo);
      return page([entry({ id: `p${pageNo}`, ...detail('deposit', { number: `${pageNo}` }) })], 45, pageNo);
    });
    await screen.findAllByTestId('record-row');
    const pager = screen.getByTestId('pagination');
    expect(pager.getAttribute('aria-label')).toBe('Account record pages');
    expect(screen.getByTestId('record-total').textContent).toBe('45 records in total');
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toBeTruthy();
    expect(within(pager).queryByRole('button', { name: 'Page 4' })).toBeNull();
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getByTestId('record-row').textContent).toContain('Deposit #3'));
    await userEvent.click(within(pager).getByTestId('pagination-prev'));
    await waitFor(() => expect(screen.getByTestId('record-row').textContent).toContain('Deposit #2'));
    expect(bodiesOf(fetchMock, ROUTES.record).map((b) => b.pageNo)).toEqual([1, 3, 2]);
  });

  it('shows an error with a retry', async () => {
    let up = false;
    renderRecord(() => (up ? page([entry({})]) : { status: 500, code: 'INTERNAL_ERROR' }));
    const error = await screen.findByTestId('error-state');
    expect(error.textContent).toContain('Something went wrong on our side');
    up = true;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('record-row')).toHaveLength(1);
  });

  it('reset goes back to the last 7 days', async () => {
    const { fetchMock } = renderRecord(() => {
      const sent = bodiesOf(fetch as Mock, ROUTES.record).at(-1)!;
      return sent.type === 'win' ? page([]) : page([entry({})]);
    });
    await screen.findAllByTestId('record-row');
    await userEvent.selectOptions(screen.getByTestId('record-type'), 'win');
    fireEvent.change(screen.getByTestId('record-from'), { target: { value: '2026-01-01' } });
    await userEvent.click(screen.getByTestId('record-search'));
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
    expect(bodiesOf(fetchMock, ROUTES.record)[1]).toMatchObject({ type: 'win', from: '2026-01-01' });
    await userEvent.click(screen.getByTestId('record-reset'));
    expect((screen.getByTestId('record-type') as HTMLSelectElement).value).toBe('');
    expect((screen.getByTestId('record-from') as HTMLInputElement).value).toBe(
      dayjs().subtract(6, 'day').format('YYYY-MM-DD'),
    );
    expect(await screen.findAllByTestId('record-row')).toHaveLength(1);
  });
});
