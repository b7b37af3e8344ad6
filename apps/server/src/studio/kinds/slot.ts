import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { studioSpinRequestSchema, type StudioSlotOutcome, type StudioSpinRequest } from '@suerte/contracts';
import {
  compileSlot,
  findVariant,
  parFileName,
  playRound,
  type CompiledSlot,
  type SlotVariant,
} from '@suerte/fair';
import { StudioError } from '../studio-error.js';
import type { StudioGameEntry, StudioKind } from './kind.js';
import { slotOutcome } from './slot-outcome.js';

/** A video slot: certified variants of one reel set (@suerte/fair slots) and the coin values offered. */
export interface SlotStudioGame extends StudioGameEntry<'slot'> {
  /** Coin values offered (minor units per line); a stake is coin × lines. */
  coinValues: readonly number[];
  defaultCoin: number;
}

const compiled = new Map<string, CompiledSlot>();
export function compiledSlot(gameCode: string, variantId: string): CompiledSlot {
  const key = `${gameCode}/${variantId}`;
  let slot = compiled.get(key);
  if (!slot) {
    const variant = findVariant(gameCode, variantId);
    if (!variant) throw new RangeError(`unknown slot ${key}`);
    slot = compileSlot(variant);
    compiled.set(key, slot);
  }
  return slot;
}

const rtps = new Map<string, number>();
/** The variant's return from its shipped PAR sheet (computed by full-cycle enumeration). */
export function certifiedRtp(variant: SlotVariant): number {
  const file = parFileName(variant);
  let rtp = rtps.get(file);
  if (rtp === undefined) {
    const fairEntry = createRequire(import.meta.url).resolve('@suerte/fair');
    const sheet = JSON.parse(readFileSync(path.join(path.dirname(fairEntry), '..', 'par', file), 'utf8')) as {
      rtp: number;
    };
    rtp = sheet.rtp;
    rtps.set(file, rtp);
  }
  return rtp;
}

export function betLevels(game: SlotStudioGame, lines: number): number[] {
  return game.coinValues.map((coin) => coin * lines);
}

/** Slots: POST /studio/api/slot/spin with a total stake among the game's bet levels. */
export const slotKind: StudioKind<'slot', SlotStudioGame, StudioSpinRequest, StudioSlotOutcome> = {
  kind: 'slot',
  action: 'spin',
  request: studioSpinRequestSchema,
  info(game, variant) {
    const slot = compiledSlot(game.code, variant);
    return {
      rtp: certifiedRtp(slot.variant),
      lines: slot.lineCount,
      betLevels: betLevels(game, slot.lineCount),
      defaultBet: game.defaultCoin * slot.lineCount,
    };
  },
  catalogue(game) {
    const lines = compiledSlot(game.code, game.defaultVariant).lineCount;
    return { minBet: game.coinValues[0]! * lines, minLineNum: lines };
  },
  stake(game, variant, request) {
    const slot = compiledSlot(game.code, variant);
    if (!betLevels(game, slot.lineCount).includes(request.bet)) throw new StudioError('BET_INVALID');
    return request.bet;
  },
  decide(game, variant, stream, request) {
    const slot = compiledSlot(game.code, variant);
    const outcome = slotOutcome(slot, playRound(slot, stream), request.bet);
    return { outcome, totalWin: outcome.totalWin };
  },
  sameRequest: () => true,
};
