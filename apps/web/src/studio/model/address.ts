/**
 * What the game page's address asks for: /studio/play/<game>?token=…&player=…&currency=… (a launch from the
 * portal) or ?demo=1 (a free trial), or /studio/rules/<game>.
 */
export type StudioAddress =
  | {
      page: 'play';
      game: string;
      launchToken: string | null;
      /** The vendor-side player id the portal put in the launch address. */
      player: string | null;
      demo: boolean;
      merchant: string | null;
      currency: string | null;
      round: string | null;
    }
  | { page: 'rules'; game: string }
  | { page: 'unknown' };

const GAME = /^[a-z0-9-]{1,64}$/;

export function readAddress(pathname: string, search: string): StudioAddress {
  const match = /^\/studio\/(play|rules)\/([^/]+)\/?$/.exec(pathname);
  const game = match ? decodeURIComponent(match[2]!) : '';
  if (!match || !GAME.test(game)) return { page: 'unknown' };
  if (match[1] === 'rules') return { page: 'rules', game };
  const query = new URLSearchParams(search);
  return {
    page: 'play',
    game,
    launchToken: query.get('token'),
    player: query.get('player'),
    demo: query.get('demo') === '1',
    merchant: query.get('merchant'),
    currency: query.get('currency'),
    round: query.get('round'),
  };
}
