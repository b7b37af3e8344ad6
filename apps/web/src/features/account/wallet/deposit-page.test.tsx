import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountShell, bodiesOf, callsTo, renderLoggedIn, resetBetweenTests, toastText } from '../test-utils';
import DepositPage from './deposit-page';
import { ROUTES, UUID, balanceAnswer } from './wallet-test-utils';

resetBetweenTests();

/** The deposit page also lists the merchant's payment methods: none here (the top-up is under test). */
const NO_CHANNELS = { 'GET /wps/v2/payment-channels': { value: { list: [] } } };

const topUpAnswer = (amount: number, balance: number) => ({
  value: { requestId: 'd', replayed: false, amount, balance },
});

describe('deposit page (demo play money)', () => {
  it('tops up a preset, shows the new balance and toasts', async () => {
    let balance = 150000;
    const { fetchMock } = renderLoggedIn(<DepositPage />, {
      ...NO_CHANNELS,
      [ROUTES.balance]: () => balanceAnswer(balance),
      [ROUTES.deposit]: () => {
        balance += 50000;
        return topUpAnswer(50000, balance);
      },
    });
    expect(screen.getByTestId('loading').textContent).toBe('Loading your balance…');
    expect((await screen.findByTestId('deposit-balance')).textContent).toBe('₱1,500.00');
    expect(screen.getByTestId('demo-top-up').textContent).toContain('Play money (demo)');
    expect(screen.getByTestId('demo-top-up').textContent).toContain('Play money has no cash value');
    expect(screen.getByTestId('top-up-preset-1000').textContent).toBe('₱1,000.00');
    const preset = screen.getByTestId('top-up-preset-500');
    await userEvent.click(preset);
    expect((screen.getByTestId('top-up-amount') as HTMLInputElement).value).toBe('500.00');
    expect(preset.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByTestId('top-up-submit'));
    expect((await screen.findByTestId('top-up-result')).textContent).toBe(
      '₱500.00 of play money added. Your main wallet balance is now ₱2,000.00.',
    );
    expect(toastText()).toBe('₱500.00 of play money added');
    expect(bodiesOf(fetchMock, ROUTES.deposit)).toEqual([
      { amount: 50000, requestId: expect.stringMatching(UUID) },
    ]);
    await waitFor(() => expect(screen.getByTestId('deposit-balance').textContent).toBe('₱2,000.00'));
    expect((screen.getByTestId('top-up-amount') as HTMLInputElement).value).toBe('');
  });

  it('takes a custom amount, and refuses one it cannot read', async () => {
    const { fetchMock } = renderLoggedIn(<DepositPage />, {
      ...NO_CHANNELS,
      [ROUTES.balance]: balanceAnswer(0),
      [ROUTES.deposit]: topUpAnswer(123456, 123456),
    });
    const input = await screen.findByTestId('top-up-amount');
    await userEvent.click(screen.getByTestId('top-up-submit'));
    expect(screen.getByTestId('top-up-amount-error').textContent).toBe('Enter an amount');
    await userEvent.type(input, '0');
    expect(screen.getByTestId('top-up-amount-error').textContent).toBe(
      'The amount must be greater than zero',
    );
    expect(callsTo(fetchMock, ROUTES.deposit)).toBe(0);
    await userEvent.clear(input);
    await userEvent.type(input, '1,234.56');
    expect(screen.queryByTestId('top-up-amount-error')).toBeNull();
    await userEvent.click(screen.getByTestId('top-up-submit'));
    await waitFor(() => expect(callsTo(fetchMock, ROUTES.deposit)).toBe(1));
    expect(bodiesOf(fetchMock, ROUTES.deposit)[0]).toMatchObject({ amount: 123456 });
  });

  it('follows the exponent of the currency (VND has no decimals)', async () => {
    renderLoggedIn(<DepositPage />, {
      ...NO_CHANNELS,
      [ROUTES.balance]: balanceAnswer(250000, { exponent: 0, currency: 'VND', currencySymbol: '₫' }),
    });
    expect((await screen.findByTestId('deposit-balance')).textContent).toBe('₫250,000');
    expect(screen.getByTestId('top-up-preset-100').textContent).toBe('₫100');
    await userEvent.type(screen.getByTestId('top-up-amount'), '10.5');
    await userEvent.click(screen.getByTestId('top-up-submit'));
    expect(screen.getByTestId('top-up-amount-error').textContent).toBe(
      'Enter a whole amount, without decimals',
    );
  });

  it('FEATURE_DISABLED: the top-up goes; the payment methods stay the way to deposit', async () => {
    renderLoggedIn(<DepositPage />, {
      ...NO_CHANNELS,
      [ROUTES.balance]: balanceAnswer(0),
      [ROUTES.deposit]: { status: 403, code: 'FEATURE_DISABLED' },
    });
    await userEvent.click(await screen.findByTestId('top-up-preset-100'));
    await userEvent.click(screen.getByTestId('top-up-submit'));
    await waitFor(() => expect(screen.queryByTestId('demo-top-up')).toBeNull());
    expect(screen.getByTestId('deposit-methods-none').textContent).toContain(
      'No payment method is available',
    );
  });

  it('on a site that is not in demo mode, offers no top-up and sends nothing', async () => {
    const { fetchMock } = renderLoggedIn(
      <DepositPage />,
      { ...NO_CHANNELS, [ROUTES.balance]: balanceAnswer(0) },
      { demo: false },
    );
    expect(await screen.findByTestId('deposit-methods-none')).toBeTruthy();
    expect(screen.queryByTestId('top-up-submit')).toBeNull();
    expect(callsTo(fetchMock, ROUTES.deposit)).toBe(0);
  });

  it('shows other refusals next to the form', async () => {
    renderLoggedIn(<DepositPage />, {
      ...NO_CHANNELS,
      [ROUTES.balance]: balanceAnswer(0),
      [ROUTES.deposit]: { status: 429, code: 'RATE_LIMITED' },
    });
    await userEvent.click(await screen.findByTestId('top-up-preset-100'));
    await userEvent.click(screen.getByTestId('top-up-submit'));
    expect((await screen.findByTestId('top-up-error')).textContent).toBe(
      'Too many requests. Please wait a while and try again.',
    );
  });

  it('a top-up that got no answer says the server was not reached, never that balances were refreshed', async () => {
    renderLoggedIn(<DepositPage />, {
      ...NO_CHANNELS,
      [ROUTES.balance]: balanceAnswer(0),
      [ROUTES.deposit]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await userEvent.click(await screen.findByTestId('top-up-preset-100'));
    await userEvent.click(screen.getByTestId('top-up-submit'));
    const error = (await screen.findByTestId('top-up-error')).textContent;
    expect(error).toContain('The server could not be reached');
    expect(error).not.toContain('refreshed');
  });

  it('a top-up the server failed on says so, never that balances were refreshed', async () => {
    renderLoggedIn(<DepositPage />, {
      ...NO_CHANNELS,
      [ROUTES.balance]: balanceAnswer(0),
      [ROUTES.deposit]: { status: 500, code: 'INTERNAL_ERROR' },
    });
    await userEvent.click(await screen.findByTestId('top-up-preset-100'));
    await userEvent.click(screen.getByTestId('top-up-submit'));
    const error = (await screen.findByTestId('top-up-error')).textContent;
    expect(error).toContain('The server had a problem');
    expect(error).not.toContain('refreshed');
  });

  it("a refusal without a text of its own shows the server's message", async () => {
    renderLoggedIn(<DepositPage />, {
      ...NO_CHANNELS,
      [ROUTES.balance]: balanceAnswer(0),
      [ROUTES.deposit]: { status: 403, code: 'FORBIDDEN', message: 'You are not allowed to do this.' },
    });
    await userEvent.click(await screen.findByTestId('top-up-preset-100'));
    await userEvent.click(screen.getByTestId('top-up-submit'));
    expect((await screen.findByTestId('top-up-error')).textContent).toBe('You are not allowed to do this.');
  });

  it('shows an error with a retry when the balance cannot be loaded', async () => {
    let up = false;
    renderLoggedIn(<DepositPage />, {
      ...NO_CHANNELS,
      [ROUTES.balance]: () => (up ? balanceAnswer(100) : { status: 500, code: 'INTERNAL_ERROR' }),
    });
    const error = await screen.findByTestId('error-state');
    up = true;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('deposit-balance')).textContent).toBe('₱1.00');
  });
});

describe('header Deposit button', () => {
  it('opens the member centre on its deposit page for a real account', async () => {
    renderLoggedIn(<AccountShell />, { [ROUTES.balance]: balanceAnswer(150000) });
    await userEvent.click(await screen.findByTestId('header-deposit'));
    const centre = await screen.findByTestId('member-centre');
    expect(within(centre).getByTestId('centre-nav-deposit').getAttribute('aria-current')).toBe('page');
    expect(await within(centre).findByTestId('demo-top-up')).toBeTruthy();
  });

  it('gives a trial account (isAgent 4) the play-money top-up in its own window, not the centre', async () => {
    let balance = 0;
    const { fetchMock } = renderLoggedIn(
      <AccountShell />,
      {
        [ROUTES.balance]: () => balanceAnswer(balance),
        [ROUTES.deposit]: () => {
          balance = 10000;
          return topUpAnswer(10000, balance);
        },
      },
      { isAgent: 4 },
    );
    await userEvent.click(await screen.findByTestId('header-deposit'));
    const dialog = await screen.findByTestId('trial-deposit');
    expect(screen.queryByTestId('member-centre')).toBeNull();
    expect(screen.queryByTestId('need-real-account')).toBeNull();
    await userEvent.click(within(dialog).getByTestId('top-up-preset-100'));
    await userEvent.click(within(dialog).getByTestId('top-up-submit'));
    expect((await within(dialog).findByTestId('top-up-result')).textContent).toContain('₱100.00');
    expect(callsTo(fetchMock, ROUTES.deposit)).toBe(1);
    // The header shows the new balance.
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toContain('₱100.00'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('trial-deposit')).toBeNull());
  });
});
