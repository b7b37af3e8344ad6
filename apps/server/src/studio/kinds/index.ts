import type { StudioGameKind } from '@suerte/contracts';
import type { StudioGameEntry, StudioKind } from './kind.js';
import { baccaratKind, type BaccaratStudioGame } from './baccarat.js';
import { bingoListing, type BingoStudioGame } from './bingo.js';
import { crashKind, type CrashStudioGame } from './crash.js';
import { slotKind, type SlotStudioGame } from './slot.js';

export type { KindDecision, StudioGameEntry, StudioKind, StudioLanguage } from './kind.js';
export { betLevels, certifiedRtp, compiledSlot, type SlotStudioGame } from './slot.js';
export type { BaccaratStudioGame } from './baccarat.js';
export type { CrashStudioGame } from './crash.js';
export type { BingoStudioGame } from './bingo.js';

/** A studio game of any kind. */
export type StudioGame = SlotStudioGame | BaccaratStudioGame | CrashStudioGame | BingoStudioGame;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind checks its own games and requests
type AnyKind = StudioKind<StudioGameKind, any, any, any>;

/** Kinds played in scheduled rooms with their own calls (studio/bingo), not round by round. */
export type ScheduledKind = 'bingo';
export type PerPlayerKind = Exclude<StudioGameKind, ScheduledKind>;

/** The per-player kinds the round flow plays, by kind. */
export const STUDIO_KINDS: Record<PerPlayerKind, AnyKind> = {
  slot: slotKind,
  baccarat: baccaratKind,
  crash: crashKind,
};

/** How a game of any kind describes itself to the session and the catalogue. */
export interface KindListing {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind describes its own games
  info(game: any, variant: string): Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind describes its own games
  catalogue(game: any): { minBet: number; minLineNum: number };
}

const SCHEDULED: Record<ScheduledKind, KindListing> = { bingo: bingoListing };

export function kindOf(game: StudioGameEntry): KindListing {
  return game.kind === 'bingo' ? SCHEDULED.bingo : STUDIO_KINDS[game.kind];
}

/** The round flow's adapter of a per-player game; undefined for a scheduled kind. */
export function playKindOf(game: StudioGameEntry): AnyKind | undefined {
  return game.kind === 'bingo' ? undefined : STUDIO_KINDS[game.kind];
}
