import { bingoCard, bingoDrawOrder } from './bingo/bingo.js';
import { playCrash, type CrashRound } from './crash/crash.js';
import { playCockfight, type Cockfight, type CockfightSide } from './events/cockfight.js';
import { playMatch, type Score, type SportsFixture } from './events/sports.js';
import { minesBoard } from './mines/mines.js';
import { dealHighCard } from './pvp/high-card.js';
import { FairStream, type RoundSeeds } from './stream.js';

/**
 * What a verifier needs besides the seeds to recompute a round of the other games: the player's mine count, the
 * table size, the event's published ratings. None of it is a bet, a balance or the house's position.
 */
export type GameReplayInput =
  | { kind: 'mines'; mines: number }
  | { kind: 'crash' }
  | { kind: 'bingoDraw' }
  | { kind: 'bingoCard' }
  | { kind: 'highCard'; players: number }
  | { kind: 'cockfight'; fight: Cockfight }
  | { kind: 'football'; fixture: SportsFixture };

export type GameReplay =
  | { kind: 'mines'; mines: number[] }
  | { kind: 'crash'; round: CrashRound }
  | { kind: 'bingoDraw'; draw: number[] }
  | { kind: 'bingoCard'; card: number[] }
  | { kind: 'highCard'; cards: number[] }
  | { kind: 'cockfight'; result: CockfightSide }
  | { kind: 'football'; score: Score };

/** Recomputes the outcome of a revealed round of Mines, Crash, Bingo, High Card or a simulated event. */
export function replayGame(input: GameReplayInput, seeds: RoundSeeds): GameReplay {
  const stream = FairStream.of(seeds);
  switch (input.kind) {
    case 'mines':
      return { kind: 'mines', mines: minesBoard(stream, input.mines) };
    case 'crash':
      return { kind: 'crash', round: playCrash(stream) };
    case 'bingoDraw':
      return { kind: 'bingoDraw', draw: bingoDrawOrder(stream) };
    case 'bingoCard':
      return { kind: 'bingoCard', card: bingoCard(stream) };
    case 'highCard':
      return { kind: 'highCard', cards: dealHighCard(stream, input.players) };
    case 'cockfight':
      return { kind: 'cockfight', result: playCockfight(input.fight, stream) };
    case 'football':
      return { kind: 'football', score: playMatch(input.fixture, stream) };
  }
}
