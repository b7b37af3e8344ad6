import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GCSGAME_getFavGame: the node ids of the member's favourites (spec §3), kept for the session. */
export function favouriteIdsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['favGameIds', token] as const,
    queryFn: ({ signal }) =>
      api.call('POST /wps/relay/GCSGAME_getFavGame', { body: { clientType: 3, platform: 'W' }, signal }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

/** The member's favourite node ids; empty for a visitor. */
export function useFavouriteIds(): ReadonlySet<string> {
  const token = useSessionStore((s) => s.token);
  const query = useQuery(favouriteIdsQueryOptions(token));
  return new Set(token ? (query.data?.list ?? []) : []);
}
