import { BINGO_75_ROOMS } from '@suerte/contracts';
import { assertBingoCard, BINGO_DEFAULT_RETURN_BP, replayGame } from '@suerte/fair';
import { describe, expect, it } from 'vitest';
import { bingoCards, bingoDraw, bingoResults } from './bingo-play.js';

const SEEDS = { serverSeed: 'suerte-bingo-fixed-vector', clientSeed: 'sampaguita-20261128-1200' };

describe('bingo cards and draw from the game seeds (fixed vectors)', () => {
  it('draws the balls from nonce 0 and card i from nonce i + 1, as the /fair verifier replays them', () => {
    const draw = bingoDraw(SEEDS);
    expect(draw.slice(0, 10)).toEqual([74, 25, 13, 42, 1, 17, 69, 8, 71, 57]);
    expect([...draw].sort((a, b) => a - b)).toEqual(Array.from({ length: 75 }, (_, i) => i + 1));
    expect(replayGame({ kind: 'bingoDraw' }, { ...SEEDS, nonce: 0 })).toEqual({ kind: 'bingoDraw', draw });

    const cards = bingoCards(SEEDS, 0, 2);
    expect(cards).toEqual([
      {
        index: 0,
        numbers: [
          12, 23, 38, 60, 62, 1, 19, 32, 55, 71, 9, 25, 0, 48, 65, 15, 18, 35, 53, 61, 2, 16, 37, 56, 68,
        ],
      },
      {
        index: 1,
        numbers: [
          10, 25, 31, 55, 70, 4, 27, 32, 50, 67, 9, 20, 0, 46, 71, 11, 24, 37, 56, 64, 5, 26, 38, 48, 62,
        ],
      },
    ]);
    for (const card of cards) {
      assertBingoCard(card.numbers);
      expect(replayGame({ kind: 'bingoCard' }, { ...SEEDS, nonce: card.index + 1 })).toEqual({
        kind: 'bingoCard',
        card: card.numbers,
      });
    }
    // A later purchase's cards are the same cards whatever was bought before: card 1 alone.
    expect(bingoCards(SEEDS, 1, 1)).toEqual([cards[1]]);
  });
});

// Hand-made cards: A has 1…5, 16…20, 31…34, 46…50, 61…65; B shares A's top row; C shares nothing with it.
const column = (from: number, n = 5) => Array.from({ length: n }, (_, i) => from + i);
function card(cols: number[][]): number[] {
  const out = new Array<number>(25).fill(0);
  cols.forEach((numbers, c) => {
    let row = 0;
    for (const n of numbers) {
      if (row * 5 + c === 12) row++;
      out[row * 5 + c] = n;
      row++;
    }
  });
  return out;
}
const A = card([column(1), column(16), column(31, 4), column(46), column(61)]);
const B = card([
  [1, 6, 7, 8, 9],
  [16, 21, 22, 23, 24],
  [31, 36, 37, 38],
  [46, 51, 52, 53, 54],
  [61, 66, 67, 68, 69],
]);
const C = card([column(10), column(25), column(39, 4), column(55), column(70)]);
const FIRST = [1, 16, 31, 46, 61, 5, 65];
const DRAW = [...FIRST, ...column(1, 75).filter((b) => !FIRST.includes(b))];
const ROOM = {
  cardPrice: 500,
  returnBp: 8_500,
  stages: [
    { pattern: 'line' as const, shareBp: 2_000 },
    { pattern: 'fourCorners' as const, shareBp: 2_000 },
    { pattern: 'blackout' as const, shareBp: 6_000 },
  ],
};

describe('bingo results (hand-computed)', () => {
  it('detects each pattern at its ball and splits the pot between its winners', () => {
    // Sold as cards 3 (A), 7 (B) and 9 (C), given out of order.
    const r = bingoResults(
      ROOM,
      [
        { index: 9, numbers: C },
        { index: 3, numbers: A },
        { index: 7, numbers: B },
      ],
      DRAW,
    );
    // Sales 3 × 5.00 = 15.00; pot 85 % = 12.75; stages 20 % = 2.55, 20 % = 2.55, the rest 7.65.
    expect(r.pot).toBe(1_275);
    expect(r.cardsSold).toBe(3);
    // Line: A and B complete their top row at the 5th ball (61): 2.55 split, the odd centavo to A (sold first).
    expect(r.stages[0]).toEqual({ pattern: 'line', pot: 255, ball: 4, winners: [3, 7], prizes: [128, 127] });
    // Four corners (1, 61, 5, 65): only A, at the 7th ball (65).
    expect(r.stages[1]).toEqual({ pattern: 'fourCorners', pot: 255, ball: 6, winners: [3], prizes: [255] });
    // Blackout: A's last number 64 is called at index 7 + 57 = 64 (57 uncalled balls below it).
    expect(r.stages[2]).toEqual({ pattern: 'blackout', pot: 765, ball: 64, winners: [3], prizes: [765] });
    expect(r.ballsCalled).toBe(65);
    expect(Object.fromEntries(r.prizes)).toEqual({ 3: 128 + 255 + 765, 7: 127 });
    expect([...r.prizes.values()].reduce((a, b) => a + b, 0)).toBe(r.pot);
  });

  it('lets the same ball win two stages, and pays nothing without cards', () => {
    // Only A: sales 5.00, pot 4.25 (0.85, 0.85, 2.55), every stage to A.
    const solo = bingoResults(ROOM, [{ index: 0, numbers: A }], DRAW);
    expect(solo.pot).toBe(425);
    expect(solo.stages.map((s) => [s.ball, s.prizes])).toEqual([
      [4, [85]],
      [6, [85]],
      [64, [255]],
    ]);
    const empty = bingoResults(ROOM, [], DRAW);
    expect(empty).toMatchObject({ pot: 0, cardsSold: 0, ballsCalled: 0 });
    expect(empty.stages.every((s) => s.winners.length === 0 && s.ball === null)).toBe(true);
    expect(empty.prizes.size).toBe(0);
  });

  it('counts a stage won on the ball that won the stage before', () => {
    // Calling 1, 16, 31, 46, 5, 65 then 61: 61 completes the top row and the four corners at once.
    const first = [1, 16, 31, 46, 5, 65, 61];
    const draw = [...first, ...column(1, 75).filter((b) => !first.includes(b))];
    const r = bingoResults(ROOM, [{ index: 0, numbers: A }], draw);
    expect(r.stages[0]!.ball).toBe(6);
    expect(r.stages[1]!.ball).toBe(6);
  });
});

describe('the bingo rooms', () => {
  it('pay into their pots the return the rules page publishes, and share out the whole pot', () => {
    for (const room of BINGO_75_ROOMS) {
      expect(room.returnBp, room.code).toBe(BINGO_DEFAULT_RETURN_BP);
      expect(
        room.stages.reduce((sum, s) => sum + s.shareBp, 0),
        room.code,
      ).toBe(10_000);
    }
  });
});
