import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@suerte/contracts';
import { api } from '../api-client';
import { getClientContext } from '../client-context';
import { useSessionStore } from '../session-store';

export function whitelabelQueryKey(merchantCode: string | null, language: Locale) {
  return ['whitelabel', merchantCode, language] as const;
}

/** Site configuration of the current merchant (modules, resources, contacts, regions...). */
export function whitelabelQueryOptions(
  merchantCode: string | null = getClientContext().merchantCode,
  language: Locale = getClientContext().language,
) {
  return queryOptions({
    queryKey: whitelabelQueryKey(merchantCode, language),
    queryFn: ({ signal }) => api.call('GET /wps/system/whitelabel', { signal }),
    staleTime: 5 * 60_000,
    // A language switch keeps showing the previous answer until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

/** The key follows the session store, so a merchant or language switch fetches the right configuration. */
export function useWhitelabel() {
  const merchantCode = useSessionStore((s) => s.merchantCode);
  const language = useSessionStore((s) => s.language);
  return useQuery(whitelabelQueryOptions(merchantCode, language));
}
