/**
 * Playback of a published result as Vietnamese live draws show it: prize by prize, one number at a time, the
 * special prize (ĐB) last. The north opens with G1 and works down to G7; the south and central open with G8
 * and work up to G1. The result is already decided when playback starts: this only paces its display.
 */
import type { LotteryPrize, LotteryRegionCode } from '@suerte/contracts/core';
import type { LotteryPrizes } from '@suerte/contracts';

export const REVEAL_ORDER: Readonly<Record<LotteryRegionCode, readonly LotteryPrize[]>> = {
  north: ['G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'DB'],
  central: ['G8', 'G7', 'G6', 'G5', 'G4', 'G3', 'G2', 'G1', 'DB'],
  south: ['G8', 'G7', 'G6', 'G5', 'G4', 'G3', 'G2', 'G1', 'DB'],
};

/** Between two numbers, and the longer pause before the special prize. */
export const REVEAL_STEP_MS = 450;
export const REVEAL_SPECIAL_PAUSE_MS = 1_500;

export interface RevealStep {
  prize: LotteryPrize;
  /** Place of the number within its prize. */
  index: number;
  number: string;
  /** When it shows, from the start of playback. */
  atMs: number;
}

/** Every number of the result in playback order, each with the moment it shows. */
export function revealSteps(prizes: LotteryPrizes, region: LotteryRegionCode): RevealStep[] {
  const steps: RevealStep[] = [];
  let at = 0;
  for (const prize of REVEAL_ORDER[region]) {
    const numbers = prizes[prize] ?? [];
    numbers.forEach((number, index) => {
      at += prize === 'DB' && index === 0 ? REVEAL_SPECIAL_PAUSE_MS : REVEAL_STEP_MS;
      steps.push({ prize, index, number, atMs: at });
    });
  }
  return steps;
}

/** The numbers shown after `count` steps, by prize (a prize not reached yet is empty). */
export function shownNumbers(steps: readonly RevealStep[], count: number): Map<LotteryPrize, number> {
  const shown = new Map<LotteryPrize, number>();
  for (const step of steps.slice(0, count)) shown.set(step.prize, step.index + 1);
  return shown;
}
