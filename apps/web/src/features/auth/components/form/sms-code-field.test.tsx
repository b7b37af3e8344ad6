import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { resetSession } from '../../../../app/test-utils';
import { fakeSettings, renderAuth, stubApi } from '../../test-utils';

beforeEach(() => {
  resetSession();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const mobileRegistration = fakeSettings({ flags: { mobileRegistration: true, captchaOnRegister: false } });
const sendButton = () => screen.getByTestId('sms-send') as HTMLButtonElement;
const mobileInput = () => document.querySelector<HTMLInputElement>('input[name="mobileNum"]')!;

describe('SMS code button', () => {
  it('counts down to the expiry of a registration code, then offers to resend', async () => {
    const api = stubApi({
      'POST /wps/verification/sms/register': () => ({
        value: { expirationTime: Date.now() + 60_000, expiredMinutes: 5, resendAfterSeconds: 60 },
      }),
    });
    const { user } = renderAuth({ open: 'register', settings: mobileRegistration });
    await screen.findByTestId('register-form-mobile');
    expect(sendButton().textContent).toBe('Send code');
    await user.type(mobileInput(), '9171234567');
    await user.click(sendButton());
    await waitFor(() => expect(sendButton().textContent).toBe('Resend in 60 s'));
    expect(sendButton().disabled).toBe(true);
    expect(api.of('POST', '/wps/verification/sms/register')[0]?.body).toEqual({
      mobileNo: '9171234567',
      countryDialingCode: '+63',
      regType: 'mobile',
    });

    await act(async () => void vi.advanceTimersByTime(30_000));
    expect(sendButton().textContent).toBe('Resend in 30 s');
    await act(async () => void vi.advanceTimersByTime(30_500));
    expect(sendButton().textContent).toBe('Resend code');
    expect(sendButton().disabled).toBe(false);
  });

  it('a registration code valid for 5 minutes: resend after 60 s, the expiry counted apart', async () => {
    stubApi({
      'POST /wps/verification/sms/register': () => ({
        value: { expirationTime: Date.now() + 300_000, expiredMinutes: 5, resendAfterSeconds: 60 },
      }),
    });
    const { user } = renderAuth({ open: 'register', settings: mobileRegistration });
    await screen.findByTestId('register-form-mobile');
    await user.type(mobileInput(), '9171234567');
    await user.click(sendButton());
    await waitFor(() => expect(sendButton().textContent).toBe('Resend in 60 s'));
    expect(screen.getByText('The code expires in 5:00')).toBeTruthy();
    await act(async () => void vi.advanceTimersByTime(61_000));
    expect(sendButton().textContent).toBe('Resend code');
    expect(sendButton().disabled).toBe(false);
    expect(screen.getByText('The code expires in 3:59')).toBeTruthy();
    await act(async () => void vi.advanceTimersByTime(240_000));
    expect(screen.queryByText(/The code expires in/)).toBeNull();
  });

  it('a login code: resend after the interval, the given minutes counted as its expiry', async () => {
    const api = stubApi({
      'POST /wps/verification/sms/noLogin': () => ({
        value: { expirationTime: Date.now() + 5_000, expiredMinutes: 2, resendAfterSeconds: 60 },
      }),
    });
    const { user } = renderAuth({ open: 'login' });
    await user.click(await screen.findByTestId('login-tab-sms'));
    await user.type(mobileInput(), '9171234567');
    await user.click(sendButton());
    await waitFor(() => expect(sendButton().textContent).toBe('Resend in 60 s'));
    expect(screen.getByText('The code expires in 2:00')).toBeTruthy();
    expect(api.of('POST', '/wps/verification/sms/noLogin')[0]?.body).toEqual({
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      regType: 'login',
    });
    await act(async () => void vi.advanceTimersByTime(61_000));
    expect(sendButton().textContent).toBe('Resend code');
    expect(screen.getByText('The code expires in 0:59')).toBeTruthy();
  });

  it('asks for a valid number before sending', async () => {
    const api = stubApi({});
    const { user } = renderAuth({ open: 'register', settings: mobileRegistration });
    await screen.findByTestId('register-form-mobile');
    await user.type(mobileInput(), '12ab');
    await user.click(sendButton());
    expect(screen.getByText('Please enter a valid phone number (10 digits)')).toBeTruthy();
    expect(document.activeElement).toBe(mobileInput());
    expect(api.calls.filter((c) => c.path.startsWith('/wps/verification'))).toHaveLength(0);
  });

  it("warns with the server's message when the code cannot be sent, and stays available", async () => {
    stubApi({
      'POST /wps/verification/sms/register': {
        code: 'RATE_LIMITED',
        message: 'Too many requests, try again in 5 minutes',
        status: 429,
      },
    });
    const { user } = renderAuth({ open: 'register', settings: mobileRegistration });
    await screen.findByTestId('register-form-mobile');
    await user.type(mobileInput(), '9171234567');
    await user.click(sendButton());
    const toast = await screen.findByText('Too many requests, try again in 5 minutes');
    expect(toast.closest('.ui-toast')?.className).toContain('ui-toast--warning');
    expect(sendButton().disabled).toBe(false);
    expect(sendButton().textContent).toBe('Send code');
  });

  it("counts the server's resend interval, not a constant of its own", async () => {
    stubApi({
      'POST /wps/verification/sms/register': () => ({
        value: { expirationTime: Date.now() + 300_000, expiredMinutes: 5, resendAfterSeconds: 90 },
      }),
    });
    const { user } = renderAuth({ open: 'register', settings: mobileRegistration });
    await screen.findByTestId('register-form-mobile');
    await user.type(mobileInput(), '9171234567');
    await user.click(sendButton());
    await waitFor(() => expect(sendButton().textContent).toBe('Resend in 90 s'));
    await act(async () => void vi.advanceTimersByTime(61_000));
    expect(sendButton().textContent).toBe('Resend in 29 s');
    expect(sendButton().disabled).toBe(true);
  });

  it('asked again too soon: counts down the wait the server names', async () => {
    stubApi({
      'POST /wps/verification/sms/register': {
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please retry after 42 seconds.',
        status: 429,
        value: { retryAfterSeconds: 42 },
      },
    });
    const { user } = renderAuth({ open: 'register', settings: mobileRegistration });
    await screen.findByTestId('register-form-mobile');
    await user.type(mobileInput(), '9171234567');
    await user.click(sendButton());
    await waitFor(() => expect(sendButton().textContent).toBe('Resend in 42 s'));
    expect(sendButton().disabled).toBe(true);
    await act(async () => void vi.advanceTimersByTime(42_500));
    expect(sendButton().disabled).toBe(false);
  });
});
