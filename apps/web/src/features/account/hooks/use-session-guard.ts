import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { ApiError, onSessionEnded } from '../../../lib/api-client';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useSessionStore } from '../../../lib/session-store';
import { useToast } from '../../../components/ui/toast';
import { MEMBER_QUERY_KEY } from '../api/member';
import { useAccountUi } from '../store/account-ui-store';
import { handleSessionEnded } from './session-end';
import { useMemberEvents } from './use-member-events';
import { useMemberInfo } from './use-member-info';

type Reason = 'weak' | 'expired';

function asReason(value: unknown): Reason | null {
  return value === 'weak' || value === 'expired' ? value : null;
}

/** Whether the member must change the password first: from member info, or a 403 on the member call. */
function passwordChange(info: ReturnType<typeof useMemberInfo>): { reason: Reason | null } | null {
  const fromInfo = asReason(info.data?.passwordChangeRequired);
  if (fromInfo) return { reason: fromInfo };
  const error = info.error;
  if (error instanceof ApiError && error.code === 'PASSWORD_CHANGE_REQUIRED')
    return { reason: asReason((error.value as { reason?: unknown } | null)?.reason) };
  return null;
}

/**
 * The member session's watchman, mounted once by the shell: loads the member when a token exists, ends the
 * session when any call says it ended (one listener on the API client), forgets member data whenever the
 * token changes, and asks for a new password when the server requires one (spec §3, §4).
 */
export function useSessionGuard(): void {
  const client = useQueryClient();
  const toast = useToast();
  const info = useMemberInfo();
  const token = useSessionStore((s) => s.token);

  const sessionEnded = useCallback(
    (code: string) =>
      handleSessionEnded(code, client, (key) => {
        void i18next
          .loadNamespaces('account')
          .then(() => toast.show(i18next.t(key, { ns: 'account' }), 'warning'));
      }),
    [client, toast],
  );
  useEffect(() => {
    onSessionEnded(sessionEnded);
    return () => onSessionEnded(null);
  }, [sessionEnded]);
  // The same ending when the event socket says so first (another login shows its notice at once).
  useMemberEvents(sessionEnded);

  // Logout, expiry, a region switch or another login: nothing of the previous member survives.
  useEffect(
    () =>
      useSessionStore.subscribe((state, prev) => {
        if (prev.token === null || state.token === prev.token) return;
        client.removeQueries({ queryKey: MEMBER_QUERY_KEY });
        useAccountUi.getState().closeCentre();
      }),
    [client],
  );

  const change = passwordChange(info);
  const prompted = useRef<string | null>(null);
  const promptKey = change && token ? `${token}:${change.reason ?? ''}` : null;
  useEffect(() => {
    if (!promptKey || prompted.current === promptKey) return;
    prompted.current = promptKey;
    useAuthModal.getState().show('changePassword', change?.reason ?? null);
  }, [promptKey, change?.reason]);
}
