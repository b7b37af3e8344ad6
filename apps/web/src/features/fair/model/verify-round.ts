import {
  commitServerSeed,
  replayGame,
  replayRound,
  verifyServerSeed,
  type GameReplay,
  type ReplayedRound,
  type RoundSeeds,
} from '@suerte/fair';
import type { FairReplay, RoundInput } from './round-input';

export type Verification =
  | { hashMatches: false; computedHash: string }
  | { hashMatches: true; computedHash: string; round: ReplayedRound | GameReplay };

/** Slots and baccarat replay through replayRound; Mines, Crash, Bingo, High Card and events through replayGame. */
function replay(game: FairReplay, seeds: RoundSeeds): ReplayedRound | GameReplay {
  return game.kind === 'slot' || game.kind === 'baccarat'
    ? replayRound(game, seeds)
    : replayGame(game, seeds);
}

/**
 * Step 1: SHA-256 of the revealed server seed must equal the hash published before play. Step 2 (only then):
 * the round is recomputed from the seeds with the studio's own code. A seed that fails step 1 proves nothing,
 * so no outcome is shown for it.
 */
export function verifyRound(input: RoundInput): Verification {
  const computedHash = commitServerSeed(input.serverSeed);
  if (!verifyServerSeed(input.serverSeed, input.serverSeedHash)) return { hashMatches: false, computedHash };
  const round = replay(input.game, {
    serverSeed: input.serverSeed,
    clientSeed: input.clientSeed,
    nonce: input.nonce,
  });
  return { hashMatches: true, computedHash, round };
}

/** The round's win as a multiple of the total bet (slots: one coin per line, so bet = number of lines). */
export function winMultiplier(pay: number, bet: number): number {
  return Math.round((pay / bet) * 100) / 100;
}
