/**
 * The in-house games' rules pages (/games/rules/<game>): a game card, a game's popup or the verifier links one
 * with gameRulesPath. Not imported by the shell, so it adds nothing to the first load.
 */

/** Each rules page's address and its game's key in the `games-rules` catalog. */
export const GAME_RULES_KEYS = {
  mines: 'mines',
  crash: 'crash',
  bingo: 'bingo',
  sports: 'sports',
  cockfight: 'cockfight',
  'high-card': 'highCard',
  baccarat: 'baccarat',
} as const;
export type GameRulesSlug = keyof typeof GAME_RULES_KEYS;
export type GameRulesKey = (typeof GAME_RULES_KEYS)[GameRulesSlug];
export const GAME_RULES = Object.keys(GAME_RULES_KEYS) as GameRulesSlug[];

export function isGameRulesSlug(value: string | undefined): value is GameRulesSlug {
  return value !== undefined && Object.hasOwn(GAME_RULES_KEYS, value);
}

/** A game's rules page (/games/rules/mines), or the list of rules pages. */
export function gameRulesPath(game?: GameRulesSlug): string {
  return game ? `/games/rules/${game}` : '/games/rules';
}
