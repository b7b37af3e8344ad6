import { describe, expect, it } from 'vitest';
import { compileSlot } from './compile.js';
import { cellsFromRows, evaluateCells, evaluateSpin } from './evaluate.js';
import { luckyDragon, luckyDragonVariants } from './games/lucky-dragon.js';

const slot = compileSlot(luckyDragonVariants['96']);
const evaluateRows = (rows: string[]) => evaluateCells(slot, cellsFromRows(slot, rows));
const wins = (rows: string[]) =>
  evaluateRows(rows).lineWins.map((w) => `${w.line + 1}:${w.symbol}${w.count}=${w.pay}`);

describe('spin evaluation on hand-made grids', () => {
  it('wilds stand in on every line they cross; runs stop at the first other symbol', () => {
    const rows = ['JAQKJ', 'DWDWD', 'QKJAQ'];
    // Line 1 D-W-D-W-D, line 4 J-W-J-W-J, line 5 Q-W-Q-W-Q; lines 16 and 17 D-W then no D: two dragons pay 5.
    expect(wins(rows)).toEqual(['1:D5=1000', '4:J5=50', '5:Q5=75', '16:D2=5', '17:D2=5']);
    const result = evaluateRows(rows);
    expect(result.pay).toBe(1135);
    expect(result.scatterCount).toBe(0);
    expect(result.triggered).toBe(false);
  });

  it('three scatters anywhere pay twice the total bet and trigger free spins', () => {
    const result = evaluateRows(['SASKS', 'DQJAF', 'QKFJD']);
    expect(result.lineWins).toEqual([]);
    expect(result.scatterCount).toBe(3);
    expect(result.scatterPay).toBe(2 * 20);
    expect(result.triggered).toBe(true);
    expect(result.pay).toBe(40);
  });

  it('two scatters pay nothing and trigger nothing; five pay 50 × the bet', () => {
    expect(evaluateRows(['SAJKJ', 'DQSAF', 'QKFJD'])).toMatchObject({
      scatterCount: 2,
      pay: 0,
      triggered: false,
    });
    expect(evaluateRows(['SSSSS', 'AKQJA', 'KQJAK'])).toMatchObject({ scatterPay: 1000, triggered: true });
  });

  it('a scatter on reel 1 starts no line, even before wilds', () => {
    const result = evaluateRows(['JAQKJ', 'SWWWD', 'QKFJA']);
    expect(result.lineWins.some((w) => w.line === 0)).toBe(false);
  });

  it('stops read the strip window top to bottom, wrapping round the end of the strip', () => {
    const result = evaluateSpin(slot, [0, 0, 0, 0, 0]);
    expect(result.grid.map((reel) => reel.join(''))).toEqual(['SDF', 'SDA', 'SDA', 'SDA', 'SDF']);
    // Five dragons on line 1, two on lines 16 and 17, five scatters.
    expect(result.pay).toBe(1000 + 5 + 5 + 1000);
    expect(evaluateSpin(slot, [29, 0, 0, 0, 0]).grid[0]).toEqual(['A', 'S', 'D']);
    expect(() => evaluateSpin(slot, [30, 0, 0, 0, 0])).toThrow(RangeError);
  });

  it('refuses a wild on reel 1 and unknown symbols', () => {
    const strips = [...luckyDragonVariants['96'].strips];
    expect(() =>
      compileSlot({ game: luckyDragon, id: 'x', strips: ['W' + strips[0]!.slice(1), ...strips.slice(1)] }),
    ).toThrow(/no wild on reel 1/);
    expect(() =>
      compileSlot({ game: luckyDragon, id: 'x', strips: ['Z' + strips[0]!.slice(1), ...strips.slice(1)] }),
    ).toThrow(/unknown symbol Z/);
  });
});
