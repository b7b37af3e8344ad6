import { MAX_BALANCE } from '@suerte/contracts';

/** Bounds on what a vendor may pay, in minor units of the player's currency. */
export interface WinLimits {
  /** Most one win may pay. */
  maxWin: number;
  /** Most a round's wins may pay in all. */
  maxRoundWin: number;
}

/** A vendor's or a game's own limits; null falls back to the level above. */
export interface LimitOverrides {
  maxWin: number | null;
  maxRoundWin: number | null;
}

/**
 * The product defaults when neither the vendor nor the game has its own: 10,000,000.00 for one win and
 * 20,000,000.00 for a round in a currency of two decimals — above any real slot or table payout, far below the
 * balance ceiling. An operator lowers or raises them per vendor and per game (`ops vendor:set`).
 */
export const DEFAULT_WIN_LIMITS: WinLimits = { maxWin: 1_000_000_000, maxRoundWin: 2_000_000_000 };

/** The highest limit an operator may set: no single win or round may reach the balance ceiling on its own. */
export const MAX_WIN_LIMIT = MAX_BALANCE;

/** The limits of one game: the game's own, else the vendor's, else the product defaults. */
export function effectiveLimits(vendor: LimitOverrides, game: LimitOverrides | undefined): WinLimits {
  return {
    maxWin: game?.maxWin ?? vendor.maxWin ?? DEFAULT_WIN_LIMITS.maxWin,
    maxRoundWin: game?.maxRoundWin ?? vendor.maxRoundWin ?? DEFAULT_WIN_LIMITS.maxRoundWin,
  };
}

/** Which limit a win breaks, if any: the win itself, or the round's win total with it. */
export function brokenLimit(
  limits: WinLimits,
  amount: number,
  roundWinTotal: number,
): 'maxWin' | 'maxRoundWin' | null {
  if (amount > limits.maxWin) return 'maxWin';
  if (roundWinTotal > limits.maxRoundWin) return 'maxRoundWin';
  return null;
}
