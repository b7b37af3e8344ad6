import type { StudioSlotOutcome, StudioSpinOutcome } from '@suerte/contracts';

/**
 * What the screen shows of one round, in order. Nothing here decides anything: every step is read from the
 * round the server already played (base spin, then its free spins or its pick bonus), so the animation can only
 * arrive where the server's answer says.
 */
export type PlaybackStep =
  | {
      kind: 'reels';
      spin: StudioSpinOutcome;
      /** Free spins: which one (1-based) of how many; null for the base spin. */
      freeSpin: { index: number; total: number } | null;
      /** Won so far in the round, this spin included. */
      runningWin: number;
    }
  | { kind: 'freeSpinsIntro'; count: number; multiplier: number }
  | { kind: 'pick'; board: number[]; revealed: number[]; win: number }
  | { kind: 'total'; totalWin: number };

export function playbackSteps(round: StudioSlotOutcome): PlaybackStep[] {
  const steps: PlaybackStep[] = [];
  let running = round.win;
  steps.push({ kind: 'reels', spin: round, freeSpin: null, runningWin: running });
  if (round.freeSpins.length > 0) {
    steps.push({
      kind: 'freeSpinsIntro',
      count: round.freeSpinsAwarded,
      multiplier: round.freeSpinsMultiplier,
    });
    round.freeSpins.forEach((spin, i) => {
      running += spin.win;
      steps.push({
        kind: 'reels',
        spin,
        freeSpin: { index: i + 1, total: round.freeSpins.length },
        runningWin: running,
      });
    });
  }
  if (round.pickBonus) {
    const { board, revealed, win } = round.pickBonus;
    steps.push({ kind: 'pick', board, revealed, win });
  }
  steps.push({ kind: 'total', totalWin: round.totalWin });
  return steps;
}

/**
 * The pick board as the player uncovers it: the k-th tile touched shows the k-th value of the board the server
 * shuffled before the first pick (where the player touches changes only the picture). A collect tile (0) ends it.
 */
export interface PickState {
  /** Tile index → value shown (prize multiple, 0 = collect). */
  opened: Map<number, number>;
  done: boolean;
}

export function openTile(state: PickState, board: readonly number[], tile: number): PickState {
  if (state.done || state.opened.has(tile) || tile < 0 || tile >= board.length) return state;
  const value = board[state.opened.size]!;
  const opened = new Map(state.opened);
  opened.set(tile, value);
  return { opened, done: value === 0 || opened.size === board.length };
}

/** After the bonus ends: the tiles nobody opened show what they held, in board order. */
export function unopenedValues(state: PickState, board: readonly number[]): Map<number, number> {
  const rest = new Map<number, number>();
  let next = state.opened.size;
  for (let tile = 0; tile < board.length; tile++) {
    if (!state.opened.has(tile)) rest.set(tile, board[next++]!);
  }
  return rest;
}
