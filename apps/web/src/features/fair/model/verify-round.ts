import {
  commitServerSeed,
  lotteryLayout,
  lotteryResult,
  replayGame,
  replayRound,
  verifyServerSeed,
  type GameReplay,
  type ReplayedRound,
  type RoundSeeds,
} from '@suerte/fair';
import type { FairReplay, LotteryReplay, RoundInput } from './round-input';

/** A lottery draw recomputed: every prize's numbers, ĐB first, in the region's layout. */
export interface LotteryDrawReplay {
  kind: 'lottery';
  draw: LotteryReplay;
  prizes: { prize: string; numbers: string[] }[];
}
export type ReplayedOutcome = ReplayedRound | GameReplay | LotteryDrawReplay;

export type Verification =
  | { hashMatches: false; computedHash: string }
  | { hashMatches: true; computedHash: string; round: ReplayedOutcome };

function replayLottery(draw: LotteryReplay, seeds: RoundSeeds): LotteryDrawReplay {
  const layout = lotteryLayout(draw.region);
  const result = lotteryResult(seeds, layout);
  return {
    kind: 'lottery',
    draw,
    prizes: layout.map((p) => ({ prize: p.prize, numbers: result[p.prize]! })),
  };
}

/**
 * Slots and baccarat replay through replayRound; lottery draws through the lottery derivation the draw job
 * uses; Mines, Crash, Bingo, High Card and events through replayGame.
 */
function replay(game: FairReplay, seeds: RoundSeeds): ReplayedOutcome {
  if (game.kind === 'lottery') return replayLottery(game, seeds);
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
