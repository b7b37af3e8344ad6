import type { StudioGameKind } from '@suerte/contracts';
import type { StudioGameEntry, StudioKind } from './kind.js';
import { baccaratKind, type BaccaratStudioGame } from './baccarat.js';
import { crashKind, type CrashStudioGame } from './crash.js';
import { highCardKind, type HighCardStudioGame } from './highcard.js';
import { slotKind, type SlotStudioGame } from './slot.js';

export type { KindDecision, StudioGameEntry, StudioKind, StudioLanguage } from './kind.js';
export { betLevels, certifiedRtp, compiledSlot, type SlotStudioGame } from './slot.js';
export type { BaccaratStudioGame } from './baccarat.js';
export type { CrashStudioGame } from './crash.js';
export type { HighCardStudioGame } from './highcard.js';

/** A studio game of any kind. */
export type StudioGame = SlotStudioGame | BaccaratStudioGame | CrashStudioGame | HighCardStudioGame;

/** Kinds played between members at tables (tables.service.ts), not as one player's round. */
export const TABLE_KINDS = ['highcard'] as const;
export type TableKind = (typeof TABLE_KINDS)[number];
export type RoundKind = Exclude<StudioGameKind, TableKind>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind checks its own games and requests
type AnyKind = StudioKind<StudioGameKind, any, any, any>;
/** What every kind tells the session and the catalogue. */
type Describer = Pick<AnyKind, 'kind' | 'info' | 'catalogue'>;

/** The per-player kinds the round flow plays, by kind. */
export const STUDIO_KINDS: Record<RoundKind, AnyKind> = {
  slot: slotKind,
  baccarat: baccaratKind,
  crash: crashKind,
};

const TABLE_DESCRIBERS: Record<TableKind, Describer> = { highcard: highCardKind as Describer };

export const isTableKind = (kind: StudioGameKind): kind is TableKind =>
  (TABLE_KINDS as readonly string[]).includes(kind);

/** The kind's description of a game (session info and catalogue row), round kinds and table kinds alike. */
export function describerOf(game: StudioGameEntry): Describer {
  return isTableKind(game.kind) ? TABLE_DESCRIBERS[game.kind] : STUDIO_KINDS[game.kind];
}

/** The round flow's adapter of a per-player game (a table game has none: it throws). */
export function kindOf(game: StudioGameEntry): AnyKind {
  if (isTableKind(game.kind)) throw new Error(`${game.kind} is played at tables`);
  return STUDIO_KINDS[game.kind];
}
