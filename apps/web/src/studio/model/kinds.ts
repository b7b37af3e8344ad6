import type { StudioGameInfoOf, StudioGameKind, StudioSession } from '@suerte/contracts';

/** A studio session whose game is of one kind (the screen of that kind gets it). */
export type SessionOf<K extends StudioGameKind> = Omit<StudioSession, 'game'> & { game: StudioGameInfoOf<K> };

/** The verifier's game id (/fair?game=…) of a studio game: a slot names its variant, other kinds their engine. */
export function fairGameId(game: { kind: StudioGameKind; code: string; variant: string }): string {
  switch (game.kind) {
    case 'slot':
      return `${game.code}-${game.variant}`;
    case 'baccarat':
      return 'baccarat';
    case 'crash':
      return 'crash';
    case 'highcard':
      return 'high-card';
    case 'bingo':
      // A purchase's nonce is its first card's (the ball order is nonce 0 of the same seeds).
      return 'bingo-card';
    case 'event':
      // The verifier's engines are named after the sport: cockfight, football.
      return game.code;
  }
}
