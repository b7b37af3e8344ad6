import { useMatches } from 'react-router';
import type { GameCategory } from '@suerte/contracts';

/** Every page the router knows; also the key of its title and description in the `pages` catalog. */
export const PAGE_KEYS = [
  'home',
  'register',
  'help',
  'helpMc',
  'vnLottery',
  'elott',
  'lotteryGames',
  'lottery',
  'slotGames',
  'rng',
  'pokerPvp',
  'hot',
  'pointMall',
  'seamless',
  'liveCasino',
  'sports',
  'fishing',
  'cockfight',
  'yb',
  'bingo',
  'esports',
  'arcade',
  'mini',
  'jackpot',
  'promotions',
  'lott',
  'member',
  'agent',
  'fair',
  'game',
  'gameRules',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export interface RouteHandle {
  page: PageKey;
  /** Game category the page lists, for category pages. */
  category?: GameCategory;
  /** Pages inside a game frame have no footer. */
  footer: boolean;
  /** Full-frame game pages: left menu hidden, a header button toggles it. */
  gamePage: boolean;
  /** Home with a modal on top. */
  modal?: 'register' | 'help';
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'page' in value;
}

const HOME_HANDLE: RouteHandle = { page: 'home', footer: true, gamePage: false };

/** The handle of the deepest matched route that has one (home when none does). */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return HOME_HANDLE;
}
