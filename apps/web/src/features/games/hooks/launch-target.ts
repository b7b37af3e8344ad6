import type { Game } from '@suerte/contracts';
import { gamePagePath } from '../../../lib/launch/launch-game';
import { lotteryGamesPath, lotteryPath } from '../../../lib/paths';

export type LaunchPlan =
  { kind: 'login' } | { kind: 'popup' } | { kind: 'route'; to: string } | { kind: 'direct'; trial: boolean };

/**
 * Game launch (spec §4): a vendor entry (isGame VASSALAGE) opens the game popup of its vendor's games; a visitor's launch stops at login, except the
 * free trial of a game that offers it (supportPlay 0); lottery types go to the lottery screens; LIVE starts at
 * once (the page asks the server for the address); every other game opens full-frame on its game page.
 */
export function planLaunch(
  game: Pick<Game, 'nodeId' | 'vassalage' | 'gameCategory' | 'supportPlay' | 'isGame'>,
  trial: boolean,
  loggedIn: boolean,
): LaunchPlan {
  if (game.isGame === 'VASSALAGE') return { kind: 'popup' };
  const freeTrial = trial && game.supportPlay === 0;
  if (!loggedIn && !freeTrial) return { kind: 'login' };
  if (game.gameCategory === 'ELOTT') return { kind: 'route', to: lotteryGamesPath(game.nodeId, 'elott') };
  if (game.gameCategory === 'LOTT') return { kind: 'route', to: lotteryPath(game.nodeId) };
  if (game.gameCategory === 'LIVE') return { kind: 'direct', trial: freeTrial };
  return { kind: 'route', to: gamePagePath(game, freeTrial) };
}
