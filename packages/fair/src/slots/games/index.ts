import type { SlotVariant } from '../types.js';
import { jadeTempleVariants } from './jade-temple.js';
import { luckyDragonVariants } from './lucky-dragon.js';

export { jadeTemple, jadeTempleVariants } from './jade-temple.js';
export { luckyDragon, luckyDragonVariants } from './lucky-dragon.js';

/** Every certified variant of every studio slot; the PAR sheets in par/ are generated from this list. */
export const slotVariants: readonly SlotVariant[] = [
  luckyDragonVariants['94'],
  luckyDragonVariants['96'],
  jadeTempleVariants['95'],
];

/** File name of a variant's PAR sheet in par/. */
export function parFileName(variant: SlotVariant): string {
  return `${variant.game.id}-${variant.id}.json`;
}

export function findVariant(gameId: string, variantId: string): SlotVariant | undefined {
  return slotVariants.find((v) => v.game.id === gameId && v.id === variantId);
}
