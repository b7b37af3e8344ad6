import type { StudioGameKind } from '@suerte/contracts';
import type { StudioGameEntry, StudioKind } from './kind.js';
import { baccaratKind, type BaccaratStudioGame } from './baccarat.js';
import { bingoListing, type BingoStudioGame } from './bingo.js';
import { crashKind, type CrashStudioGame } from './crash.js';
import { highCardKind, type HighCardStudioGame } from './highcard.js';
import { eventKind, type EventStudioGame } from './event.js';
import { slotKind, type SlotStudioGame } from './slot.js';

export type { KindDecision, StudioGameEntry, StudioKind, StudioLanguage } from './kind.js';
export { betLevels, certifiedRtp, compiledSlot, type SlotStudioGame } from './slot.js';
export type { BaccaratStudioGame } from './baccarat.js';
export type { CrashStudioGame } from './crash.js';
export type { HighCardStudioGame, HighCardTable } from './highcard.js';
export type { BingoStudioGame } from './bingo.js';
export type { EventStudioGame } from './event.js';

/** A studio game of any kind. */
export type StudioGame =
  | SlotStudioGame
  | BaccaratStudioGame
  | CrashStudioGame
  | HighCardStudioGame
  | BingoStudioGame
  | EventStudioGame;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind checks its own games and requests
type AnyKind = StudioKind<StudioGameKind, any, any, any>;
/**
 * Kinds not played round by round by one player: bingo in scheduled rooms with its own calls (studio/bingo),
 * High Card between members at tables (tables.service.ts).
 */
export type ScheduledKind = 'bingo';
export type TableKind = 'highcard';
export type PerPlayerKind = Exclude<StudioGameKind, ScheduledKind | TableKind>;

/** The per-player kinds the round flow plays, by kind. */
export const STUDIO_KINDS: Record<PerPlayerKind, AnyKind> = {
  slot: slotKind,
  baccarat: baccaratKind,
  crash: crashKind,
  event: eventKind,
};

/** How a game of any kind describes itself to the session and the catalogue. */
export interface KindListing {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind describes its own games
  info(game: any, variant: string): Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind describes its own games
  catalogue(game: any): { minBet: number; minLineNum: number };
}

/** The kinds that are not per-player, listed by kind. */
const NOT_PER_PLAYER: Record<ScheduledKind | TableKind, KindListing> = {
  bingo: bingoListing,
  highcard: highCardKind,
};

const isPerPlayer = (kind: StudioGameKind): kind is PerPlayerKind => kind in STUDIO_KINDS;

/** The kind's description of a game (session info and catalogue row), every kind alike. */
export function kindOf(game: StudioGameEntry): KindListing {
  return isPerPlayer(game.kind) ? STUDIO_KINDS[game.kind] : NOT_PER_PLAYER[game.kind];
}

/** The round flow's adapter of a per-player game; undefined for a scheduled or table kind. */
export function playKindOf(game: StudioGameEntry): AnyKind | undefined {
  return isPerPlayer(game.kind) ? STUDIO_KINDS[game.kind] : undefined;
}
