import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSession } from '../../../app/test-utils';
import { resetAccountStores } from '../test-utils';
import WalletPage from './wallet-page';
import {
  EVO,
  MAIN,
  ROUTES,
  SUERTE,
  UUID,
  balanceAnswer,
  bodiesOf,
  renderLoggedIn,
  toastText,
  walletsAnswer,
} from './wallet-test-utils';

beforeEach(() => {
  resetSession();
  resetAccountStores();
});
afterEach(() => vi.unstubAllGlobals());

describe('wallet overview', () => {
  it('transfer mode: main balance, each vendor wallet, recall all and the transfer form', async () => {
    renderLoggedIn(<WalletPage />, { [ROUTES.wallets]: walletsAnswer(false, [MAIN, SUERTE, EVO]) });
    expect(screen.getByTestId('loading').textContent).toBe('Loading your wallets…');
    expect((await screen.findByTestId('wallet-main-balance')).textContent).toBe('₱1,500.00');
    expect(screen.getByTestId('wallet-SUERTE').textContent).toBe('Suerte Games₱50.00');
    expect(screen.getByTestId('wallet-EVO').textContent).toBe('Evo Live₱0.00');
    expect(screen.getByTestId('recall-all').textContent).toBe('Recall all to main wallet');
    expect(screen.getByRole('form', { name: 'Transfer funds' })).toBeTruthy();
    expect(screen.queryByTestId('wallet-single')).toBeNull();
  });

  it('single-wallet mode explains that games play from the main wallet: no form, no recall', async () => {
    renderLoggedIn(<WalletPage />, { [ROUTES.wallets]: walletsAnswer(true, [MAIN]) });
    expect((await screen.findByTestId('wallet-single')).textContent).toContain(
      'every game plays directly from your main wallet, so no transfer is needed',
    );
    expect(screen.getByTestId('wallet-main-balance').textContent).toBe('₱1,500.00');
    expect(screen.queryByTestId('recall-all')).toBeNull();
    expect(screen.queryByTestId('transfer-submit')).toBeNull();
  });

  it('offers no recall when every vendor wallet is empty', async () => {
    renderLoggedIn(<WalletPage />, { [ROUTES.wallets]: walletsAnswer(false, [MAIN, EVO]) });
    expect(await screen.findByTestId('transfer-submit')).toBeTruthy();
    expect(screen.queryByTestId('recall-all')).toBeNull();
  });

  it('says so when there is no vendor wallet yet', async () => {
    renderLoggedIn(<WalletPage />, { [ROUTES.wallets]: walletsAnswer(false, [MAIN]) });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No game wallets yet');
    expect(screen.queryByTestId('transfer-submit')).toBeNull();
  });

  it('shows an error with a retry when the wallets cannot be loaded', async () => {
    let up = false;
    renderLoggedIn(<WalletPage />, {
      [ROUTES.wallets]: () => (up ? walletsAnswer(true, [MAIN]) : { status: 500, code: 'INTERNAL_ERROR' }),
    });
    const error = await screen.findByTestId('error-state');
    up = true;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('wallet-single')).toBeTruthy();
  });
});

describe('recall all', () => {
  it('brings every vendor wallet back to main, toasts the total and refreshes', async () => {
    let recalled = false;
    const { fetchMock } = renderLoggedIn(<WalletPage />, {
      [ROUTES.balance]: balanceAnswer(150000),
      [ROUTES.wallets]: () =>
        walletsAnswer(
          false,
          recalled
            ? [
                { ...MAIN, balance: 155000 },
                { ...SUERTE, balance: 0 },
              ]
            : [MAIN, SUERTE],
        ),
      [ROUTES.transfer]: () => {
        recalled = true;
        return {
          value: {
            requestId: 'r',
            replayed: false,
            transfers: [{ from: 'SUERTE', to: 'MAIN', amount: 5000 }],
            wallets: [
              { vendorCode: 'MAIN', balance: 155000 },
              { vendorCode: 'SUERTE', balance: 0 },
            ],
          },
        };
      },
    });
    await userEvent.click(await screen.findByTestId('recall-all'));
    await waitFor(() => expect(toastText()).toBe('₱50.00 returned to your main wallet'));
    expect(bodiesOf(fetchMock, ROUTES.transfer)).toEqual([
      { recallAll: true, requestId: expect.stringMatching(UUID) },
    ]);
    await waitFor(() => expect(screen.getByTestId('wallet-main-balance').textContent).toBe('₱1,550.00'));
    // Nothing left in a vendor wallet: the button goes.
    await waitFor(() => expect(screen.queryByTestId('recall-all')).toBeNull());
  });

  it('says when a recall fails', async () => {
    renderLoggedIn(<WalletPage />, {
      [ROUTES.wallets]: walletsAnswer(false, [MAIN, SUERTE]),
      [ROUTES.transfer]: { status: 409, code: 'CONFLICT' },
    });
    const button = await screen.findByTestId('recall-all');
    await userEvent.click(button);
    const error = await screen.findByTestId('recall-error');
    expect(error.textContent).toBe('The game provider did not accept the transfer. Please try again later.');
    expect(button.getAttribute('aria-describedby')).toBe(error.id);
  });
});
