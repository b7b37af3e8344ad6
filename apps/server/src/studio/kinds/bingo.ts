import type { StudioBingoRoom } from '@suerte/contracts';
import type { StudioGameEntry } from './kind.js';

/** A bingo game: its rooms, each with its card price, schedule, pot share and patterns. */
export interface BingoStudioGame extends StudioGameEntry<'bingo'> {
  rooms: readonly StudioBingoRoom[];
}

/**
 * Bingo is not played round by round from the player's seeds: its rooms run scheduled games (studio/bingo) with
 * seeds of their own. Its kind describes it to the session and the catalogue only; its calls are its own routes.
 */
export const bingoListing = {
  info(game: BingoStudioGame) {
    const room = game.rooms[0]!;
    return { rtp: room.returnBp / 10_000, rooms: game.rooms.map((r) => ({ ...r, stages: [...r.stages] })) };
  },
  catalogue(game: BingoStudioGame) {
    return { minBet: Math.min(...game.rooms.map((r) => r.cardPrice)), minLineNum: 0 };
  },
};
