import type { Game } from '@suerte/contracts';
import { api } from '../../../lib/api-client';

/** The launch address of a game (spec §3 "Launch address: content"). */
export interface LaunchAddress {
  content: string;
}

export interface LaunchRequest {
  game: Pick<Game, 'nodeId' | 'vassalage' | 'gameCategory'>;
  /** Free trial (spec §2: offered when supportPlay is 0); no member token needed. */
  trial: boolean;
}

type LooseGet = (key: string, request: { query: Record<string, string> }) => Promise<LaunchAddress>;

/**
 * GET /wps/game/launchGame (spec §7): the address to open the game at. The endpoint is not in the shared
 * contracts table yet, so it is called through the client untyped; its answer is checked here instead.
 */
export async function fetchLaunchAddress({ game, trial }: LaunchRequest): Promise<string> {
  const call = api.call as unknown as LooseGet;
  const value = await call('GET /wps/game/launchGame', {
    query: {
      nodeId: game.nodeId,
      vassalage: game.vassalage,
      gameType: game.gameCategory,
      playMode: trial ? 'TRIAL' : 'REAL',
      device: 'WEB',
      platform: 'W',
    },
  });
  if (!value || typeof value.content !== 'string' || value.content === '')
    throw new Error('launch answer without an address');
  return value.content;
}
