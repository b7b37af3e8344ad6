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
  type Movement,
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
  /**
   * The wallet page whose recall answers with `status`; Suerte Games' ₱50.00 leaves it either way (as a remote
   * vendor's movement with that status, or an in-house one without).
   */
  const renderRecall = (status?: 'pending' | 'confirmed' | 'unknown') =>
    renderLoggedIn(
      <WalletPage />,
      aroundTransfer({ main: 155000, suerte: 0 }, () =>
        transferAnswer(
          [{ from: 'SUERTE', to: 'MAIN', amount: 5000, ...(status ? { status } : {}) }],
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

  /** Remote game wallets beside Suerte Games' ₱50.00: Evo Live ₱25.00, PG Soft ₱9.00 and Jili ₱10.00. */
  const PGX = { vendorCode: 'PGX', name: 'PG Soft', balance: 900, currency: 'PHP' };
  const JILI = { vendorCode: 'JILI', name: 'Jili', balance: 1000, currency: 'PHP' };
  const renderMixed = (answers: { transfers: Movement[]; status: 'unknown' | 'confirmed' | 'failed' }[]) => {
    const wallets = [MAIN, SUERTE, { ...EVO, balance: 2500 }, PGX, JILI];
    let calls = 0;
    return renderLoggedIn(<WalletPage />, {
      [ROUTES.wallets]: () => walletsAnswer(false, wallets),
      [ROUTES.transfer]: () => {
        const { transfers, status } = answers[Math.min(calls, answers.length - 1)]!;
        calls += 1;
        return transferAnswer(transfers, [], status);
      },
    });
  };

  it('counts only the money that arrived, says what is on its way and lists what stayed, with why', async () => {
    renderMixed([
      {
        status: 'unknown',
        transfers: [
          { from: 'SUERTE', to: 'MAIN', amount: 5000 },
          { from: 'EVO', to: 'MAIN', amount: 2500, status: 'confirmed' },
          { from: 'JILI', to: 'MAIN', amount: 1000, status: 'unknown' },
          { from: 'PGX', to: 'MAIN', amount: 900, status: 'failed', reason: 'VENDOR_REFUSED' },
        ],
      },
    ]);
    await userEvent.click(await screen.findByTestId('recall-all'));
    // ₱50.00 in-house and ₱25.00 confirmed: neither Jili's ₱10.00 on its way nor PG Soft's ₱9.00 that stayed.
    await waitFor(() => expect(toastText()).toBe('₱75.00 returned to your main wallet'));
    expect(screen.getByTestId('recall-result').textContent).toBe(
      'Your money is on its way back to your main wallet; it will be completed or returned automatically.',
    );
    const stayed = screen.getByTestId('recall-failures');
    expect(stayed.getAttribute('role')).toBe('status');
    expect(within(stayed).getByRole('listitem').textContent).toBe(
      'PG Soft (₱9.00): the game provider refused the transfer.',
    );
    expect(stayed.textContent).toContain(
      'Some money could not be brought back and is still in its game wallet:',
    );
    expect(screen.queryByTestId('recall-failed')).toBeNull();
    expect(screen.queryByTestId('recall-error')).toBeNull();
  });

  it('shows an error, with every game wallet and why, when nothing came back', async () => {
    renderMixed([
      {
        status: 'failed',
        transfers: [
          { from: 'EVO', to: 'MAIN', amount: 2500, status: 'failed', reason: 'VENDOR_UNREACHABLE' },
          { from: 'JILI', to: 'MAIN', amount: 1000, status: 'failed', reason: 'INSUFFICIENT_FUNDS' },
          { from: 'PGX', to: 'MAIN', amount: 900, status: 'failed', reason: 'TRANSFER_OPEN' },
          { from: 'SUERTE', to: 'MAIN', amount: 5000, status: 'failed', reason: 'VENDOR_NOT_APPLIED' },
        ],
      },
      { status: 'confirmed', transfers: [{ from: 'EVO', to: 'MAIN', amount: 2500, status: 'confirmed' }] },
    ]);
    const button = await screen.findByTestId('recall-all');
    await userEvent.click(button);
    const failed = await screen.findByTestId('recall-failed');
    expect(failed.getAttribute('role')).toBe('alert');
    expect(failed.textContent).toContain(
      'Nothing was brought back to your main wallet. Your money is still in the game wallets below; please try again later.',
    );
    expect(
      within(failed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Evo Live (₱25.00): the game provider could not be reached.',
      'Jili (₱10.00): not enough funds in this game wallet.',
      'PG Soft (₱9.00): a transfer with this game provider is still being completed.',
      'Suerte Games (₱50.00): the game provider did not complete the transfer.',
    ]);
    expect(toastText()).toBe('');
    expect(screen.queryByTestId('recall-result')).toBeNull();

    // The money is still there, so the member may try again; a new answer replaces the old one.
    await userEvent.click(button);
    await waitFor(() => expect(toastText()).toBe('₱25.00 returned to your main wallet'));
    expect(screen.queryByTestId('recall-failed')).toBeNull();
    expect(screen.queryByTestId('recall-failures')).toBeNull();
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
