import { describe, expect, it } from 'vitest';
import { FairStream, KeyedHmac } from './stream.js';
import { acceptUniform, WORD_RANGE } from './uniform.js';

describe('rejection sampling', () => {
  it('gives every outcome exactly as many words, for every n over an 8-bit word (exhaustive)', () => {
    for (let n = 1; n <= 256; n++) {
      const hits = new Array<number>(n).fill(0);
      let rejected = 0;
      for (let word = 0; word < 256; word++) {
        const value = acceptUniform(word, n, 256);
        if (value < 0) rejected++;
        else hits[value]!++;
      }
      expect(new Set(hits)).toEqual(new Set([Math.floor(256 / n)]));
      expect(rejected).toBe(256 % n);
    }
  });

  it('rejects exactly the top 2³² mod n words of a 32-bit word', () => {
    for (const n of [3, 37, 52, 416, 3_000_000_001]) {
      const limit = WORD_RANGE - (WORD_RANGE % n);
      expect(acceptUniform(limit - 1, n)).toBe((limit - 1) % n);
      expect(acceptUniform(limit, n)).toBe(-1);
      expect(acceptUniform(WORD_RANGE - 1, n)).toBe(WORD_RANGE % n === 0 ? (WORD_RANGE - 1) % n : -1);
    }
    expect(() => acceptUniform(0, 0)).toThrow(RangeError);
  });

  it('the stream draws again after a rejected word', () => {
    // With n = 2³¹ + 1 about half of all words are rejected; the value must come from the first accepted word.
    const n = 2 ** 31 + 1;
    const key = new KeyedHmac('reject-me');
    for (let nonce = 0; nonce < 20; nonce++) {
      const words = new FairStream(key, 'c', nonce);
      let word = words.nextUint32();
      while (acceptUniform(word, n) < 0) word = words.nextUint32();
      expect(new FairStream(key, 'c', nonce).nextInt(n)).toBe(word % n);
    }
  });
});
