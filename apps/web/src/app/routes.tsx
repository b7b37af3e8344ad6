import type { RouteObject } from 'react-router';
import type { GameCategory } from '@suerte/contracts';
import type { PageKey, RouteHandle } from './route-handle';
import { AppRoot } from './root';
import { SiteLayout } from './layout/site-layout';
import { RouteError } from './system/route-error';
import { Splash } from './system/splash';
import { loadChunk } from '../lib/load-chunk';
import { AGENT_CENTRE_BASE, MEMBER_CENTRE_BASE } from '../lib/centre-paths';
import {
  agentCentreChildren,
  agentCentreLayout,
  memberCentreChildren,
  memberCentreLayout,
} from '../features/account/centre/centre-routes';

type LazyModule = () => Promise<{ default: React.ComponentType }>;

// Each page is its own chunk: the home page's first load carries none of the others.
const pages = {
  home: () => import('./pages/home-route'),
  helpMc: () => import('./pages/help-mc-route'),
  vnLottery: () => import('./pages/vn-lottery-page'),
  elott: () => import('./pages/elott-page'),
  lotteryGames: () => import('./pages/lottery-games-page'),
  lottery: () => import('./pages/lottery-page'),
  slots: () => import('./pages/slot-games-page'),
  category: () => import('./pages/category-page'),
  hot: () => import('./pages/hot-page'),
  pointMall: () => import('./pages/point-mall-page'),
  promotions: () => import('./pages/promotions-page'),
  lott: () => import('./pages/lott-page'),
  resetPassword: () => import('./pages/reset-password-page'),
  fair: () => import('./pages/fair-route'),
  gameRules: () => import('./pages/game-rules-route'),
  game: () => import('./pages/game-route'),
} satisfies Record<string, LazyModule>;

function lazyPage(load: LazyModule): RouteObject['lazy'] {
  return async () => ({ Component: (await loadChunk(load)).default });
}

interface PageOptions {
  footer?: boolean;
  gamePage?: boolean;
  category?: GameCategory;
  modal?: RouteHandle['modal'];
  id?: string;
}

function page(path: string, key: PageKey, load: LazyModule, options: PageOptions = {}): RouteObject {
  const { footer = true, gamePage = false, category, modal, id } = options;
  const handle: RouteHandle = { page: key, footer, gamePage, category, modal };
  return { path, id, handle, lazy: lazyPage(load) };
}

/** Spec §2: every route with its aliases. Unknown paths render home with the home title. */
export const layoutRoutes: RouteObject[] = [
  ...['/', '/index', '/index.html', '/home'].map((path) => page(path, 'home', pages.home)),
  ...['/register', '/register.html'].map((path) => page(path, 'register', pages.home, { modal: 'register' })),
  page('/help', 'help', pages.home, { modal: 'help' }),
  page('/vnlottery', 'vnLottery', pages.vnLottery, { footer: false, gamePage: true }),
  page('/elott', 'elott', pages.elott),
  page('/lottery-games', 'lotteryGames', pages.lotteryGames, { gamePage: true }),
  page('/lottery', 'lottery', pages.lottery, { gamePage: true }),
  page('/slot-games', 'slotGames', pages.slots, { category: 'RNG' }),
  page('/rng', 'rng', pages.slots, { category: 'RNG' }),
  page('/poker-pvp-games', 'pokerPvp', pages.category, { category: 'PVP' }),
  page('/hot', 'hot', pages.hot),
  page('/pointMall', 'pointMall', pages.pointMall),
  page('/seamless', 'seamless', pages.pointMall, { footer: false, gamePage: true }),
  page('/live-casino-games', 'liveCasino', pages.category, { category: 'LIVE' }),
  page('/sports-betting-games', 'sports', pages.category, { category: 'SPORTS' }),
  page('/fishing-games', 'fishing', pages.category, { category: 'FISH' }),
  page('/cockfight-games', 'cockfight', pages.category, { category: 'COCKFIGHT' }),
  page('/yb-games', 'yb', pages.category, { category: 'YB' }),
  page('/bingo-games', 'bingo', pages.category, { category: 'BINGO' }),
  // The categories spec §1 adds: e-sports, arcade, mini and jackpot games.
  page('/esports-games', 'esports', pages.category, { category: 'ESPORTS' }),
  page('/arcade-games', 'arcade', pages.category, { category: 'ARCADE' }),
  page('/mini-games', 'mini', pages.category, { category: 'MINI' }),
  page('/jackpot-games', 'jackpot', pages.category, { category: 'JACKPOT' }),
  page('/promotions', 'promotions', pages.promotions),
  // The named route "lott" (spec §2): regional lottery vendors, query vendor and gameType=elott.
  page('/lott', 'lott', pages.lott, { id: 'lott', category: 'ELOTT' }),
  // The link of a forgot-password email: /reset-password?token=… (titled like home).
  page('/reset-password', 'home', pages.resetPassword),
  // The public provable-fairness verifier; a link may carry the round (?game=…&serverSeed=…&nonce=…).
  page('/fair', 'fair', pages.fair),
  // The in-house games' rules (gameRulesPath): /games/rules lists them, /games/rules/mines is one game's.
  page('/games/rules/:game?', 'gameRules', pages.gameRules),
  // A game full-frame (spec §4): /game/<nodeId>?vendor=…[&trial=1], no left menu, no footer.
  page('/game/:nodeId', 'game', pages.game, { footer: false, gamePage: true }),
  // The member and agent centres: each page its own address and chunk (/member/deposit...), under the header.
  {
    path: MEMBER_CENTRE_BASE,
    handle: { page: 'member', footer: false, gamePage: false } satisfies RouteHandle,
    lazy: memberCentreLayout,
    children: memberCentreChildren,
  },
  {
    path: AGENT_CENTRE_BASE,
    handle: { page: 'agent', footer: false, gamePage: false } satisfies RouteHandle,
    lazy: agentCentreLayout,
    children: agentCentreChildren,
  },
  page('*', 'home', pages.home),
];

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <AppRoot />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Splash />,
    children: [{ element: <SiteLayout />, children: layoutRoutes }, page('/helpmc', 'helpMc', pages.helpMc)],
  },
];
