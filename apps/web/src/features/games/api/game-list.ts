import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { GameCategory, GameClassify, Locale } from '@suerte/contracts';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export interface GameListFilter {
  gameType: GameCategory;
  vassalage?: string | null;
  gameClassify?: GameClassify | null;
  gameName?: string;
  pageSize: number;
}

/** GCSGAME_gameList (spec §7 "Slots list"): one page per request, pages joined for the infinite grid. */
export function gameListQueryOptions(filter: GameListFilter, merchantCode: string | null, language: Locale) {
  return infiniteQueryOptions({
    queryKey: ['gameList', merchantCode, language, filter] as const,
    queryFn: ({ pageParam, signal }) =>
      api.call('POST /wps/relay/GCSGAME_gameList', {
        body: {
          clientType: 3,
          platform: 'W',
          gameType: filter.gameType,
          vassalage: filter.vassalage ?? '',
          gameClassify: filter.gameClassify ?? '',
          gameName: filter.gameName ?? '',
          pageNo: pageParam,
          pageSize: filter.pageSize,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    staleTime: 60_000,
  });
}

export function useGameList(filter: GameListFilter, options: { enabled?: boolean } = {}) {
  const merchantCode = useSessionStore((s) => s.merchantCode);
  const language = useSessionStore((s) => s.language);
  return useInfiniteQuery({
    ...gameListQueryOptions(filter, merchantCode, language),
    enabled: options.enabled ?? true,
    // A new search keeps the previous games on screen until the new ones arrive (no flash of emptiness).
    placeholderData: keepPreviousData,
  });
}
