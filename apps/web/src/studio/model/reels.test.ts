import { describe, expect, it } from 'vitest';
import { compileSlot, evaluateSpin, findVariant, luckyDragon, slotVariants } from '@suerte/fair';
import { gridFromStops, isGridOf, reelTape, reelTravel, restingGrid, restingStops } from './reels';

const variant = findVariant('lucky-dragon', '96')!;

describe('reel tape', () => {
  it('starts on the grid shown before and ends exactly on the outcome', () => {
    const tape = reelTape(['A', 'K', 'Q'], ['D', 'D', 'W'], 12, variant.strips[1], 5);
    expect(tape.slice(0, 3)).toEqual(['A', 'K', 'Q']);
    expect(tape.slice(-3)).toEqual(['D', 'D', 'W']);
    expect(tape).toHaveLength(18);
  });

  it('runs into its stop through the strip symbols above it, in strip order', () => {
    const strip = variant.strips[0]!;
    const tape = reelTape(['A', 'K', 'Q'], ['x', 'y', 'z'], 4, strip, 2);
    const len = strip.length;
    expect(tape.slice(3, 7)).toEqual([
      strip[(2 - 4 + len) % len],
      strip[(2 - 3 + len) % len],
      strip[0],
      strip[1],
    ]);
  });

  it('lets every reel on the right spin longer than the one on its left', () => {
    expect(reelTravel(1)).toBeGreaterThan(reelTravel(0));
    expect(reelTravel(4, true)).toBeLessThan(reelTravel(4));
  });
});

describe('grids', () => {
  it('are the strip windows at the stops, as the engine shows them', () => {
    const stops = [4, 17, 9, 30, 12];
    expect(gridFromStops(variant, stops)).toEqual(evaluateSpin(compileSlot(variant), stops).grid);
  });

  it('rest before the first spin on a real window of the strips that pays nothing and shows no scatter', () => {
    for (const v of slotVariants) {
      const stops = restingStops(v);
      const spin = evaluateSpin(compileSlot(v), stops);
      expect(spin.pay).toBe(0);
      expect(spin.scatterCount).toBe(0);
      expect(restingGrid(v, v.game)).toEqual(spin.grid);
    }
  });

  it('refuse a server grid that is not 5 × 3 symbols of the game', () => {
    expect(isGridOf(luckyDragon, gridFromStops(variant, [1, 2, 3, 4, 5]))).toBe(true);
    expect(isGridOf(luckyDragon, [['D', 'D', 'D']])).toBe(false);
    expect(
      isGridOf(
        luckyDragon,
        Array.from({ length: 5 }, () => ['D', 'X', 'D']),
      ),
    ).toBe(false);
  });
});
