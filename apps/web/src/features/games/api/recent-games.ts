import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@suerte/contracts';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GCS_recentGame: the member's last played games, newest first; only asked for with a token. */
export function recentGamesQueryOptions(token: string | null, language: Locale, count = 20) {
  return queryOptions({
    queryKey: ['recentGames', token, language, count] as const,
    queryFn: ({ signal }) => api.call('POST /wps/relay/GCS_recentGame', { body: { count }, signal }),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

export function useRecentGames(count = 20) {
  const token = useSessionStore((s) => s.token);
  const language = useSessionStore((s) => s.language);
  return useQuery(recentGamesQueryOptions(token, language, count));
}
