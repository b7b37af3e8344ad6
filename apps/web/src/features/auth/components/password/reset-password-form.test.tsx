import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useAuthModal } from '../../../../lib/auth-modal-store';
import { renderAuth, resetAroundEachTest, stubApi } from '../../test-utils';
import { ResetPasswordForm } from './reset-password-form';

resetAroundEachTest();

const TOKEN = 'a'.repeat(43);

describe('reset password from the email link', () => {
  it('sets the new password with the token, then offers to log in from /', async () => {
    const api = stubApi({ 'POST /wps/member/password/reset': { value: { done: true } } });
    const { user, router } = renderAuth({
      path: `/reset-password?token=${TOKEN}`,
      page: <ResetPasswordForm token={TOKEN} />,
    });
    await user.type(await screen.findByTestId('new-password'), 'newpass1');
    await user.type(screen.getByTestId('confirm-new-password'), 'newpass1');
    await user.click(screen.getByTestId('reset-password-submit'));
    expect(await screen.findByTestId('reset-password-done')).toBeTruthy();
    expect(api.of('POST', '/wps/member/password/reset')[0]?.body).toEqual({
      token: TOKEN,
      newPassword: 'newpass1',
      confirmNewPassword: 'newpass1',
    });
    await user.click(screen.getByTestId('reset-password-login'));
    expect(await screen.findByTestId('login-modal')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(useAuthModal.getState().open).toBe('login');
  });

  it("shows the server's message for a used or expired link", async () => {
    stubApi({
      'POST /wps/member/password/reset': { code: 'RESET_LINK_INVALID', message: 'This link has expired' },
    });
    const { user } = renderAuth({ page: <ResetPasswordForm token={TOKEN} /> });
    await user.type(await screen.findByTestId('new-password'), 'newpass1');
    await user.type(screen.getByTestId('confirm-new-password'), 'newpass1');
    await user.click(screen.getByTestId('reset-password-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe('This link has expired');
  });

  it('says so when the link has no token', () => {
    stubApi({});
    renderAuth({ page: <ResetPasswordForm token={null} /> });
    expect(screen.getByRole('alert').textContent).toMatch(/reset link is incomplete/);
  });
});
