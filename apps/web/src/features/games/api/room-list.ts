import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@suerte/contracts';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GLS2_roomList: the PVP rooms of the merchant's vendors, optionally of one vendor. */
export function roomListQueryOptions(
  merchantCode: string | null,
  language: Locale,
  vassalage: string | null,
) {
  return queryOptions({
    queryKey: ['roomList', merchantCode, language, vassalage] as const,
    queryFn: ({ signal }) =>
      api.call('POST /wps/relay/GLS2_roomList', {
        body: { gameType: 'PVP', vassalage: vassalage ?? '' },
        signal,
      }),
    staleTime: 10_000,
    // Seats fill and empty as members play: the list follows the vendor's occupancy.
    refetchInterval: 10_000,
  });
}

export function useRooms(vassalage: string | null) {
  const merchantCode = useSessionStore((s) => s.merchantCode);
  const language = useSessionStore((s) => s.language);
  return useQuery(roomListQueryOptions(merchantCode, language, vassalage));
}
