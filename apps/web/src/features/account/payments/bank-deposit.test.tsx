import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesOf, resetBetweenTests } from '../test-utils';
import DepositPage from '../wallet/deposit-page';
import { PAY, page, renderPayments } from './payments-test-utils';

resetBetweenTests();

const deposit = (over: Record<string, unknown> = {}) => ({
  id: '11',
  requestId: 'r',
  channel: 'bank',
  amount: 250000,
  currency: 'PHP',
  status: 'pending',
  payerName: 'Juan Dela Cruz',
  reference: 'BDO-778899',
  reason: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  decidedAt: null,
  ...over,
});

describe('bank-transfer deposit', () => {
  it('sends amount, payer name and reference; shows the pending request and the list with status', async () => {
    let list = [deposit({ id: '10', amount: 10000, status: 'rejected', reason: 'No matching transfer' })];
    const { fetchMock } = renderPayments(<DepositPage />, {
      [PAY.deposits]: () => page(list),
      [PAY.bank]: () => {
        list = [deposit(), ...list];
        return { value: { ...deposit(), replayed: false } };
      },
    });
    expect(await screen.findByTestId('demo-top-up')).toBeTruthy();
    expect((await screen.findByTestId('deposit-10-status')).textContent).toBe('Rejected');
    expect(screen.getByTestId('deposit-10').textContent).toContain('Reason: No matching transfer');
    // The account to pay into comes from the bank channel.
    expect(screen.getByTestId('bank-receiving-account').textContent).toContain('0000-1234-5678');
    await userEvent.click(screen.getByTestId('bank-submit'));
    expect(screen.getByTestId('bank-amount-error').textContent).toBe('Enter an amount');
    expect(screen.getByTestId('bank-payer-error').textContent).toBe('This field is required');
    expect(bodiesOf(fetchMock, PAY.bank)).toHaveLength(0);
    await userEvent.type(screen.getByTestId('bank-amount'), '2,500');
    await userEvent.type(screen.getByTestId('bank-payer'), ' Juan Dela Cruz ');
    await userEvent.type(screen.getByTestId('bank-reference'), 'BDO-778899');
    await userEvent.click(screen.getByTestId('bank-submit'));
    expect((await screen.findByTestId('bank-result')).textContent).toBe(
      'Your deposit request for ₱2,500.00 (reference BDO-778899) was received. Status: Pending. Your wallet is credited once an operator approves it.',
    );
    expect(bodiesOf(fetchMock, PAY.bank)).toEqual([
      {
        amount: 250000,
        payerName: 'Juan Dela Cruz',
        reference: 'BDO-778899',
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('deposit-11-status').textContent).toBe('Pending'));
  });

  it('lists QR and e-wallet payments beside bank requests in one history, with method, reference and status', async () => {
    renderPayments(<DepositPage />, {
      [PAY.deposits]: page([
        deposit({ id: '3', channel: 'gcash', status: 'pending', payerName: '', reference: 'DEMO-P-77' }),
        deposit({ id: '4', channel: 'maya', status: 'failed', payerName: '', reference: '' }),
        deposit({ id: '11', channel: 'qrph', status: 'paid', payerName: '', reference: 'SQ7K2M9P4X1Z' }),
        deposit({ id: '12', channel: 'qrph', status: 'expired', payerName: '', reference: 'SQ0000AAAA11' }),
        deposit({ id: '11', status: 'approved' }),
      ]),
    });
    const list = await screen.findByTestId('deposit-list');
    expect(within(screen.getByTestId('deposit-history')).getByRole('heading').textContent).toBe(
      'Your deposits',
    );
    // One list in the server's order (newest first), every way of paying in it.
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-testid')),
    ).toEqual(['deposit-gcash-3', 'deposit-maya-4', 'deposit-qrph-11', 'deposit-qrph-12', 'deposit-11']);
    expect(screen.getByTestId('deposit-gcash-3-status').textContent).toBe('Pending');
    expect(screen.getByTestId('deposit-gcash-3').textContent).toMatch(/GCash · reference DEMO-P-77/);
    // A pending e-wallet payment can be taken up again on its own page; a closed one can be looked at.
    const open = screen.getByTestId('deposit-gcash-3-open');
    expect(open.textContent).toBe('Continue paying');
    expect(open.getAttribute('href')).toBe('/member/deposit/ewallet/3');
    expect(screen.getByTestId('deposit-maya-4-status').textContent).toBe('Failed');
    // No reference yet (the aggregator never answered): no empty "reference" is shown.
    expect(screen.getByTestId('deposit-maya-4').textContent).toMatch(/· Maya(View payment)?$/);
    expect(screen.getByTestId('deposit-maya-4-open').textContent).toBe('View payment');
    expect(screen.getByTestId('deposit-qrph-11-status').textContent).toBe('Paid');
    expect(screen.getByTestId('deposit-qrph-11').textContent).toMatch(/QR Ph · reference SQ7K2M9P4X1Z$/);
    expect(screen.queryByTestId('deposit-qrph-11-open')).toBeNull();
    expect(screen.getByTestId('deposit-qrph-12-status').textContent).toBe('Expired');
    // A bank request with the same number is another row.
    expect(screen.getByTestId('deposit-11').textContent).toContain('Juan Dela Cruz · reference BDO-778899');
  });

  it('says so when there are no deposits yet', async () => {
    renderPayments(<DepositPage />, { [PAY.deposits]: page([]) });
    const history = await screen.findByTestId('deposit-history');
    await waitFor(() => expect(history.textContent).toContain('No deposits yet'));
  });

  it('PAYMENT_CHANNEL_UNAVAILABLE: says the channel is not available, in player words only', async () => {
    renderPayments(<DepositPage />, {
      [PAY.deposits]: page([]),
      [PAY.bank]: { status: 403, code: 'PAYMENT_CHANNEL_UNAVAILABLE', value: { channel: 'bank' } },
    });
    await userEvent.type(await screen.findByTestId('bank-amount'), '100');
    await userEvent.type(screen.getByTestId('bank-payer'), 'Juan');
    await userEvent.type(screen.getByTestId('bank-reference'), 'X1');
    await userEvent.click(screen.getByTestId('bank-submit'));
    const note = await screen.findByTestId('bank-unavailable');
    expect(note.textContent).toContain('Bank transfer deposits are not available here at the moment.');
    expect(screen.getByTestId('bank-deposit').textContent).not.toMatch(/postgres|embedded|database/i);
    expect(screen.queryByTestId('bank-deposit-form')).toBeNull();
    // The play-money top-up is untouched.
    expect(screen.getByTestId('demo-top-up')).toBeTruthy();
  });

  it('says the channel is not available before anything is typed when the list says so', async () => {
    renderPayments(<DepositPage />, { [PAY.deposits]: page([], { bankAvailable: false }) });
    expect((await screen.findByTestId('bank-unavailable')).textContent).toContain(
      'Bank transfer deposits are not available here at the moment.',
    );
    expect(screen.queryByTestId('bank-submit')).toBeNull();
  });

  it('a channel not open on this site says so before anything is typed', async () => {
    renderPayments(<DepositPage />, { [PAY.deposits]: { status: 403, code: 'FEATURE_DISABLED' } });
    expect((await screen.findByTestId('bank-unavailable')).textContent).toContain(
      'Deposits by bank transfer are not open on this site.',
    );
    expect(screen.queryByTestId('bank-submit')).toBeNull();
  });
});

describe('deposit limits', () => {
  it('DEPOSIT_LIMIT: the top-up refusal names the limits that apply, in the member currency', async () => {
    renderPayments(<DepositPage />, {
      [PAY.deposits]: page([]),
      'POST /wps/v2/deposits/demo': {
        status: 400,
        code: 'DEPOSIT_LIMIT',
        value: { min: 1, max: 100_000_000 },
      },
    });
    await userEvent.type(await screen.findByTestId('top-up-amount'), '2000000');
    await userEvent.click(screen.getByTestId('top-up-submit'));
    expect((await screen.findByTestId('top-up-error')).textContent).toContain(
      'A deposit must be between ₱0.01 and ₱1,000,000.00.',
    );
  });
});
