import { PAYLINES_25 } from '../lines.js';
import type { SlotGame, SlotVariant } from '../types.js';

/**
 * Jade Temple: 5×3, 25 lines. Wild (reels 2–4) stands in for every symbol but the gong. Gongs (reels 1, 3 and 5)
 * pay nothing themselves; three start the pick bonus: a board of 12 prizes and 3 collect tiles, revealed one by
 * one until a collect tile ends it.
 */
export const jadeTemple: SlotGame = {
  id: 'jade-temple',
  name: 'Jade Temple',
  symbols: [
    { code: 'W', name: 'Wild', kind: 'wild', pays: [0, 0, 0, 0, 0, 0] },
    { code: 'G', name: 'Gong', kind: 'scatter', pays: [0, 0, 0, 0, 0, 0] },
    { code: 'M', name: 'Mask', kind: 'regular', pays: [0, 0, 0, 40, 150, 750] },
    { code: 'L', name: 'Lotus', kind: 'regular', pays: [0, 0, 0, 25, 100, 400] },
    { code: 'C', name: 'Coin', kind: 'regular', pays: [0, 0, 0, 15, 60, 250] },
    { code: 'A', name: 'Ace', kind: 'regular', pays: [0, 0, 0, 10, 40, 150] },
    { code: 'K', name: 'King', kind: 'regular', pays: [0, 0, 0, 8, 25, 100] },
    { code: 'Q', name: 'Queen', kind: 'regular', pays: [0, 0, 0, 5, 20, 80] },
    { code: 'J', name: 'Jack', kind: 'regular', pays: [0, 0, 0, 5, 15, 60] },
  ],
  lines: PAYLINES_25,
  scatterPays: [],
  triggerCount: 3,
  feature: { kind: 'pick', prizes: [2, 3, 4, 5, 5, 8, 10, 12, 15, 20, 25, 50], collectTiles: 3 },
};

export const jadeTempleVariants: Record<'95', SlotVariant> = {
  '95': {
    game: jadeTemple,
    id: '95',
    strips: [
      'GMCLJACKJQKALCQMJKAQCLJKQAQ',
      'MWCLJACKJQKALMCWJKAQCLJKQAQ',
      'GMCWJLAKCQJKQQGLMWACJAKCLJKQA',
      'MWCLJACKJQKALMCWJKAQCLJKQAQ',
      'GMKLJACJKQJQLACMKJQACJLKQQAC',
    ],
  },
};
