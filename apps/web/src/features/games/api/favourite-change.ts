import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Game } from '@suerte/contracts';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { favouriteIdsQueryOptions } from './favourite-ids';

export interface FavouriteChange {
  game: Pick<Game, 'nodeId' | 'vassalage'>;
  /** True adds the game, false removes it. */
  add: boolean;
}

/**
 * GCSGAME_addFavGame / GCSGAME_removeFavGame (spec §4): nothing changes on screen until the server agrees;
 * then the favourite ids take the server's answer and the favourites list is reloaded.
 */
export function useFavouriteChange() {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  return useMutation({
    mutationFn: ({ game, add }: FavouriteChange) =>
      api.call(add ? 'POST /wps/relay/GCSGAME_addFavGame' : 'POST /wps/relay/GCSGAME_removeFavGame', {
        body: { nodeId: game.nodeId, vendor: game.vassalage },
      }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(favouriteIdsQueryOptions(token).queryKey, answer);
      await queryClient.invalidateQueries({ queryKey: ['favGameList'] });
    },
  });
}
