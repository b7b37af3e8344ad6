import type { StudioGameKind } from '@suerte/contracts';
import { fairGameId } from './kinds';

/** The verifier page (/fair) filled with one revealed round: it recomputes the round in the browser. */
export function fairLink(
  game: { kind: StudioGameKind; code: string; variant: string },
  seeds: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number },
  /** Another replay of the same seeds than the round's own (a bingo game's ball order: "bingo-draw"). */
  replay?: string,
): string {
  const query = new URLSearchParams({
    game: replay ?? fairGameId(game),
    serverSeed: seeds.serverSeed,
    serverSeedHash: seeds.serverSeedHash,
    clientSeed: seeds.clientSeed,
    nonce: String(seeds.nonce),
  });
  return `/fair?${query.toString()}`;
}
