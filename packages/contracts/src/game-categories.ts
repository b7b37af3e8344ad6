import type { VendorGroup } from './games.js';

/**
 * Game categories (spec §1). The left menu shows them in this order (spec §2's ten, then the categories §1 adds:
 * e-sports, arcade, mini and jackpot games), each only when it has vendors.
 */
export const LEFT_MENU_CATEGORY_ORDER = [
  'RNG',
  'LIVE',
  'YB',
  'FISH',
  'BINGO',
  'ELOTT',
  'LOTT',
  'COCKFIGHT',
  'SPORTS',
  'PVP',
  'ESPORTS',
  'ARCADE',
  'MINI',
  'JACKPOT',
] as const;
export const GAME_CATEGORIES = LEFT_MENU_CATEGORY_ORDER;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** The header navigation shows these, in this order, each only when it has vendors. */
export const HEADER_CATEGORY_ORDER: readonly GameCategory[] = [
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'LOTT',
];

/** The page a category's menu entry opens. LOTT goes to the first popular lottery game instead. */
export const CATEGORY_PATH: Record<GameCategory, string> = {
  RNG: '/slot-games',
  LIVE: '/live-casino-games',
  YB: '/yb-games',
  FISH: '/fishing-games',
  BINGO: '/bingo-games',
  ELOTT: '/elott',
  LOTT: '/lottery',
  COCKFIGHT: '/cockfight-games',
  SPORTS: '/sports-betting-games',
  PVP: '/poker-pvp-games',
  ESPORTS: '/esports-games',
  ARCADE: '/arcade-games',
  MINI: '/mini-games',
  JACKPOT: '/jackpot-games',
};

/** Categories that have at least one vendor card, in the given order. */
export function categoriesWithVendors(
  groups: readonly VendorGroup[],
  order: readonly GameCategory[],
): GameCategory[] {
  const withVendors = new Set(
    groups.filter((g) => g.vendors.some((lane) => lane.cards.length > 0)).map((g) => g.gameCategory),
  );
  return order.filter((c) => withVendors.has(c));
}
