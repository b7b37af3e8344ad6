import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@suerte/contracts';
import { api } from '../api-client';
import { useSessionStore } from '../session-store';

/** Hot games of the merchant (relay hotGamesV2: isPlatform 2, platform W). */
export function hotGamesQueryOptions(merchantCode: string | null, language: Locale) {
  return queryOptions({
    queryKey: ['hotGames', merchantCode, language] as const,
    queryFn: ({ signal }) =>
      // The merchant and language travel in the request headers.
      api.call('POST /wps/relay/hotGamesV2', { body: { isPlatform: 2, platform: 'W' }, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useHotGames() {
  const merchantCode = useSessionStore((s) => s.merchantCode);
  const language = useSessionStore((s) => s.language);
  return useQuery(hotGamesQueryOptions(merchantCode, language));
}
