import { useQuery } from '@tanstack/react-query';
import { isNonRealAccount } from '@suerte/contracts/core';
import { useSessionStore } from '../../../lib/session-store';
import { fundsConsolidatedQueryOptions, memberInfoQueryOptions } from '../api/member';
import { balanceQueryOptions } from '../api/wallet';
import { useMemberEventsLive } from './use-member-events';

/** Without live events the header balance is asked for again this often. */
export const BALANCE_POLL_MS = 60_000;

/** The logged-in member; asked for only while a token exists (key ['member', 'info']). */
export function useMemberInfo() {
  const token = useSessionStore((s) => s.token);
  return useQuery({ ...memberInfoQueryOptions(), enabled: token !== null });
}

/** Contract flags: only for a real account, never for isAgent 4 (spec §4). */
export function useFundsConsolidated() {
  const info = useMemberInfo().data;
  return useQuery({
    ...fundsConsolidatedQueryOptions(),
    enabled: info !== undefined && !isNonRealAccount(info.isAgent),
  });
}

/** The wallet balance, once the member is known; live events refresh it, else it is polled. */
export function useBalance() {
  const info = useMemberInfo().data;
  const live = useMemberEventsLive((s) => s.live);
  return useQuery({
    ...balanceQueryOptions(),
    enabled: info !== undefined,
    refetchInterval: live ? false : BALANCE_POLL_MS,
  });
}
