import type { Game, LaunchGameAnswer } from '@suerte/contracts';
import { api } from '../api-client';

export interface LaunchRequest {
  game: Pick<Game, 'nodeId' | 'vassalage'> & Partial<Pick<Game, 'gameCategory'>>;
  /** Free trial (spec §2: offered when supportPlay is 0): play money, no member token needed. */
  trial: boolean;
  language: string;
  /** Where the game's own back button leads (a path on our origin). */
  backUrl?: string;
  signal?: AbortSignal;
}

type LooseGet = (
  key: string,
  request: { query: Record<string, string | undefined>; signal?: AbortSignal },
) => Promise<LaunchGameAnswer>;

/**
 * GET /wps/game/launchGame (spec §7 "launch address"): the address that starts the game, in `content`. Every
 * call issues a new single-use launch token, so a page asks once per visit.
 */
export async function fetchLaunch({
  game,
  trial,
  language,
  backUrl,
  signal,
}: LaunchRequest): Promise<LaunchGameAnswer> {
  // Called through the client by name: the answer is typed by the launch contract (game-launch.ts).
  const call = api.call as unknown as LooseGet;
  const value = await call('GET /wps/game/launchGame', {
    query: {
      nodeId: game.nodeId,
      vassalage: game.vassalage || undefined,
      gameType: game.gameCategory,
      playMode: trial ? 'TRIAL' : 'REAL',
      language,
      device: 'WEB',
      platform: 'W',
      backUrl,
    },
    signal,
  });
  if (!value || typeof value.content !== 'string' || value.content === '')
    throw new Error('launch answer without an address');
  return value;
}

/** The full-frame game page of a catalogue entry (/game/<nodeId>?vendor=…[&trial=1]). */
export function gamePagePath(game: Pick<Game, 'nodeId' | 'vassalage'>, trial = false): string {
  const query = new URLSearchParams({ vendor: game.vassalage });
  if (trial) query.set('trial', '1');
  return `/game/${encodeURIComponent(game.nodeId)}?${query.toString()}`;
}

/** The in-house studio's vendor code (Suerte Studio): its rounds can be replayed in the game's recall. */
export const STUDIO_VENDOR = 'SUERTE';

/**
 * A studio round in its game's recall (regulators' rule): the game page opens the game with the round shown
 * step by step. A studio game's catalogue node id is its game code.
 */
export function studioRecallPath(gameCode: string, roundId: string): string {
  const query = new URLSearchParams({ vendor: STUDIO_VENDOR, round: roundId });
  return `/game/${encodeURIComponent(gameCode)}?${query.toString()}`;
}

/**
 * The iframe address of a launch answer: on our own origin only (a studio game), with the interface language
 * added so the game speaks it, and a round to open in the game's recall. Anything else is refused (null): a
 * vendor's address opens by redirect instead.
 */
export function frameAddress(
  content: string,
  origin: string,
  options: { language: string; round?: string | null },
): string | null {
  let url: URL;
  try {
    url = new URL(content, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (!url.searchParams.has('lang')) url.searchParams.set('lang', options.language);
  if (options.round) url.searchParams.set('round', options.round);
  return `${url.pathname}${url.search}${url.hash}`;
}
