import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { formatDateTime } from '../utils/format';
import {
  AccountShell,
  bodiesOf,
  callsTo,
  renderLoggedIn,
  resetBetweenTests,
  type Answer,
} from '../test-utils';
import { EMPTY_WALLETS, ROUTES, balanceAnswer } from '../wallet/wallet-test-utils';
import BettingRecordPage from './betting-record-page';

const BETTING = 'POST /wps/relay/GCSFE_bettingRecord';

resetBetweenTests();

function round(over: Record<string, unknown> = {}) {
  return {
    vendorCode: 'SUERTE',
    vendorName: 'Suerte Originals',
    gameCode: 'slot-1',
    gameName: 'Lucky Slot',
    roundId: 'r1',
    stake: 150000,
    win: 250000,
    profit: 100000,
    status: 'closed',
    openedAt: '2026-03-04T05:06:07Z',
    closedAt: '2026-03-04T05:07:00Z',
    ...over,
  };
}

function page(list: unknown[], totals = { stake: 0, win: 0, profit: 0 }, total = list.length): Answer {
  return { value: { list, total, pageNo: 1, pageSize: 20, totals } };
}

function renderPage(answer: Answer | (() => Answer)) {
  return renderLoggedIn(<BettingRecordPage />, {
    [ROUTES.balance]: balanceAnswer(0),
    [ROUTES.wallets]: EMPTY_WALLETS,
    [BETTING]: answer,
  });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('betting record', () => {
  it('asks for the last 7 days in the member time zone, then for the chosen filters on page 1', async () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-480);
    const { fetchMock } = renderPage(page([round()], undefined, 45));
    expect(screen.getByTestId('loading').textContent).toBe('Loading the betting record…');
    await screen.findAllByTestId('betting-row');
    const today = dayjs().format('YYYY-MM-DD');
    const weekAgo = dayjs().subtract(6, 'day').format('YYYY-MM-DD');
    expect(bodiesOf(fetchMock, BETTING)).toEqual([
      { pageNo: 1, pageSize: 20, from: weekAgo, to: today, utcOffsetMinutes: 480 },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(callsTo(fetchMock, BETTING)).toBe(2));
    expect(bodiesOf(fetchMock, BETTING)[1]).toMatchObject({ pageNo: 2 });
    // The vendor choice lists the merchant's vendors, not the main wallet.
    const vendor = screen.getByTestId('betting-vendor');
    expect(
      within(vendor)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All vendors', 'Suerte Games']);
    await userEvent.selectOptions(vendor, 'SUERTE');
    await userEvent.selectOptions(screen.getByTestId('betting-status'), 'open');
    fireEvent.change(screen.getByTestId('betting-from'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByTestId('betting-to'), { target: { value: '2026-01-31' } });
    await userEvent.click(screen.getByTestId('betting-search'));
    await waitFor(() => expect(callsTo(fetchMock, BETTING)).toBe(3));
    expect(bodiesOf(fetchMock, BETTING)[2]).toEqual({
      pageNo: 1,
      pageSize: 20,
      from: '2026-01-01',
      to: '2026-01-31',
      utcOffsetMinutes: 480,
      vendorCode: 'SUERTE',
      status: 'open',
    });
  });

  it('shows each round and the totals of every matching round, profit coloured', async () => {
    renderPage(
      page(
        [
          round(),
          round({ roundId: 'r2', stake: 300000, win: 0, profit: -300000, status: 'open', closedAt: null }),
        ],
        { stake: 450000, win: 250000, profit: -200000 },
        2,
      ),
    );
    const rows = await screen.findAllByTestId('betting-row');
    const local = formatDateTime('2026-03-04T05:06:07Z', 'en');
    expect(cells(rows[0]!)).toEqual([
      local,
      'Suerte Originals',
      'Lucky Slot',
      'r1 Game recall',
      '₱1,500.00',
      '₱2,500.00',
      '+₱1,000.00',
      'Settled',
    ]);
    expect(cells(rows[1]!).slice(4)).toEqual(['₱3,000.00', '₱0.00', '-₱3,000.00', 'Open']);
    expect(within(rows[0]!).getAllByRole('cell')[6]!.getAttribute('data-sign')).toBe('positive');
    expect(within(rows[1]!).getAllByRole('cell')[6]!.getAttribute('data-sign')).toBe('negative');
    const totals = screen.getByTestId('betting-totals');
    expect(within(totals).getByRole('rowheader').textContent).toBe('Totals');
    expect(cells(totals)).toEqual(['₱4,500.00', '₱2,500.00', '-₱2,000.00', '']);
    expect(screen.getByTestId('betting-total').textContent).toBe('2 rounds in total');
    expect(screen.getByRole('table', { name: 'Betting record' })).toBeTruthy();
  });

  it('links a studio round to its game recall, and no other vendor round', async () => {
    renderPage(page([round(), round({ vendorCode: 'DEMO_NOVA', vendorName: 'Nova', roundId: 'n1' })]));
    const rows = await screen.findAllByTestId('betting-row');
    expect(within(rows[0]!).getByTestId('betting-recall').getAttribute('href')).toBe(
      '/game/slot-1?vendor=SUERTE&round=r1',
    );
    expect(within(rows[1]!).queryByTestId('betting-recall')).toBeNull();
  });

  it('on a phone each round is a card with the game and its profit on top; the totals close the list', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderPage(page([round()], { stake: 150000, win: 250000, profit: 100000 }));
    const card = (await screen.findAllByTestId('betting-row'))[0]!;
    expect(screen.queryByRole('table')).toBeNull();
    const [title, profit] = Array.from(card.firstElementChild!.children);
    expect([title!.textContent, profit!.textContent]).toEqual(['Lucky Slot', '+₱1,000.00']);
    expect(profit!.getAttribute('data-sign')).toBe('positive');
    expect(
      within(card)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toContain('Suerte Originals');
    const totals = screen.getByTestId('betting-totals');
    expect(totals.textContent).toContain('Totals');
    expect(totals.textContent).toContain('₱1,500.00');
  });

  it('says when there is nothing, and refuses a start day after the end day', async () => {
    const { fetchMock } = renderPage(page([]));
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No data');
    fireEvent.change(screen.getByTestId('betting-from'), { target: { value: '2026-02-10' } });
    fireEvent.change(screen.getByTestId('betting-to'), { target: { value: '2026-02-01' } });
    await userEvent.click(screen.getByTestId('betting-search'));
    const error = screen.getByTestId('betting-range-error');
    expect(error.textContent).toBe('The start date must not be after the end date');
    expect(screen.getByTestId('betting-from').getAttribute('aria-describedby')).toBe(error.id);
    expect(callsTo(fetchMock, BETTING)).toBe(1);
  });

  it('shows an error with a retry', async () => {
    let up = false;
    renderPage(() => (up ? page([round()]) : { status: 500, code: 'INTERNAL_ERROR' }));
    const error = await screen.findByTestId('error-state');
    expect(error.textContent).toContain('Something went wrong on our side');
    up = true;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('betting-row')).toHaveLength(1);
  });

  it('is in the member centre nav, with profit and loss', async () => {
    renderLoggedIn(<AccountShell />, {
      [ROUTES.balance]: balanceAnswer(0),
      [ROUTES.wallets]: EMPTY_WALLETS,
      [BETTING]: page([]),
    });
    await userEvent.click(await screen.findByTestId('personal-center'));
    const nav = within(await screen.findByTestId('member-centre')).getByRole('navigation');
    const names = within(nav)
      .getAllByRole('link')
      .map((b) => b.textContent);
    expect(names).toEqual(expect.arrayContaining(['Betting record', 'Profit and loss']));
    await userEvent.click(within(nav).getByRole('link', { name: 'Betting record' }));
    expect(await screen.findByTestId('betting-record')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/member/bettingRecord');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Betting record');
  });
});
