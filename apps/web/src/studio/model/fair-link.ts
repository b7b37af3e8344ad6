import type { StudioGameKind } from '@suerte/contracts';
import { fairGameId } from './kinds';

/** The verifier page (/fair) filled with one revealed round: it recomputes the round in the browser. */
export function fairLink(
  game: { kind: StudioGameKind; code: string; variant: string },
  seeds: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number },
  replay: {
    /** Another replay of the same seeds than the round's own (a bingo game's ball order: "bingo-draw"). */
    game?: string;
    /** The game's own parameters of the replay (High Card: players). */
    params?: Record<string, string>;
  } = {},
): string {
  const query = new URLSearchParams({
    game: replay.game ?? fairGameId(game),
    serverSeed: seeds.serverSeed,
    serverSeedHash: seeds.serverSeedHash,
    clientSeed: seeds.clientSeed,
    nonce: String(seeds.nonce),
    ...replay.params,
  });
  return `/fair?${query.toString()}`;
}
