import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@suerte/contracts';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** How many new games the home row shows (it scrolls sideways). */
export const NEW_GAMES_COUNT = 20;

/** GCSGAME_newGames: the merchant's newest games, every category (the home page's "New games"). */
export function newGamesQueryOptions(merchantCode: string | null, language: Locale) {
  return queryOptions({
    queryKey: ['newGames', merchantCode, language] as const,
    queryFn: ({ signal }) =>
      // The merchant and language travel in the request headers.
      api.call('POST /wps/relay/GCSGAME_newGames', { body: { count: NEW_GAMES_COUNT }, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useNewGames(options: { enabled?: boolean } = {}) {
  const merchantCode = useSessionStore((s) => s.merchantCode);
  const language = useSessionStore((s) => s.language);
  return useQuery({ ...newGamesQueryOptions(merchantCode, language), enabled: options.enabled ?? true });
}
