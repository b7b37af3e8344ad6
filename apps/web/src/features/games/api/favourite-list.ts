import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@suerte/contracts';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** Spec §9: the favourites list is fetched whole, 999 at a time. */
export const FAVOURITES_PAGE_SIZE = 999;

/** The favourites list (spec §6: fetched only with a token; without one it is empty and not asked for). */
export function favouriteListQueryOptions(token: string | null, language: Locale) {
  return queryOptions({
    queryKey: ['favGameList', token, language] as const,
    queryFn: ({ signal }) =>
      api.call('POST /wps/relay/GCSGAME_favGameList', {
        body: { clientType: 3, platform: 'W', pageNo: 1, pageSize: FAVOURITES_PAGE_SIZE },
        signal,
      }),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

export function useFavouriteList() {
  const token = useSessionStore((s) => s.token);
  const language = useSessionStore((s) => s.language);
  return useQuery(favouriteListQueryOptions(token, language));
}
