import { dealBaccarat, type BaccaratCoup } from './baccarat/coup.js';
import { compileSlot } from './slots/compile.js';
import { findVariant } from './slots/games/index.js';
import { playRound, type SlotRound } from './slots/round.js';
import { FairStream, type RoundSeeds } from './stream.js';

export type ReplayGame = { kind: 'slot'; gameId: string; variantId: string } | { kind: 'baccarat' };

export type ReplayedRound = { kind: 'slot'; round: SlotRound } | { kind: 'baccarat'; coup: BaccaratCoup };

/**
 * Recomputes a round from its revealed seeds, as the verifier page does: the same stream and the same game code
 * as the studio server. Bets are not an input: they only scale what the outcome pays.
 */
export function replayRound(game: ReplayGame, seeds: RoundSeeds): ReplayedRound {
  const stream = FairStream.of(seeds);
  if (game.kind === 'baccarat') return { kind: 'baccarat', coup: dealBaccarat(stream) };
  const variant = findVariant(game.gameId, game.variantId);
  if (!variant) throw new RangeError(`unknown slot ${game.gameId} variant ${game.variantId}`);
  return { kind: 'slot', round: playRound(compileSlot(variant), stream) };
}
