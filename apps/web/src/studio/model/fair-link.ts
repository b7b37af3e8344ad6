import type { StudioGameKind } from '@suerte/contracts';
import { fairGameId } from './kinds';

/** The longest seeds text a link carries (well under the 16 KB request head servers accept, once encoded). */
export const MAX_LINK_PARTS = 4_000;

/** The verifier page (/fair) filled with one revealed round: it recomputes the round in the browser. */
export function fairLink(
  game: { kind: StudioGameKind; code: string; variant: string },
  seeds: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number },
  replay: {
    /** Another replay of the same seeds than the round's own (a bingo game's ball order: "bingo-draw"). */
    game?: string;
    /** The game's own parameters of the replay (High Card: players). */
    params?: Record<string, string>;
    /** The published seeds the client seed was mixed from (High Card, a bingo draw), for /fair to hash. */
    seedParts?: readonly string[] | null;
  } = {},
): string {
  const parts = replay.seedParts?.join('/') ?? '';
  const query = new URLSearchParams({
    game: replay.game ?? fairGameId(game),
    serverSeed: seeds.serverSeed,
    serverSeedHash: seeds.serverSeedHash,
    clientSeed: seeds.clientSeed,
    nonce: String(seeds.nonce),
    ...replay.params,
    // A big game's sales would make an address longer than servers take: the page then takes them pasted.
    ...(parts && parts.length <= MAX_LINK_PARTS ? { seedParts: parts } : {}),
  });
  return `/fair?${query.toString()}`;
}
