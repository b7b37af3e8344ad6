import { describe, expect, it } from 'vitest';
import { eqF, fraction, fractionToDecimal, mulF } from '../fraction.js';
import { FairStream, KeyedHmac } from '../stream.js';
import { drawFromShuffle } from '../shuffle.js';
import {
  MINES_RTP,
  cashOutMines,
  minesBoard,
  minesMultiplier,
  minesPayout,
  minesRoundPayout,
  minesSurvival,
  playMinesPicks,
  revealTile,
  startMines,
} from './mines.js';

/** A stream that answers nextInt from a script (to walk every path of the shuffle). */
const scripted = (answers: number[]) =>
  ({
    nextInt(n: number) {
      const value = answers.shift();
      if (value === undefined || value >= n) throw new Error('script exhausted');
      return value;
    },
  }) as unknown as FairStream;

describe('mines board', () => {
  it('is the first m tiles of the Fisher–Yates shuffle of 0…24, ascending, and repeats for the same seeds', () => {
    const key = new KeyedHmac('mines-seed');
    for (let nonce = 0; nonce < 30; nonce++) {
      const mines = 1 + (nonce % 24);
      const board = minesBoard(new FairStream(key, 'c', nonce), mines);
      const tiles = Array.from({ length: 25 }, (_, i) => i);
      const first = drawFromShuffle(tiles, mines, new FairStream(key, 'c', nonce));
      expect(board).toEqual([...first].sort((a, b) => a - b));
      expect(new Set(board).size).toBe(mines);
      expect(board.every((t) => t >= 0 && t < 25)).toBe(true);
      expect(minesBoard(new FairStream(key, 'c', nonce), mines)).toEqual(board);
    }
  });

  it('makes every pair of tiles equally likely: all 25 × 24 draws give each of the 300 pairs twice', () => {
    const seen = new Map<string, number>();
    for (let a = 0; a < 25; a++)
      for (let b = 0; b < 24; b++) {
        const key = minesBoard(scripted([a, b]), 2).join(',');
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
    expect(seen.size).toBe(300);
    expect([...seen.values()].every((count) => count === 2)).toBe(true);
  });

  it('refuses mine counts outside 1–24', () => {
    const stream = FairStream.of({ serverSeed: 's', clientSeed: 'c', nonce: 0 });
    expect(() => minesBoard(stream, 0)).toThrow(RangeError);
    expect(() => minesBoard(stream, 25)).toThrow(RangeError);
    expect(() => minesBoard(stream, 2.5)).toThrow(RangeError);
  });
});

describe('mines return', () => {
  it('returns exactly 97 % at every mine count after every number of safe reveals (rational arithmetic)', () => {
    let checked = 0;
    for (let mines = 1; mines <= 24; mines++)
      for (let k = 1; k <= 25 - mines; k++) {
        // Survival as the product of the step chances (25 − m − i)/(25 − i), independently of the binomials.
        let survival = fraction(1);
        for (let i = 0; i < k; i++) survival = mulF(survival, fraction(25 - mines - i, 25 - i));
        expect(eqF(survival, minesSurvival(mines, k))).toBe(true);
        expect(eqF(mulF(survival, minesMultiplier(mines, k)), MINES_RTP)).toBe(true);
        checked++;
      }
    expect(checked).toBe(300);
  });

  it('pays the hand-computed multipliers', () => {
    // 1 mine, 1 reveal: 0.97 × 25/24 = 1.010416…; 3 mines, 2 reveals: 0.97 × (25·24)/(22·21) = 1.2597…
    expect(minesMultiplier(1, 1)).toEqual(fraction(97 * 25, 100 * 24));
    expect(fractionToDecimal(minesMultiplier(3, 2), 4)).toBe('1.2597');
    // 24 mines, 1 reveal: 0.97 × 25 = 24.25.
    expect(minesMultiplier(24, 1)).toEqual(fraction(2425, 100));
    // 5 mines, all 20 safe tiles: 0.97 × C(25,20)/C(20,20) = 0.97 × 53130.
    expect(minesMultiplier(5, 20)).toEqual(fraction(97 * 53130, 100));
    expect(minesPayout(1000, 24, 1)).toBe(24250);
    expect(minesPayout(100, 1, 1)).toBe(101); // 101.04… rounded down
    expect(minesPayout(10 ** 12, 12, 13)).toBe(Number((10n ** 12n * 97n * 5200300n) / 100n));
  });
});

describe('mines round', () => {
  const board = [3, 7, 12];

  it('reveals safe tiles, cashes out, and pays the multiplier of the reveals made', () => {
    let round = startMines(3);
    round = revealTile(round, board, 0);
    round = revealTile(round, board, 24);
    expect(round).toEqual({ mines: 3, revealed: [0, 24], status: 'playing', hit: null });
    expect(minesRoundPayout(round, 1000)).toBe(0);
    const cashed = cashOutMines(round);
    expect(cashed.status).toBe('cashedOut');
    expect(minesRoundPayout(cashed, 1000)).toBe(1259); // 1000 × 1.2597…
    expect(() => revealTile(cashed, board, 1)).toThrow('over');
  });

  it('loses on a mine and refuses repeats, bad tiles and an empty cash-out', () => {
    const round = startMines(3);
    expect(() => cashOutMines(round)).toThrow('reveal a tile');
    const lost = revealTile(revealTile(round, board, 1), board, 7);
    expect(lost).toMatchObject({ status: 'lost', hit: 7, revealed: [1] });
    expect(minesRoundPayout(lost, 1000)).toBe(0);
    expect(() => revealTile(revealTile(round, board, 1), board, 1)).toThrow('already');
    expect(() => revealTile(round, board, 25)).toThrow('no tile');
    expect(() => revealTile(round, [1, 2], 0)).toThrow('mine count');
  });

  it('clears the board after the last safe tile and pays it', () => {
    let round = startMines(24);
    round = revealTile(round, [...Array(25).keys()].slice(1), 0);
    expect(round.status).toBe('cleared');
    expect(minesRoundPayout(round, 200)).toBe(4850);
  });
});

describe('mines replay', () => {
  it('replays picks on the board from the seeds: a win cashed out, a loss, and a pick after the end refused', () => {
    const stream = () => FairStream.of({ serverSeed: 'replay-seed', clientSeed: 'c', nonce: 3 });
    const board = minesBoard(stream(), 5);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((t) => !board.includes(t));
    const won = playMinesPicks(minesBoard(stream(), 5), 5, safe.slice(0, 3), true);
    expect(won).toEqual({ mines: 5, revealed: safe.slice(0, 3), status: 'cashedOut', hit: null });
    expect(minesRoundPayout(won, 1000)).toBe(minesPayout(1000, 5, 3));
    const lost = playMinesPicks(board, 5, [safe[0]!, board[0]!], true);
    expect(lost).toMatchObject({ status: 'lost', hit: board[0] });
    expect(() => playMinesPicks(board, 5, [board[0]!, safe[0]!], false)).toThrow('ended');
    expect(playMinesPicks(board, 5, safe.slice(0, 2), false).status).toBe('playing');
  });
});
