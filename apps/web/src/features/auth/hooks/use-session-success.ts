import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '@suerte/contracts';
import { useSessionStore } from '../../../lib/session-store';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { setKnownPassword } from '../model/known-password';

/** How the session was opened; an SMS login never forces a password change (spec §4). */
export type SessionSource = 'username' | 'sms' | 'freePlay' | 'register';

/**
 * What every successful login, registration or free play does (spec §4): store the token; when the server
 * demands a new password (weak or expired) open the change-password dialog before anything else, else load
 * the member and close the dialog. Returns true when the visitor is done.
 */
export function useSessionSuccess() {
  const queryClient = useQueryClient();
  return useCallback(
    (response: LoginResponse, source: SessionSource, password?: string): boolean => {
      useSessionStore.getState().setToken(response.token);
      const reason = response.passwordChangeRequired;
      if (reason && source !== 'sms') {
        setKnownPassword(password ?? null);
        useAuthModal.getState().show('changePassword', reason);
        return false;
      }
      void queryClient.invalidateQueries({ queryKey: ['member'] });
      useAuthModal.getState().close();
      return true;
    },
    [queryClient],
  );
}
