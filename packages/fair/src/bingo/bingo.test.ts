import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FairStream, KeyedHmac } from '../stream.js';
import {
  BINGO_PATTERNS,
  BINGO_FREE_CELL,
  assertBingoCard,
  bingoCard,
  bingoColumn,
  bingoDrawClientSeed,
  bingoDrawOrder,
  bingoPot,
  bingoCallIndex,
  completionBall,
  markedMask,
  playBingo,
  showsPattern,
  splitPot,
  stagePots,
  type BingoPattern,
} from './bingo.js';

const scripted = (answers: number[]) =>
  ({
    nextInt(n: number) {
      const value = answers.shift();
      if (value === undefined || value >= n) throw new Error('script exhausted');
      return value;
    },
  }) as unknown as FairStream;

const key = new KeyedHmac('bingo-room-seed');
const stream = (nonce: number) => new FairStream(key, 'room', nonce);
const PATTERNS: BingoPattern[] = ['line', 'fourCorners', 'x', 'frame', 'blackout'];

// A hand-made card: column c holds 15c + 1 … 15c + 5 top to bottom (N: 31, 32, free, 33, 34).
const HAND_CARD = [
  1, 16, 31, 46, 61, 2, 17, 32, 47, 62, 3, 18, 0, 48, 63, 4, 19, 33, 49, 64, 5, 20, 34, 50, 65,
];
/** A draw that calls `first` in that order, then every other ball ascending. */
const drawStarting = (first: number[]) => [
  ...first,
  ...Array.from({ length: 75 }, (_, i) => i + 1).filter((b) => !first.includes(b)),
];

describe('bingo cards', () => {
  it('fills B 1–15, I 16–30, N 31–45 (free centre), G 46–60, O 61–75 with 24 different numbers', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const card = bingoCard(stream(nonce));
      expect(() => assertBingoCard(card)).not.toThrow();
      expect(card[BINGO_FREE_CELL]).toBe(0);
      expect(bingoCard(stream(nonce))).toEqual(card);
    }
    expect(() => assertBingoCard(HAND_CARD)).not.toThrow();
  });

  it('places the column shuffle top to bottom: the first 5 of the Fisher–Yates of the column', () => {
    // Script 0s: no swap, the column reads 1…5; N skips the centre row.
    expect(bingoCard(scripted(Array(24).fill(0)))).toEqual(HAND_CARD);
    expect(bingoColumn(scripted([14, 0, 0, 0, 0]), 0)).toEqual([15, 2, 3, 4, 5]);
  });

  it('maps every path of the N column draw to a different ordered column: all 15·14·13·12 equally likely', () => {
    const seen = new Set<number>();
    let outside = 0;
    for (let a = 0; a < 15; a++)
      for (let b = 0; b < 14; b++)
        for (let c = 0; c < 13; c++)
          for (let d = 0; d < 12; d++) {
            const column = bingoColumn(scripted([a, b, c, d]), 2);
            outside += column.filter((n) => n < 31 || n > 45).length;
            seen.add(column.reduce((code, n) => code * 64 + n, 0));
          }
    expect(outside).toBe(0);
    expect(seen.size).toBe(15 * 14 * 13 * 12);
  }, 20_000);

  it('refuses cards with a number outside its column, a repeat or a filled centre', () => {
    const bad = (cell: number, value: number) => HAND_CARD.map((n, i) => (i === cell ? value : n));
    expect(() => assertBingoCard(bad(0, 16))).toThrow('outside');
    expect(() => assertBingoCard(bad(5, 1))).toThrow('repeats');
    expect(() => assertBingoCard(bad(12, 35))).toThrow('free');
    expect(() => assertBingoCard(HAND_CARD.slice(1))).toThrow('25');
  });
});

describe('bingo draw and patterns', () => {
  it('calls each of the 75 balls once, the same order for the same seeds', () => {
    const draw = bingoDrawOrder(stream(1));
    expect([...draw].sort((a, b) => a - b)).toEqual(Array.from({ length: 75 }, (_, i) => i + 1));
    expect(bingoDrawOrder(stream(1))).toEqual(draw);
    expect(bingoDrawOrder(stream(2))).not.toEqual(draw);
    expect(() => bingoCallIndex(draw.slice(1))).toThrow();
  });

  it('has the documented masks: 12 lines of 5, 4 corners, an X of 9, a frame of 16, a blackout of 25', () => {
    const cells = (mask: number) =>
      mask
        .toString(2)
        .split('')
        .filter((b) => b === '1').length;
    expect(BINGO_PATTERNS.line.map(cells)).toEqual(Array(12).fill(5));
    expect(cells(BINGO_PATTERNS.fourCorners[0]!)).toBe(4);
    expect(cells(BINGO_PATTERNS.x[0]!)).toBe(9);
    expect(cells(BINGO_PATTERNS.frame[0]!)).toBe(16);
    expect(cells(BINGO_PATTERNS.blackout[0]!)).toBe(25);
  });

  it('finds hand-computed completion balls', () => {
    // N column with the free centre: 4 balls complete it. The 4th ball called is index 3.
    const index = bingoCallIndex(drawStarting([31, 32, 33, 9, 34]));
    expect(completionBall(HAND_CARD, index, 'line')).toBe(4);
    expect(completionBall(HAND_CARD, bingoCallIndex(drawStarting([1, 61, 5, 70, 65])), 'fourCorners')).toBe(
      4,
    );
    // X: diagonals 1, 17, 49, 65 and 61, 47, 19, 5 (8 balls + free centre).
    const x = bingoCallIndex(drawStarting([1, 17, 49, 65, 61, 47, 19, 5]));
    expect(completionBall(HAND_CARD, x, 'x')).toBe(7);
    expect(completionBall(HAND_CARD, x, 'line')).toBe(3); // the diagonal 1, 17, (free), 49, 65
    expect(completionBall(HAND_CARD, bingoCallIndex(drawStarting([])), 'blackout')).toBe(64); // 65 is the last on it
  });

  it('agrees with marking the card ball by ball, for every pattern on 60 drawn cards and draws', () => {
    for (let nonce = 0; nonce < 60; nonce++) {
      const card = bingoCard(stream(1000 + nonce));
      const draw = bingoDrawOrder(stream(nonce));
      const index = bingoCallIndex(draw);
      for (const pattern of PATTERNS) {
        let naive = 0;
        while (!showsPattern(markedMask(card, draw, naive + 1), pattern)) naive++;
        expect(completionBall(card, index, pattern)).toBe(naive);
      }
    }
  });
});

describe('bingo game and pots', () => {
  const other = HAND_CARD.map((n, cell) => (cell % 5 === 0 && n !== 0 ? n + 10 : n)); // B column 11…15

  it('plays stages in order: ties share, the same ball may win two stages, calling stops at the last', () => {
    // Row 1 of both cards is 2|12, 17, 32, 47, 62: the hand card completes at ball 4 (2), the other at ball 5 (12).
    const draw = drawStarting([17, 32, 47, 62, 2, 12]);
    const game = playBingo([HAND_CARD, other], draw, [
      { pattern: 'line', shareBp: 3000 },
      { pattern: 'blackout', shareBp: 7000 },
    ]);
    expect(game.stages[0]).toEqual({ pattern: 'line', ball: 4, winners: [0] });
    expect(game.stages[1]!.pattern).toBe('blackout');
    expect(game.ballsCalled).toBe(game.stages[1]!.ball! + 1);

    const tie = playBingo([HAND_CARD, HAND_CARD], drawStarting([31, 32, 33, 34]), [
      { pattern: 'line', shareBp: 5000 },
      { pattern: 'fourCorners', shareBp: 5000 },
    ]);
    expect(tie.stages[0]).toEqual({ pattern: 'line', ball: 3, winners: [0, 1] });

    // A line completed before the four corners: the line stage is checked from the corners' ball, so the same
    // ball wins both stages.
    const sameBall = playBingo([HAND_CARD], drawStarting([31, 32, 33, 34, 1, 5, 61, 65]), [
      { pattern: 'fourCorners', shareBp: 5000 },
      { pattern: 'line', shareBp: 5000 },
    ]);
    expect(sameBall.stages.map((s) => s.ball)).toEqual([7, 7]);
    expect(playBingo([], draw, [{ pattern: 'line', shareBp: 10000 }])).toEqual({
      stages: [{ pattern: 'line', ball: null, winners: [] }],
      ballsCalled: 0,
    });
  });

  it('computes the pot, stage pots and equal splits in minor units, remainder to the first cards sold', () => {
    expect(bingoPot(7, 333, 9000)).toBe(2097); // 2331 × 0.9 = 2097.9
    expect(
      stagePots(2097, [
        { pattern: 'line', shareBp: 3000 },
        { pattern: 'blackout', shareBp: 7000 },
      ]),
    ).toEqual([629, 1468]); // 629.1 and 1467.9, the rounding left to the last stage
    expect(splitPot(100, 3)).toEqual([34, 33, 33]);
    expect(splitPot(5, 7)).toEqual([1, 1, 1, 1, 1, 0, 0]);
    expect(() => stagePots(100, [{ pattern: 'line', shareBp: 5000 }])).toThrow('10000');
    expect(() => splitPot(100, 0)).toThrow();
  });

  it('splits every pot up to 200 among 1–12 winners exactly, shares differing by at most one unit', () => {
    const wrong: string[] = [];
    for (let pot = 0; pot <= 200; pot++)
      for (let n = 1; n <= 12; n++) {
        const shares = splitPot(pot, n);
        const sum = shares.reduce((a, b) => a + b, 0);
        const descending = shares.every((share, i) => i === 0 || share <= shares[i - 1]!);
        if (sum !== pot || shares[0]! - shares.at(-1)! > 1 || !descending) wrong.push(`${pot}/${n}`);
      }
    expect(wrong).toEqual([]);
  });
});

describe('bingo draw seed', () => {
  const sales = [
    { firstCard: 0, cards: 2, clientSeed: 'ana' },
    { firstCard: 2, cards: 1, clientSeed: 'ben' },
  ];

  it('is SHA-256 of the game seed and each sale in card order', () => {
    expect(bingoDrawClientSeed('room-1', sales)).toBe(
      createHash('sha256').update('room-1/0:2:ana/2:1:ben').digest('hex'),
    );
    // The order the sales are given in does not matter; their card order does.
    expect(bingoDrawClientSeed('room-1', [...sales].reverse())).toBe(bingoDrawClientSeed('room-1', sales));
  });

  it('changes the ball order with any card sold, any buyer seed, or the game seed', () => {
    const order = (clientSeed: string) =>
      bingoDrawOrder(FairStream.of({ serverSeed: 'b'.repeat(64), clientSeed, nonce: 0 }));
    const base = order(bingoDrawClientSeed('room-1', sales));
    expect(order(bingoDrawClientSeed('room-1', sales))).toEqual(base);
    expect(order(bingoDrawClientSeed('room-1', sales.slice(0, 1)))).not.toEqual(base);
    expect(
      order(bingoDrawClientSeed('room-1', [...sales, { firstCard: 3, cards: 1, clientSeed: 'cy' }])),
    ).not.toEqual(base);
    expect(
      order(bingoDrawClientSeed('room-1', [sales[0]!, { ...sales[1]!, clientSeed: 'bem' }])),
    ).not.toEqual(base);
    expect(order(bingoDrawClientSeed('room-2', sales))).not.toEqual(base);
  });
});
