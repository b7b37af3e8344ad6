import { useCallback, useEffect, useState } from 'react';
import type { StudioRound } from '@suerte/contracts';
import { studioApi } from '../api/studio-api';

/**
 * The member's last rounds of this game, newest first (for a history strip): read once, then each round
 * played here is put in front. Empty while loading or when the list could not be read.
 */
export function useRecentRounds<R>(
  token: string,
  game: string,
  pick: (round: StudioRound) => R | null,
  size = 20,
) {
  const [items, setItems] = useState<R[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    studioApi.rounds(token, game, controller.signal, size).then(
      ({ rounds }) => setItems(rounds.flatMap((round) => pick(round) ?? [])),
      () => undefined,
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per game and session
  }, [token, game, size]);
  const add = useCallback((item: R) => setItems((list) => [item, ...list].slice(0, size)), [size]);
  return { items, add };
}
