import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { registerSettingsQueryOptions } from '../../features/auth';
import { fakeSettings } from '../../features/auth/test-utils';
import { renderWithShell, resetSession } from '../test-utils';
import ResetPasswordPage from './reset-password-page';

afterEach(() => vi.unstubAllGlobals());

describe('/reset-password', () => {
  it('shows the new-password form for the token of the link', async () => {
    resetSession();
    renderWithShell(<ResetPasswordPage />, {
      path: '/reset-password?token=abc',
      prime: (client) => client.setQueryData(registerSettingsQueryOptions(null).queryKey, fakeSettings()),
    });
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeTruthy();
    expect(screen.getByTestId('reset-password-form')).toBeTruthy();
    expect(screen.getByLabelText(/New password/)).toBeTruthy();
  });

  it('says the link is incomplete without a token', async () => {
    resetSession();
    renderWithShell(<ResetPasswordPage />, { path: '/reset-password' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/incomplete/);
  });
});
