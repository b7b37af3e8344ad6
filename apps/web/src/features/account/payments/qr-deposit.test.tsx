import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesOf, resetBetweenTests } from '../test-utils';
import DepositPage from '../wallet/deposit-page';
import { QrCodePanel } from './qr-code-panel';
import { PAY, channel, channels, renderPayments } from './payments-test-utils';
import type { QrDeposit } from './deposit-channels-api';

resetBetweenTests();
afterEach(() => {
  vi.useRealTimers();
});

const NOW = Date.parse('2026-11-25T01:00:00.000Z');
const PAYLOAD =
  '00020101021228440011ph.ppmi.p2m0111DEMOPHM1XXX0314SUERTEDEMO00015204799553036085407' +
  '1500.005802PH5914SUERTE PH DEMO6006MANILA62160512QABCDEFGHJKL6304A1B2';

function qrDeposit(over: Partial<QrDeposit> = {}): QrDeposit {
  return {
    id: '41',
    requestId: 'r41',
    method: 'qrph',
    amount: 150000,
    currency: 'PHP',
    status: 'pending',
    reference: 'QABCDEFGHJKL',
    payload: PAYLOAD,
    playMoney: true,
    demoProvider: true,
    createdAt: new Date(NOW).toISOString(),
    expiresAt: new Date(NOW + 15 * 60_000).toISOString(),
    serverTime: new Date(NOW).toISOString(),
    settledAt: null,
    ...over,
  };
}

describe('deposit methods', () => {
  it("lists the merchant's methods in its order, the unavailable ones as not available, and switches", async () => {
    renderPayments(<DepositPage />, {
      [PAY.deposits]: { value: { list: [], total: 0, pageNo: 1, pageSize: 20, bankAvailable: true } },
      [PAY.channels]: channels(channel('qrph'), channel('gcash'), channel('bank', { available: false })),
    });
    const qr = await screen.findByTestId('deposit-method-qrph');
    expect(qr.getAttribute('aria-checked')).toBe('true');
    // E-wallets are offered with their own component (ewallet-deposit.tsx).
    expect(screen.getByTestId('deposit-method-gcash').getAttribute('aria-checked')).toBe('false');
    const bank = screen.getByTestId('deposit-method-bank');
    expect(bank.textContent).toContain('Not available');
    expect(bank.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(bank);
    expect(qr.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('qr-deposit-form')).toBeTruthy();
    await userEvent.click(screen.getByTestId('deposit-method-gcash'));
    expect(await screen.findByTestId('ewallet-deposit')).toBeTruthy();
  });

  it('shows the receiving bank account of the bank channel', async () => {
    renderPayments(<DepositPage />, {
      [PAY.deposits]: { value: { list: [], total: 0, pageNo: 1, pageSize: 20, bankAvailable: true } },
      [PAY.channels]: channels(channel('qrph'), channel('bank')),
    });
    await userEvent.click(await screen.findByTestId('deposit-method-bank'));
    const account = await screen.findByTestId('bank-receiving-account');
    expect(account.textContent).toContain('BDO Unibank (demo)');
    expect(screen.getByTestId('bank-receiving-number').textContent).toBe('0000-1234-5678');
    expect(screen.getByTestId('bank-deposit').textContent).toContain(
      'Transfer the money to the account below',
    );
  });
});

describe('QR deposit', () => {
  it('asks for a code for the amount, shows it with amount, reference and countdown, and the demo wallet pays it', async () => {
    let paid = false;
    const { fetchMock } = renderPayments(<DepositPage />, {
      [PAY.deposits]: { value: { list: [], total: 0, pageNo: 1, pageSize: 20, bankAvailable: false } },
      [PAY.channels]: channels(channel('qrph')),
      [PAY.qr]: {
        value: {
          ...qrDeposit({
            serverTime: new Date().toISOString(),
            expiresAt: new Date(Date.now() + 900_000).toISOString(),
          }),
          replayed: false,
        },
      },
      [PAY.qrGet('41')]: () => ({ value: qrDeposit({ status: paid ? 'paid' : 'pending' }) }),
      [PAY.qrDemoPay('41')]: () => {
        paid = true;
        return { value: qrDeposit({ status: 'paid' }) };
      },
    });
    await userEvent.click(await screen.findByTestId('qr-submit'));
    expect(screen.getByTestId('qr-amount-input-error').textContent).toBe('Enter an amount');
    await userEvent.type(screen.getByTestId('qr-amount-input'), '1,500');
    await userEvent.click(screen.getByTestId('qr-submit'));
    expect(await screen.findByTestId('qr-panel')).toBeTruthy();
    expect(bodiesOf(fetchMock, PAY.qr)).toEqual([
      { method: 'qrph', amount: 150000, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
    expect(screen.getByTestId('qr-amount').textContent).toBe('₱1,500.00');
    expect(screen.getByTestId('qr-reference').textContent).toBe('QABCDEFGHJKL');
    expect(screen.getByTestId('qr-play-money').textContent).toBe('Play money (demo)');
    expect(screen.getByTestId('qr-countdown').textContent).toMatch(/^1[45]:\d\d$/);
    expect(screen.getByTestId('qr-code').tagName.toLowerCase()).toBe('svg');
    await userEvent.click(screen.getByTestId('qr-demo-pay'));
    expect((await screen.findByTestId('qr-paid')).textContent).toContain(
      'Payment received: ₱1,500.00 was added to your main wallet.',
    );
    await userEvent.click(screen.getByTestId('qr-new'));
    expect((screen.getByTestId('qr-amount-input') as HTMLInputElement).value).toBe('');
  });

  it('refuses an amount outside the limits with the limits, in the member currency', async () => {
    renderPayments(<DepositPage />, {
      [PAY.deposits]: { value: { list: [], total: 0, pageNo: 1, pageSize: 20, bankAvailable: false } },
      [PAY.channels]: channels(channel('qrph')),
      [PAY.qr]: { status: 400, code: 'DEPOSIT_LIMIT', value: { min: 10_000, max: 5_000_000 } },
    });
    expect((await screen.findByTestId('qr-deposit-form')).textContent).toContain(
      'From ₱100.00 to ₱50,000.00',
    );
    await userEvent.type(screen.getByTestId('qr-amount-input'), '50');
    await userEvent.click(screen.getByTestId('qr-submit'));
    expect((await screen.findByTestId('qr-error')).textContent).toContain('between ₱100.00 and ₱50,000.00');
  });

  it("counts down by the server's clock and shows the code as expired at zero", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'Date'], now: NOW });
    // The phone's clock is an hour behind the server: the countdown must not care.
    const serverNow = NOW + 3_600_000;
    const first = qrDeposit({
      serverTime: new Date(serverNow).toISOString(),
      expiresAt: new Date(serverNow + 5_000).toISOString(),
    });
    renderPayments(<QrCodePanel first={first} onNew={() => undefined} />, {
      [PAY.qrGet('41')]: { value: first },
    });
    expect(screen.getByTestId('qr-countdown').textContent).toBe('00:05');
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByTestId('qr-countdown').textContent).toBe('00:03');
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByTestId('qr-expired').textContent).toContain('This code has expired');
    expect(screen.queryByTestId('qr-code')).toBeNull();
    expect(screen.queryByTestId('qr-demo-pay')).toBeNull();
    expect(screen.getByTestId('qr-panel').getAttribute('data-status')).toBe('expired');
  });

  it('shows a failed payment as failed, without the code', async () => {
    renderPayments(<QrCodePanel first={qrDeposit({ status: 'failed' })} onNew={() => undefined} />, {});
    expect((await screen.findByTestId('qr-failed')).textContent).toContain('The payment did not go through.');
    expect(screen.queryByTestId('qr-code')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('qr-countdown')).toBeNull());
  });
});
