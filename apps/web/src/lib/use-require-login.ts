import { useCallback } from 'react';
import { useAuthModal } from './auth-modal-store';
import { useSessionStore } from './session-store';

/**
 * Gating (spec §5): an action that needs login runs when a member token exists; otherwise the login modal opens.
 * The token is read when the action is asked for, so a login in between counts.
 */
export function useRequireLogin(): (action: () => void) => void {
  return useCallback((action: () => void) => {
    if (useSessionStore.getState().token) action();
    else useAuthModal.getState().show('login');
  }, []);
}
