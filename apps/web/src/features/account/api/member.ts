import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { adoptMemberLanguage } from '../../../lib/language';
import { useSessionStore } from '../../../lib/session-store';

/** Every member query lives under this key, so ending a session removes them all at once. */
export const MEMBER_QUERY_KEY = ['member'] as const;

/**
 * The logged-in member (spec §3). "Logged in" means a token with an account (spec §4): an answer without an
 * account, or a 401, drops the token.
 */
export function memberInfoQueryOptions() {
  return queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'info'] as const,
    queryFn: async ({ signal }) => {
      const sent = useSessionStore.getState().token;
      try {
        const info = await api.call('GET /wps/member/info', { signal });
        if (!info.account) throw new ApiError('UNAUTHORIZED', 'no account', 401);
        adoptMemberLanguage(info.language);
        return info;
      } catch (error) {
        // A session renewed by another tab is not over: the shell adopts that tab's token (session-end.ts).
        // An answer about a token another tab has already replaced ends nothing.
        const current = useSessionStore.getState().token === sent;
        if (error instanceof ApiError && error.status === 401 && error.code !== 'SESSION_RENEWED' && current)
          useSessionStore.getState().endSession();
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** Contract flags (spec §3). Never asked for a non-real account (spec §4): callers pass `enabled`. */
export function fundsConsolidatedQueryOptions() {
  return queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'fundsConsolidated'] as const,
    queryFn: ({ signal }) => api.call('GET /wps/member/info/funds/consolidated', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function logout(): Promise<unknown> {
  return api.call('DELETE /wps/session/logout');
}
