import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesOf, callsTo, renderLoggedIn, resetBetweenTests, toastText, type Answer } from '../test-utils';
import WalletPage from './wallet-page';
import { ROUTES, UUID, aroundTransfer, transferAnswer } from './wallet-test-utils';

resetBetweenTests();

/** ₱100.00 moved from main to Suerte Games, with the balances after it. */
const sentToSuerte = (status?: 'pending' | 'confirmed' | 'unknown') =>
  transferAnswer(
    [{ from: 'MAIN', to: 'SUERTE', amount: 10000 }],
    [
      { vendorCode: 'MAIN', balance: 140000 },
      { vendorCode: 'SUERTE', balance: 15000 },
    ],
    status,
  );

describe('transfer form', () => {
  const renderTransfer = (answer: () => Answer) =>
    renderLoggedIn(<WalletPage />, aroundTransfer({ main: 140000, suerte: 15000 }, answer));

  it('shows each chosen wallet’s balance in full on its own line, and follows a swap', async () => {
    renderTransfer(() => sentToSuerte());
    await screen.findByTestId('transfer-amount');
    expect(screen.getByTestId('transfer-from-balance').textContent).toBe('Balance ₱1,500.00');
    expect(screen.getByTestId('transfer-to-balance').textContent).toBe('Balance ₱50.00');
    expect(screen.getByTestId('transfer-from').getAttribute('aria-describedby')).toBe(
      screen.getByTestId('transfer-from-balance').id,
    );
    await userEvent.click(screen.getByTestId('transfer-swap'));
    expect(screen.getByTestId('transfer-from-balance').textContent).toBe('Balance ₱50.00');
    expect(screen.getByTestId('transfer-to-balance').textContent).toBe('Balance ₱1,500.00');
  });

  it('sends main → vendor in minor units with a requestId, toasts, and refreshes every balance', async () => {
    const { fetchMock } = renderTransfer(() => sentToSuerte());
    const amount = await screen.findByTestId('transfer-amount');
    expect((screen.getByTestId('transfer-from') as HTMLSelectElement).value).toBe('MAIN');
    expect((screen.getByTestId('transfer-to') as HTMLSelectElement).value).toBe('SUERTE');
    await userEvent.type(amount, '1,00.5');
    await userEvent.click(screen.getByTestId('transfer-submit'));
    expect(screen.getByTestId('transfer-amount-error').textContent).toBe(
      'Enter the amount in digits, for example 1,234.56',
    );
    expect(callsTo(fetchMock, ROUTES.transfer)).toBe(0);
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    expect(screen.queryByTestId('transfer-amount-error')).toBeNull();
    await userEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(toastText()).toBe('₱100.00 transferred from Main wallet to Suerte Games'));
    const [body] = bodiesOf(fetchMock, ROUTES.transfer);
    expect(body).toEqual({
      from: 'MAIN',
      to: 'SUERTE',
      amount: 10000,
      requestId: expect.stringMatching(UUID),
    });
    await waitFor(() => expect(screen.getByTestId('wallet-SUERTE').textContent).toBe('Suerte Games₱150.00'));
    expect(screen.getByTestId('wallet-main-balance').textContent).toBe('₱1,400.00');
    expect((amount as HTMLInputElement).value).toBe('');
    // The header's balance query is asked again too.
    await waitFor(() => expect(callsTo(fetchMock, ROUTES.balance)).toBe(2));
    expect(callsTo(fetchMock, ROUTES.wallets)).toBe(2);
  });

  it('vendor → main: the other side becomes the main wallet and "All" takes the whole vendor balance', async () => {
    const { fetchMock } = renderTransfer(() => transferAnswer([], []));
    const from = (await screen.findByTestId('transfer-from')) as HTMLSelectElement;
    await userEvent.selectOptions(from, 'SUERTE');
    expect((screen.getByTestId('transfer-to') as HTMLSelectElement).value).toBe('MAIN');
    await userEvent.click(screen.getByTestId('transfer-all'));
    expect((screen.getByTestId('transfer-amount') as HTMLInputElement).value).toBe('50.00');
    await userEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(callsTo(fetchMock, ROUTES.transfer)).toBe(1));
    expect(bodiesOf(fetchMock, ROUTES.transfer)[0]).toMatchObject({
      from: 'SUERTE',
      to: 'MAIN',
      amount: 5000,
    });
    await userEvent.click(screen.getByTestId('transfer-swap'));
    expect(from.value).toBe('MAIN');
  });

  it('checks decimals and the source balance before sending', async () => {
    const { fetchMock } = renderTransfer(() => ({ status: 500, code: 'INTERNAL_ERROR' }));
    const amount = await screen.findByTestId('transfer-amount');
    await userEvent.type(amount, '1.234');
    await userEvent.click(screen.getByTestId('transfer-submit'));
    const error = screen.getByTestId('transfer-amount-error');
    expect(error.textContent).toBe('Use at most 2 decimal places');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-describedby')).toContain(error.id);
    await userEvent.clear(amount);
    await userEvent.type(amount, '2,000');
    expect(screen.getByTestId('transfer-amount-error').textContent).toBe(
      'This is more than the balance of the wallet (₱1,500.00)',
    );
    expect(callsTo(fetchMock, ROUTES.transfer)).toBe(0);
  });

  it('shows INSUFFICIENT_FUNDS from the server; the next submit is a new request', async () => {
    const { fetchMock } = renderTransfer(() => ({ status: 409, code: 'INSUFFICIENT_FUNDS' }));
    await userEvent.type(await screen.findByTestId('transfer-amount'), '1,000');
    await userEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('transfer-error')).textContent).toBe(
      'Not enough balance in the wallet you are transferring from.',
    );
    expect(screen.getByTestId('transfer-error').getAttribute('role')).toBe('alert');
    await userEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(callsTo(fetchMock, ROUTES.transfer)).toBe(2));
    const [first, second] = bodiesOf(fetchMock, ROUTES.transfer);
    expect(second!.requestId).not.toBe(first!.requestId);
    expect(toastText()).toBe('');
  });

  it('after an unknown outcome, sending the same transfer again reuses its requestId', async () => {
    const { fetchMock } = renderTransfer(() => ({ status: 500, code: 'INTERNAL_ERROR' }));
    await userEvent.type(await screen.findByTestId('transfer-amount'), '10');
    await userEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('transfer-error')).textContent).toContain(
      'we cannot confirm whether this went through',
    );
    await userEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(callsTo(fetchMock, ROUTES.transfer)).toBe(2));
    const [first, second] = bodiesOf(fetchMock, ROUTES.transfer);
    expect(second!.requestId).toBe(first!.requestId);
    // A different amount is a different request.
    await userEvent.type(screen.getByTestId('transfer-amount'), '0');
    await userEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(callsTo(fetchMock, ROUTES.transfer)).toBe(3));
    expect(bodiesOf(fetchMock, ROUTES.transfer)[2]).toMatchObject({ amount: 10000 });
    expect(bodiesOf(fetchMock, ROUTES.transfer)[2]!.requestId).not.toBe(first!.requestId);
  });

  it('a remote vendor confirmed at once: done, as an in-house transfer', async () => {
    renderTransfer(() => sentToSuerte('confirmed'));
    await userEvent.type(await screen.findByTestId('transfer-amount'), '100');
    await userEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(toastText()).toBe('₱100.00 transferred from Main wallet to Suerte Games'));
    expect(screen.queryByTestId('transfer-result')).toBeNull();
  });

  it.each(['pending', 'unknown'] as const)(
    'a remote vendor answered %s: says it is on its way, not done, and refreshes every balance',
    async (status) => {
      const { fetchMock } = renderTransfer(() => sentToSuerte(status));
      const amount = await screen.findByTestId('transfer-amount');
      await userEvent.type(amount, '100');
      await userEvent.click(screen.getByTestId('transfer-submit'));
      const result = await screen.findByTestId('transfer-result');
      expect(result.textContent).toBe(
        '₱100.00 from Main wallet to Suerte Games is on its way; it will be completed or returned automatically.',
      );
      expect(result.closest('[role="status"]')).toBeTruthy();
      expect(toastText()).toBe('');
      expect((amount as HTMLInputElement).value).toBe('');
      await waitFor(() => expect(callsTo(fetchMock, ROUTES.balance)).toBe(2));
      expect(callsTo(fetchMock, ROUTES.wallets)).toBe(2);
      await waitFor(() => expect(screen.getByTestId('wallet-main-balance').textContent).toBe('₱1,400.00'));
      // Changing the form starts a new transfer: the note about the last one goes.
      await userEvent.type(amount, '5');
      expect(screen.queryByTestId('transfer-result')).toBeNull();
    },
  );
});
