import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { canOpenAgentCentre, isNonRealAccount } from '@suerte/contracts/core';
import type { MemberInfo } from '@suerte/contracts';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useSessionStore } from '../../../lib/session-store';
import { memberInfoQueryOptions } from '../api/member';
import { useMemberInfo } from './use-member-info';

export type CentreKind = 'member' | 'agent';

/** Spec §4, §6: the member centre needs a real account; the agent centre needs isAgent 1, 2, 41 or 42. */
export function mayOpenCentre(kind: CentreKind, info: Pick<MemberInfo, 'isAgent'>): boolean {
  return kind === 'agent' ? canOpenAgentCentre(info.isAgent) : !isNonRealAccount(info.isAgent);
}

export type CentreAccess = 'allowed' | 'denied' | 'loggedOut' | 'pending' | 'failed';

/** Whether a centre may show now; 'pending' while the member is still being loaded. */
export function useCentreAccess(kind: CentreKind | undefined): CentreAccess {
  const token = useSessionStore((s) => s.token);
  const info = useMemberInfo();
  if (!token) return 'loggedOut';
  if (!info.data) return info.isError ? 'failed' : 'pending';
  if (!kind) return 'pending';
  return mayOpenCentre(kind, info.data) ? 'allowed' : 'denied';
}

/**
 * Gating for the member and agent centres (spec §5): without a token the login modal opens; without the rights
 * the 'needs a real account' dialog (in_need_true_account, confirm in_increase_submit) opens instead.
 */
export function useRequireRealAccount(kind: CentreKind = 'member'): (action: () => void) => void {
  const client = useQueryClient();
  return useCallback(
    (action: () => void) => {
      if (!useSessionStore.getState().token) {
        useAuthModal.getState().show('login');
        return;
      }
      client.ensureQueryData(memberInfoQueryOptions()).then(
        (info) => (mayOpenCentre(kind, info) ? action() : useAuthModal.getState().show('needRealAccount')),
        () => {
          // The member could not be loaded: a session end is handled by the guard; nothing opens.
        },
      );
    },
    [client, kind],
  );
}
