import { brokenLimit, type WinLimits } from './win-limits.js';

/** What the planner needs of one claimed win of a batch. */
export interface PlannedWin {
  /** The player's round: `vendor|round|member`. */
  roundKey: string;
  amount: number;
  limits: WinLimits;
  /** May the vendor pay a win on a round where the player has no bet? */
  bonusWins: boolean;
}

/** A round as it stands before the batch; a round that does not exist yet is open with nothing on it. */
export interface RoundState {
  status: 'open' | 'closed';
  stakeTotal: number;
  winTotal: number;
}

export type WinDecision =
  | { action: 'refuse'; status: 'WIN_LIMIT' | 'ROUND_CLOSED' | 'BONUS_WIN_NOT_ALLOWED' }
  /** A win of 0: counted on the round, no journal posting. */
  | { action: 'count' }
  | { action: 'post'; bonus: boolean };

const OPEN_EMPTY: RoundState = { status: 'open', stakeTotal: 0, winTotal: 0 };

/**
 * Decides a batch of wins exactly as single win calls in the same order would: the limit on one win, then a
 * closed round, then the round's total win with this one, then (for a win above 0 on a round without a stake) the
 * vendor's right to pay bonus wins. A refused win leaves the round as it was for the wins after it.
 */
export function planWins(
  wins: readonly PlannedWin[],
  rounds: ReadonlyMap<string, RoundState>,
): WinDecision[] {
  const current = new Map<string, RoundState>();
  return wins.map((win): WinDecision => {
    const round = current.get(win.roundKey) ?? rounds.get(win.roundKey) ?? OPEN_EMPTY;
    if (brokenLimit(win.limits, win.amount, 0)) return { action: 'refuse', status: 'WIN_LIMIT' };
    if (round.status === 'closed') return { action: 'refuse', status: 'ROUND_CLOSED' };
    const winTotal = round.winTotal + win.amount;
    if (brokenLimit(win.limits, win.amount, winTotal)) return { action: 'refuse', status: 'WIN_LIMIT' };
    const bonus = round.stakeTotal === 0;
    if (win.amount > 0 && bonus && !win.bonusWins) {
      return { action: 'refuse', status: 'BONUS_WIN_NOT_ALLOWED' };
    }
    current.set(win.roundKey, { ...round, winTotal });
    return win.amount === 0 ? { action: 'count' } : { action: 'post', bonus };
  });
}
