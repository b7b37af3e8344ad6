import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesOf, renderLoggedIn, resetBetweenTests, toastText } from '../test-utils';
import WalletPage from './wallet-page';
import {
  EVO,
  MAIN,
  ROUTES,
  SUERTE,
  UUID,
  aroundTransfer,
  transferAnswer,
  walletsAnswer,
} from './wallet-test-utils';

resetBetweenTests();

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
  /** The wallet page whose recall answers with `status`; Suerte Games' ₱50.00 leaves it either way. */
  const renderRecall = (status?: 'pending' | 'confirmed' | 'unknown') =>
    renderLoggedIn(
      <WalletPage />,
      aroundTransfer({ main: 155000, suerte: 0 }, () =>
        transferAnswer(
          [{ from: 'SUERTE', to: 'MAIN', amount: 5000 }],
          [
            { vendorCode: 'MAIN', balance: 155000 },
            { vendorCode: 'SUERTE', balance: 0 },
          ],
          status,
        ),
      ),
    );

  it('brings every vendor wallet back to main, toasts the total and refreshes', async () => {
    const { fetchMock } = renderRecall();
    await userEvent.click(await screen.findByTestId('recall-all'));
    await waitFor(() => expect(toastText()).toBe('₱50.00 returned to your main wallet'));
    expect(bodiesOf(fetchMock, ROUTES.transfer)).toEqual([
      { recallAll: true, requestId: expect.stringMatching(UUID) },
    ]);
    await waitFor(() => expect(screen.getByTestId('wallet-main-balance').textContent).toBe('₱1,550.00'));
    // Nothing left in a vendor wallet: the button goes.
    await waitFor(() => expect(screen.queryByTestId('recall-all')).toBeNull());
  });

  it('a remote vendor still answering: says the money is on its way, even once there is nothing to recall', async () => {
    renderRecall('pending');
    await userEvent.click(await screen.findByTestId('recall-all'));
    expect((await screen.findByTestId('recall-result')).textContent).toBe(
      'Your money is on its way back to your main wallet; it will be completed or returned automatically.',
    );
    await waitFor(() => expect(screen.getByTestId('wallet-main-balance').textContent).toBe('₱1,550.00'));
    expect(screen.queryByTestId('recall-all')).toBeNull();
    expect(screen.getByTestId('recall-result')).toBeTruthy();
    expect(toastText()).toBe('');
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
