import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@suerte/contracts';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GCSGAME_getRankList: WINNER, the newest wins (names masked by the server). */
export function rankListQueryOptions(merchantCode: string | null, language: Locale, count = 20) {
  return queryOptions({
    queryKey: ['rankList', 'WINNER', merchantCode, language, count] as const,
    queryFn: ({ signal }) =>
      api.call('POST /wps/relay/GCSGAME_getRankList', { body: { type: 'WINNER', count }, signal }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export function useWinners(count = 20) {
  const merchantCode = useSessionStore((s) => s.merchantCode);
  const language = useSessionStore((s) => s.language);
  return useQuery(rankListQueryOptions(merchantCode, language, count));
}
