import { PAYLINES_20 } from '../lines.js';
import type { SlotGame, SlotVariant } from '../types.js';

/**
 * Lucky Dragon: 5×3, 20 lines. Wild (reels 2–4) stands in for every symbol but the scatter. Scatters pay
 * anywhere; 3 or more start 10 free spins with every win doubled, and 3 or more during free spins add 10 more.
 */
export const luckyDragon: SlotGame = {
  id: 'lucky-dragon',
  name: 'Lucky Dragon',
  symbols: [
    { code: 'W', name: 'Wild', kind: 'wild', pays: [0, 0, 0, 0, 0, 0] },
    { code: 'S', name: 'Golden Pearl', kind: 'scatter', pays: [0, 0, 0, 0, 0, 0] },
    { code: 'D', name: 'Dragon', kind: 'regular', pays: [0, 0, 5, 50, 200, 1000] },
    { code: 'P', name: 'Phoenix', kind: 'regular', pays: [0, 0, 0, 30, 100, 500] },
    { code: 'T', name: 'Tiger', kind: 'regular', pays: [0, 0, 0, 20, 75, 250] },
    { code: 'F', name: 'Koi', kind: 'regular', pays: [0, 0, 0, 15, 50, 200] },
    { code: 'A', name: 'Ace', kind: 'regular', pays: [0, 0, 0, 10, 30, 125] },
    { code: 'K', name: 'King', kind: 'regular', pays: [0, 0, 0, 8, 25, 100] },
    { code: 'Q', name: 'Queen', kind: 'regular', pays: [0, 0, 0, 5, 20, 75] },
    { code: 'J', name: 'Jack', kind: 'regular', pays: [0, 0, 0, 5, 15, 50] },
  ],
  lines: PAYLINES_20,
  scatterPays: [0, 0, 0, 2, 10, 50],
  triggerCount: 3,
  feature: { kind: 'freeSpins', spins: 10, multiplier: 2, retrigger: true },
};

/** Reel strips per certified return; a merchant is configured with one variant, never a player. */
export const luckyDragonVariants: Record<'94' | '96', SlotVariant> = {
  '94': {
    game: luckyDragon,
    id: '94',
    strips: [
      'SDFPJTAKFQJKQPATFDJKQQAQPTFJKQA',
      'SDAWFPTJAKFJQKQPADWTFJKQAPFTJKQ',
      'SDAPFTWJAKFJQKPTADWFJKQQPATFWJKQ',
      'SDAWFPTJAKFJQKQPADWTFJKQAPFTJKQ',
      'SDFPKTAJFJKJQPATFDKJQQAQPTFKJQA',
    ],
  },
  '96': {
    game: luckyDragon,
    id: '96',
    strips: [
      'SDFPJTAKFQJKQPATDFJKQAQPFTJKQA',
      'SDAWFPTJAKFJQKQPADWTFJKQAPFTJKQ',
      'SDAPFTWJAKFJQKPTADWFJKQQPATFWJKQ',
      'SDAWFPTJAKFJQKQPADWTFJKQAPFTJKQ',
      'SDFPKTAJFJKJQPATFDKJQQAQPTFKJQA',
    ],
  },
};
