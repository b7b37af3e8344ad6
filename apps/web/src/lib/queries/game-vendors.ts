import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@suerte/contracts';
import { api } from '../api-client';
import { useSessionStore } from '../session-store';

/** Vendors per game category; decides which categories the header and left menu show. */
export function gameVendorsQueryOptions(merchantCode: string | null, language: Locale) {
  return queryOptions({
    queryKey: ['gameVendor', merchantCode, language] as const,
    queryFn: ({ signal }) =>
      api.call('POST /wps/relay/gameVendor', { body: merchantCode ? { merchantCode } : {}, signal }),
    staleTime: 5 * 60_000,
    // A language switch keeps showing the previous answer until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useGameVendors() {
  const merchantCode = useSessionStore((s) => s.merchantCode);
  const language = useSessionStore((s) => s.language);
  return useQuery(gameVendorsQueryOptions(merchantCode, language));
}
