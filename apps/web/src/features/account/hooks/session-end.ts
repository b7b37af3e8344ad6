import type { QueryClient } from '@tanstack/react-query';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { adoptSharedToken, useSessionStore } from '../../../lib/session-store';
import { MEMBER_QUERY_KEY } from '../api/member';
import { useAccountUi } from '../store/account-ui-store';

/** The 401 codes that mean the member session is over; other 401s (a wrong password) are the caller's. */
export const SESSION_END_CODES: readonly string[] = [
  'UNAUTHORIZED',
  'SESSION_EXPIRED',
  'LOGGED_IN_ELSEWHERE',
];

/** Ends the member session here: token and tab data go, merchant and language stay, member data is forgotten. */
export function endMemberSession(client: QueryClient): void {
  useSessionStore.getState().endSession();
  client.removeQueries({ queryKey: MEMBER_QUERY_KEY });
  useAccountUi.getState().closeCentre();
}

export type SessionEndMessage = 'session.expired' | 'session.ended';

/**
 * What happens when a member call answers 401 (the API client reports it): the session ends; logged in
 * elsewhere shows its dialog (in_logged_login), anything else a toast and the login modal.
 */
export function handleSessionEnded(
  code: string,
  client: QueryClient,
  notify: (message: SessionEndMessage) => void,
): void {
  if (useAccountUi.getState().loggingOut) return;
  // A login in another tab of this browser took over: carry on with its token, quietly.
  if (code === 'SESSION_RENEWED') {
    if (!adoptSharedToken()) endMemberSession(client);
    return;
  }
  if (!SESSION_END_CODES.includes(code)) return;
  endMemberSession(client);
  if (code === 'LOGGED_IN_ELSEWHERE') {
    useAuthModal.getState().close();
    useAccountUi.getState().showNotice('loggedInElsewhere');
    return;
  }
  notify(code === 'SESSION_EXPIRED' ? 'session.expired' : 'session.ended');
  useAuthModal.getState().show('login');
}
