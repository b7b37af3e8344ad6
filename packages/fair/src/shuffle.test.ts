import { describe, expect, it } from 'vitest';
import { orderedShoe } from './cards.js';
import { LazyShuffle, drawFromShuffle, shuffled } from './shuffle.js';
import { FairStream, KeyedHmac } from './stream.js';

const key = new KeyedHmac('shuffle-tests');

describe('Fisher–Yates from the stream', () => {
  it('is a permutation and deals the same head lazily as in full', () => {
    for (let nonce = 0; nonce < 30; nonce++) {
      const full = shuffled(orderedShoe(8), new FairStream(key, 'p', nonce));
      expect([...full].sort((a, b) => a - b)).toEqual(orderedShoe(8).sort((a, b) => a - b));
      const lazy = new LazyShuffle(orderedShoe(8), new FairStream(key, 'p', nonce));
      expect(Array.from({ length: 10 }, () => lazy.next())).toEqual(full.slice(0, 10));
      expect(drawFromShuffle(orderedShoe(8), 6, new FairStream(key, 'p', nonce))).toEqual(full.slice(0, 6));
    }
  });

  it('reaches all 6 orders of 3 items evenly', () => {
    const seen = new Map<string, number>();
    for (let nonce = 0; nonce < 6000; nonce++) {
      const order = shuffled(['a', 'b', 'c'], new FairStream(key, 'q', nonce)).join('');
      seen.set(order, (seen.get(order) ?? 0) + 1);
    }
    expect(seen.size).toBe(6);
    // 1000 expected each; 5 standard deviations is about ±144.
    for (const count of seen.values()) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });

  it('a lazy shoe runs out after its last card', () => {
    const lazy = new LazyShuffle([1, 2], new FairStream(key, 'r', 0));
    lazy.next();
    lazy.next();
    expect(() => lazy.next()).toThrow(RangeError);
  });
});
