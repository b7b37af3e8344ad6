import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { useSessionStore } from '../session-store';

/** Maintenance or a region block can start at any time: ask again every minute. */
export const STATUS_POLL_MS = 60_000;

export function statusQueryOptions(merchantCode: string | null) {
  return queryOptions({
    queryKey: ['systemStatus', merchantCode] as const,
    queryFn: ({ signal }) => api.call('GET /wps/system/status', { signal }),
    staleTime: STATUS_POLL_MS,
    refetchInterval: STATUS_POLL_MS,
    // When the merchant becomes known the key changes; keep the page up while the new answer comes.
    placeholderData: keepPreviousData,
  });
}

export function useSystemStatus() {
  const merchantCode = useSessionStore((s) => s.merchantCode);
  return useQuery(statusQueryOptions(merchantCode));
}
