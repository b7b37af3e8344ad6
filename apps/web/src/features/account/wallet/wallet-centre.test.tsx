import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountShell, renderLoggedIn, resetBetweenTests } from '../test-utils';
import { ROUTES, balanceAnswer, transferAnswer } from './wallet-test-utils';

resetBetweenTests();

describe('wallet pages in the member centre', () => {
  it('lists payment password, wallet, deposit, withdraw and account record in the centre nav', async () => {
    renderLoggedIn(<AccountShell />, { [ROUTES.balance]: balanceAnswer(0) });
    await userEvent.click(await screen.findByTestId('personal-center'));
    const nav = within(await screen.findByTestId('member-centre')).getByRole('navigation');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((b) => b.textContent),
    ).toEqual([
      'Security center',
      'My account',
      'Payment password',
      'Wallet',
      'Deposit',
      'Withdraw',
      'Account record',
      'Betting record',
      'Profit and loss',
      'Messages',
    ]);
    await userEvent.click(within(nav).getByRole('link', { name: 'Account record' }));
    expect(await screen.findByTestId('account-record')).toBeTruthy();
  });

  it('a transfer in the centre refreshes the header balance too', async () => {
    let main = 150000;
    renderLoggedIn(<AccountShell />, {
      [ROUTES.balance]: () => balanceAnswer(main),
      [ROUTES.wallets]: () => ({
        value: {
          isSingle: false,
          exponent: 2,
          wallets: [
            { vendorCode: 'MAIN', name: 'Main', balance: main, currency: 'PHP' },
            { vendorCode: 'SUERTE', name: 'Suerte Games', balance: 150000 - main, currency: 'PHP' },
          ],
        },
      }),
      [ROUTES.transfer]: () => {
        main -= 25000;
        return transferAnswer(
          [{ from: 'MAIN', to: 'SUERTE', amount: 25000 }],
          [
            { vendorCode: 'MAIN', balance: main },
            { vendorCode: 'SUERTE', balance: 150000 - main },
          ],
        );
      },
    });
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toBe('₱1,500.00'));
    await userEvent.click(screen.getByTestId('personal-center'));
    await userEvent.click(await screen.findByTestId('centre-nav-wallet'));
    await userEvent.type(await screen.findByTestId('transfer-amount'), '250');
    await userEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toBe('₱1,250.00'));
    expect(screen.getByTestId('wallet-SUERTE').textContent).toBe('Suerte Games₱250.00');
  });

  it('the header shows the symbol and decimals the balance call answers with', async () => {
    renderLoggedIn(<AccountShell />, {
      [ROUTES.balance]: balanceAnswer(1234567, { exponent: 0, currency: 'VND', currencySymbol: '₫' }),
    });
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toBe('₫1,234,567'));
  });
});
