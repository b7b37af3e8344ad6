import { describe, expect, it } from 'vitest';
import { roundOf, spinAt } from '../test-support';
import { openTile, playbackSteps, unopenedValues, type PickState } from './playback';

describe('round playback', () => {
  it('shows a plain round as its spin, then its total', () => {
    const base = spinAt([1, 1, 1, 1, 1], 400);
    const steps = playbackSteps(roundOf(base, 400, 10_000));
    expect(steps.map((s) => s.kind)).toEqual(['reels', 'total']);
    expect(steps[0]).toMatchObject({ kind: 'reels', freeSpin: null, runningWin: base.win });
  });

  it('plays free spins in order after the base spin, adding up the running win', () => {
    const base = spinAt([0, 5, 0, 7, 0], 400);
    const free = [spinAt([1, 1, 1, 1, 1], 400, 2), spinAt([3, 3, 3, 3, 3], 400, 2)];
    const round = roundOf(base, 400, 10_000, { freeSpins: free });
    const steps = playbackSteps(round);
    expect(steps.map((s) => s.kind)).toEqual(['reels', 'freeSpinsIntro', 'reels', 'reels', 'total']);
    expect(steps[2]).toMatchObject({ freeSpin: { index: 1, total: 2 }, runningWin: base.win + free[0]!.win });
    expect(steps[3]).toMatchObject({
      freeSpin: { index: 2, total: 2 },
      runningWin: base.win + free[0]!.win + free[1]!.win,
    });
    expect(steps[4]).toEqual({ kind: 'total', totalWin: round.totalWin });
  });

  it('puts the pick bonus between the spin and the total', () => {
    const base = spinAt([2, 2, 2, 2, 2], 400);
    const round = roundOf(base, 400, 10_000, { pickBonus: { board: [5, 0, 2], revealed: [5], win: 2000 } });
    expect(playbackSteps(round).map((s) => s.kind)).toEqual(['reels', 'pick', 'total']);
  });
});

describe('pick board', () => {
  const board = [8, 3, 0, 20, 0];
  const start: PickState = { opened: new Map(), done: false };

  it('shows the k-th board value on the k-th tile touched, wherever it is', () => {
    let state = openTile(start, board, 4);
    expect(state.opened.get(4)).toBe(8);
    state = openTile(state, board, 0);
    expect(state.opened.get(0)).toBe(3);
    expect(state.done).toBe(false);
    state = openTile(state, board, 2);
    expect(state.opened.get(2)).toBe(0);
    expect(state.done).toBe(true);
  });

  it('ignores a tile already open and any tile after the end', () => {
    const once = openTile(start, board, 1);
    expect(openTile(once, board, 1)).toBe(once);
    const ended = openTile(openTile(once, board, 2), board, 3);
    expect(ended.done).toBe(true);
    expect(openTile(ended, board, 4)).toBe(ended);
  });

  it('shows what the unopened tiles held, in board order, once it ends', () => {
    let state = openTile(start, board, 3);
    state = openTile(state, board, 1);
    state = openTile(state, board, 0);
    expect([...unopenedValues(state, board)]).toEqual([
      [2, 20],
      [4, 0],
    ]);
  });
});
