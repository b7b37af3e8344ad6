import type { StudioGameKind } from '@suerte/contracts';
import type { StudioGameEntry, StudioKind } from './kind.js';
import { baccaratKind, type BaccaratStudioGame } from './baccarat.js';
import { crashKind, type CrashStudioGame } from './crash.js';
import { eventKind, type EventStudioGame } from './event.js';
import { slotKind, type SlotStudioGame } from './slot.js';

export type { KindDecision, StudioGameEntry, StudioKind, StudioLanguage } from './kind.js';
export { betLevels, certifiedRtp, compiledSlot, type SlotStudioGame } from './slot.js';
export type { BaccaratStudioGame } from './baccarat.js';
export type { CrashStudioGame } from './crash.js';
export type { EventStudioGame } from './event.js';

/** A studio game of any kind. */
export type StudioGame = SlotStudioGame | BaccaratStudioGame | CrashStudioGame | EventStudioGame;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind checks its own games and requests
type AnyKind = StudioKind<StudioGameKind, any, any, any>;

/** The per-player kinds the round flow plays, by kind. */
export const STUDIO_KINDS: Record<StudioGameKind, AnyKind> = {
  slot: slotKind,
  baccarat: baccaratKind,
  crash: crashKind,
  event: eventKind,
};

export function kindOf(game: StudioGameEntry): AnyKind {
  return STUDIO_KINDS[game.kind];
}
