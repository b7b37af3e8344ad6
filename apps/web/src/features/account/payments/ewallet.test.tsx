import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentChannel } from '@suerte/contracts';
import { bodiesOf, renderLoggedIn, resetBetweenTests } from '../test-utils';
import type { EwalletDeposit as Deposit } from './ewallet-api';
import { EwalletDeposit } from './ewallet-deposit';
import { usePaymentEvents } from './payment-events';
import { PAY, balance, channel, channels, page, renderPayments, withdrawal } from './payments-test-utils';
import WithdrawPage from './withdraw-page';

resetBetweenTests();

function deposit(over: Partial<Deposit> = {}): Deposit {
  return {
    id: '5',
    requestId: 'r5',
    method: 'gcash',
    amount: 50000,
    currency: 'PHP',
    status: 'pending',
    playMoney: true,
    checkoutUrl: '/demo/aggregator/checkout/DEMO-P-1',
    createdAt: '2026-11-25T01:00:00.000Z',
    expiresAt: '2026-11-25T01:15:00.000Z',
    settledAt: null,
    ...over,
  };
}

describe('e-wallet deposit', () => {
  it('checks the amount against the channel limits, says play money, and goes to the checkout', async () => {
    const onCheckout = vi.fn();
    const { fetchMock } = renderPayments(
      <EwalletDeposit channel={channel('gcash') as PaymentChannel} exponent={2} onCheckout={onCheckout} />,
      { [PAY.ewallet]: { value: { ...deposit(), replayed: false } } },
    );
    expect((await screen.findByTestId('ewallet-play-money')).textContent).toContain('play money');
    await userEvent.type(screen.getByTestId('ewallet-amount'), '50');
    await userEvent.click(screen.getByTestId('ewallet-submit'));
    expect(screen.getByTestId('ewallet-amount-error').textContent).toBe(
      'A deposit must be between ₱100.00 and ₱50,000.00.',
    );
    expect(bodiesOf(fetchMock, PAY.ewallet)).toHaveLength(0);
    await userEvent.clear(screen.getByTestId('ewallet-amount'));
    await userEvent.type(screen.getByTestId('ewallet-amount'), '500');
    expect(screen.getByTestId('ewallet-submit').textContent).toBe('Continue to GCash');
    await userEvent.click(screen.getByTestId('ewallet-submit'));
    await waitFor(() => expect(onCheckout).toHaveBeenCalledWith('/demo/aggregator/checkout/DEMO-P-1'));
    expect(bodiesOf(fetchMock, PAY.ewallet)).toEqual([
      { method: 'gcash', amount: 50000, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
  });

  it('says the wallet is not available when the server refuses the channel', async () => {
    renderPayments(<EwalletDeposit channel={channel('maya') as PaymentChannel} exponent={2} />, {
      [PAY.ewallet]: { status: 403, code: 'PAYMENT_CHANNEL_UNAVAILABLE' },
    });
    await userEvent.type(await screen.findByTestId('ewallet-amount'), '500');
    await userEvent.click(screen.getByTestId('ewallet-submit'));
    expect((await screen.findByTestId('ewallet-error')).textContent).toBe(
      'This e-wallet is not available at the moment. Please choose another way to pay.',
    );
  });

  it('the status page follows the payment until it is paid', async () => {
    let answer = deposit();
    renderLoggedIn(
      <></>,
      { [PAY.balance]: balance(), [PAY.ewalletById('5')]: () => ({ value: answer }) },
      { path: '/member/deposit/ewallet/5' },
    );
    expect((await screen.findByTestId('ewallet-status-text', {}, { timeout: 5000 })).textContent).toBe(
      'Waiting for you to approve the payment in GCash. This page updates by itself.',
    );
    expect(screen.getByTestId('ewallet-continue')).toBeTruthy();
    answer = deposit({ status: 'paid', checkoutUrl: null, settledAt: '2026-11-25T01:01:00.000Z' });
    await waitFor(
      () =>
        expect(screen.getByTestId('ewallet-status-text').textContent).toBe(
          '₱500.00 of play money has been added to your main wallet.',
        ),
      { timeout: 5000 },
    );
    expect(screen.getByTestId('ewallet-status-badge').textContent).toBe('Paid');
    expect(screen.queryByTestId('ewallet-continue')).toBeNull();
  }, 15_000);
});

describe('withdrawal to an e-wallet', () => {
  it('shows the fee, what arrives and the limits before confirming, and sends the fee it showed', async () => {
    const gcashOut = channel('gcash', { direction: 'withdrawal', playMoney: false, feeFixed: 1500 });
    const { fetchMock } = renderPayments(<WithdrawPage />, {
      [PAY.password]: { value: { isSet: true } },
      [PAY.withdrawals]: page([]),
      [PAY.channels]: channels(gcashOut),
      [PAY.quote]: {
        value: {
          amount: 100000,
          fee: 1500,
          receives: 98500,
          minAmount: 20000,
          maxAmount: 5000000,
          feeFixed: 1500,
          feePercentBp: 0,
          problem: null,
        },
      },
      [PAY.withdraw]: {
        value: {
          ...withdrawal({
            destinationType: 'ewallet',
            method: 'gcash',
            fee: 1500,
            receives: 98500,
            amount: 100000,
          }),
          replayed: false,
          balance: 50000,
        },
      },
    });
    expect((await screen.findByTestId('withdraw-to-gcash')).querySelector('input')?.checked).toBe(true);
    expect(screen.queryByTestId('withdraw-bank')).toBeNull();
    await userEvent.type(screen.getByTestId('withdraw-amount'), '1000');
    expect((await screen.findByTestId('withdraw-fee')).textContent).toBe('₱15.00');
    expect(screen.getByTestId('withdraw-receives').textContent).toBe('₱985.00');
    expect(screen.getByTestId('withdraw-limits').textContent).toBe('₱200.00 – ₱50,000.00');
    await userEvent.type(screen.getByTestId('withdraw-account-name'), 'Juan Dela Cruz');
    await userEvent.type(screen.getByTestId('withdraw-account-number'), '0917 12');
    await userEvent.type(screen.getByTestId('withdraw-password'), '480913');
    await userEvent.click(screen.getByTestId('withdraw-submit'));
    expect(screen.getByTestId('withdraw-account-number-error').textContent).toBe(
      'Enter the mobile number of your GCash account',
    );
    await userEvent.type(screen.getByTestId('withdraw-account-number'), '3 4567');
    expect(screen.getByTestId('withdraw-submit').textContent).toBe('Confirm: receive ₱985.00');
    await userEvent.click(screen.getByTestId('withdraw-submit'));
    await screen.findByTestId('withdraw-result');
    // The payout's event makes the "pending" outcome give way to the list, which says paid.
    act(() =>
      usePaymentEvents.setState({
        last: {
          type: 'payment.updated',
          version: 1,
          id: 'e1',
          payment: 'withdrawal',
          paymentId: '7',
          status: 'paid',
        },
      }),
    );
    expect(screen.queryByTestId('withdraw-result')).toBeNull();
    expect(bodiesOf(fetchMock, PAY.withdraw)).toEqual([
      {
        amount: 100000,
        destinationType: 'ewallet',
        method: 'gcash',
        accountName: 'Juan Dela Cruz',
        accountNumber: '0917 123 4567',
        paymentPassword: '480913',
        expectedFee: 1500,
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  }, 15_000);

  it('shows a paid withdrawal with its fee and what arrived', async () => {
    renderPayments(<WithdrawPage />, {
      [PAY.password]: { value: { isSet: true } },
      [PAY.withdrawals]: page([
        withdrawal({ status: 'paid', method: 'gcash', fee: 1500, amount: 100000, receives: 98500 }),
      ]),
    });
    expect((await screen.findByTestId('withdrawal-7-status')).textContent).toBe('Paid');
    expect(screen.getByTestId('withdrawal-7-fee').textContent).toBe('Fee ₱15.00 · arrives ₱985.00');
    expect(screen.getByTestId('withdrawal-7-paid').textContent).toBe('₱985.00 was paid out.');
  });
});
