import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesOf, resetBetweenTests } from '../test-utils';
import PaymentPasswordPage from './payment-password-page';
import { PAY, renderPayments } from './payments-test-utils';

resetBetweenTests();

describe('payment password page', () => {
  it('first set: checks six digits, weak and mismatch in the browser, sends the login password', async () => {
    let isSet = false;
    const { fetchMock } = renderPayments(<PaymentPasswordPage />, {
      [PAY.password]: () => ({ value: { isSet } }),
      [PAY.setPassword]: () => {
        isSet = true;
        return { value: { isSet: true } };
      },
    });
    expect((await screen.findByTestId('pp-status')).textContent).toContain('no payment password yet');
    await userEvent.click(screen.getByTestId('pp-submit'));
    expect(screen.getByTestId('pp-login-error').textContent).toBe('Enter the password');
    expect(screen.getByTestId('pp-new-error').textContent).toBe('Enter exactly 6 digits');
    await userEvent.type(screen.getByTestId('pp-login'), 'secret99');
    await userEvent.type(screen.getByTestId('pp-new'), '123456');
    expect(screen.getByTestId('pp-new-error').textContent).toContain('Too easy to guess');
    await userEvent.clear(screen.getByTestId('pp-new'));
    await userEvent.type(screen.getByTestId('pp-new'), '480913');
    await userEvent.type(screen.getByTestId('pp-confirm'), '480914');
    expect(screen.getByTestId('pp-confirm-error').textContent).toBe('The two passwords are not the same');
    expect(bodiesOf(fetchMock, PAY.setPassword)).toHaveLength(0);
    await userEvent.clear(screen.getByTestId('pp-confirm'));
    await userEvent.type(screen.getByTestId('pp-confirm'), '480913');
    await userEvent.click(screen.getByTestId('pp-submit'));
    expect((await screen.findByTestId('pp-done')).textContent).toBe('Payment password set');
    expect(bodiesOf(fetchMock, PAY.setPassword)).toEqual([
      { password: '480913', confirmPassword: '480913', loginPassword: 'secret99' },
    ]);
    // Now set: the form asks for the current payment password instead.
    expect(await screen.findByTestId('pp-old')).toBeTruthy();
    expect(screen.getByTestId('pp-status').textContent).toContain('is set');
  });

  it('a wrong login password shows the attempts left from the error value', async () => {
    renderPayments(<PaymentPasswordPage />, {
      [PAY.password]: { value: { isSet: false } },
      [PAY.setPassword]: {
        status: 400,
        code: 'WRONG_OLD_PASSWORD',
        value: { field: 'loginPassword', attemptsLeft: 3 },
      },
    });
    await userEvent.type(await screen.findByTestId('pp-login'), 'nope');
    await userEvent.type(screen.getByTestId('pp-new'), '480913');
    await userEvent.type(screen.getByTestId('pp-confirm'), '480913');
    await userEvent.click(screen.getByTestId('pp-submit'));
    expect((await screen.findByTestId('pp-error')).textContent).toBe(
      'The login password is wrong. Attempts left: 3.',
    );
  });

  it('change: sends the old payment password; wrong old and rate limit are explained', async () => {
    let answer: { status: number; code: string; value?: unknown } = {
      status: 400,
      code: 'WRONG_OLD_PASSWORD',
      value: { field: 'oldPassword', attemptsLeft: 1 },
    };
    const { fetchMock } = renderPayments(<PaymentPasswordPage />, {
      [PAY.password]: { value: { isSet: true } },
      [PAY.setPassword]: () => answer,
    });
    await userEvent.type(await screen.findByTestId('pp-old'), '111222');
    await userEvent.type(screen.getByTestId('pp-new'), '480913');
    await userEvent.type(screen.getByTestId('pp-confirm'), '480913');
    await userEvent.click(screen.getByTestId('pp-submit'));
    expect((await screen.findByTestId('pp-error')).textContent).toBe(
      'The current payment password is wrong. Attempts left: 1.',
    );
    expect(bodiesOf(fetchMock, PAY.setPassword)[0]).toEqual({
      password: '480913',
      confirmPassword: '480913',
      oldPassword: '111222',
    });
    answer = { status: 429, code: 'RATE_LIMITED', value: { retryAfterSeconds: 900 } };
    await userEvent.click(screen.getByTestId('pp-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('pp-error').textContent).toBe(
        'Too many wrong passwords or requests. Please wait 15 min and try again.',
      ),
    );
  });
});
