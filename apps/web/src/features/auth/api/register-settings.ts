import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export function registerSettingsQueryKey(merchantCode: string | null) {
  return ['registerSettings', merchantCode] as const;
}

/** Registration rules, identity switches and limits of the merchant; kept for the session (spec §7 caches). */
export function registerSettingsQueryOptions(merchantCode: string | null) {
  return queryOptions({
    queryKey: registerSettingsQueryKey(merchantCode),
    queryFn: ({ signal }) => api.call('GET /wps/system/setting/register', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useRegisterSettings() {
  const merchantCode = useSessionStore((s) => s.merchantCode);
  return useQuery(registerSettingsQueryOptions(merchantCode));
}
