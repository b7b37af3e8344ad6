import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { appRoutes } from './routes';
import { isRouteHandle, type RouteHandle } from './route-handle';

/** The handle of the deepest route matching a path, as the layout sees it. */
function handleFor(path: string): RouteHandle {
  const matches = matchRoutes(appRoutes, path) ?? [];
  const handles = matches.map((m) => m.route.handle).filter(isRouteHandle);
  const last = handles[handles.length - 1];
  if (!last) throw new Error(`no route for ${path}`);
  return last;
}

describe('route table', () => {
  it.each([
    ['/', 'home'],
    ['/index', 'home'],
    ['/index.html', 'home'],
    ['/home', 'home'],
    ['/register', 'register'],
    ['/register.html', 'register'],
    ['/vnlottery?code=HN', 'vnLottery'],
    ['/elott', 'elott'],
    ['/lottery-games?gameCode=X&gameType=Y', 'lotteryGames'],
    ['/lottery?gameCode=X&playType=Y', 'lottery'],
    ['/slot-games', 'slotGames'],
    ['/rng', 'rng'],
    ['/poker-pvp-games', 'pokerPvp'],
    ['/hot', 'hot'],
    ['/pointMall', 'pointMall'],
    ['/seamless', 'seamless'],
    ['/live-casino-games', 'liveCasino'],
    ['/sports-betting-games', 'sports'],
    ['/fishing-games', 'fishing'],
    ['/cockfight-games', 'cockfight'],
    ['/yb-games', 'yb'],
    ['/bingo-games', 'bingo'],
    ['/esports-games', 'esports'],
    ['/arcade-games', 'arcade'],
    ['/mini-games', 'mini'],
    ['/jackpot-games', 'jackpot'],
    ['/promotions', 'promotions'],
    ['/help', 'help'],
    ['/helpmc', 'helpMc'],
    ['/lott?vendor=A&gameType=elott', 'lott'],
    ['/fair?game=baccarat&nonce=0', 'fair'],
    ['/games/rules', 'gameRules'],
    ['/games/rules/mines', 'gameRules'],
  ])('%s renders %s', (path, page) => {
    expect(handleFor(path.split('?')[0]!).page).toBe(page);
  });

  it.each(['/nope', '/index.php', '/games/unknown/deep', '/register/extra'])(
    'unknown path %s renders home',
    (path) => {
      expect(handleFor(path)).toMatchObject({ page: 'home', footer: true, gamePage: false });
    },
  );

  it('register and help open their modal over home', () => {
    expect(handleFor('/register').modal).toBe('register');
    expect(handleFor('/register.html').modal).toBe('register');
    expect(handleFor('/help').modal).toBe('help');
    expect(handleFor('/').modal).toBeUndefined();
  });

  it('the lottery game page and /seamless have no footer', () => {
    expect(handleFor('/vnlottery').footer).toBe(false);
    expect(handleFor('/seamless').footer).toBe(false);
    expect(handleFor('/pointMall').footer).toBe(true);
    expect(handleFor('/elott').footer).toBe(true);
  });

  it('game pages get the menu button and hide the left menu', () => {
    const game = ['/vnlottery', '/lottery', '/lottery-games', '/seamless'].map((p) => handleFor(p).gamePage);
    expect(game).toEqual([true, true, true, true]);
    expect(handleFor('/slot-games').gamePage).toBe(false);
    expect(handleFor('/').gamePage).toBe(false);
  });

  it('category pages carry their category', () => {
    expect(handleFor('/yb-games').category).toBe('YB');
    expect(handleFor('/bingo-games').category).toBe('BINGO');
    expect(handleFor('/slot-games').category).toBe('RNG');
  });

  it('the named route "lott" exists with id lott', () => {
    const ids = (matchRoutes(appRoutes, '/lott') ?? []).map((m) => m.route.id);
    expect(ids).toContain('lott');
  });

  it.each([
    ['/member', 'member'],
    ['/member/deposit', 'member'],
    ['/member/accountRecord', 'member'],
    ['/agent', 'agent'],
    ['/agent/agentTeamOverview', 'agent'],
  ])('the centre address %s renders %s, under the header without footer', (path, page) => {
    expect(handleFor(path)).toMatchObject({ page, footer: false, gamePage: false });
  });

  it('each member centre page is a lazy route of its own', () => {
    const leaf = (path: string) => (matchRoutes(appRoutes, path) ?? []).at(-1)?.route;
    expect(typeof leaf('/member/deposit')?.lazy).toBe('function');
    expect(leaf('/member/deposit')).not.toBe(leaf('/member/withdraw'));
    expect(leaf('/member/deposit')?.path).toBe('deposit');
  });

  it('every page is a lazy route module', () => {
    const leaves = (matchRoutes(appRoutes, '/hot') ?? []).map((m) => m.route);
    expect(typeof leaves[leaves.length - 1]?.lazy).toBe('function');
  });
});
