import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lotteryLayout, lotteryResult, NORTH_LOTTERY_LAYOUT, SOUTH_LOTTERY_LAYOUT } from './lottery.js';

/** An independent reading of README "Byte stream" and "Lottery": words of HMAC blocks, rejection, padding. */
function reference(serverSeed: string, clientSeed: string, nonce: number, digitsList: number[]): string[] {
  const words: number[] = [];
  let cursor = 0;
  const nextWord = () => {
    if (words.length === 0) {
      const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor++}`).digest();
      for (let i = 0; i < 32; i += 4) words.push(block.readUInt32BE(i));
    }
    return words.shift()!;
  };
  return digitsList.map((digits) => {
    const n = 10 ** digits;
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const word = nextWord();
      if (word < limit) return String(word % n).padStart(digits, '0');
    }
  });
}

const flat = (layout: typeof NORTH_LOTTERY_LAYOUT) =>
  layout.flatMap((p) => Array<number>(p.count).fill(p.digits));

describe('lotteryResult', () => {
  const seeds = { serverSeed: 'a3f1c2d4e5b6978812345678deadbeef', clientSeed: 'ELOTT1M-20261125', nonce: 42 };

  it('draws the north and south layouts exactly as the byte stream and rejection rule say', () => {
    for (const layout of [NORTH_LOTTERY_LAYOUT, SOUTH_LOTTERY_LAYOUT]) {
      const result = lotteryResult(seeds, layout);
      const numbers = layout.flatMap((p) => result[p.prize]!);
      expect(numbers).toEqual(reference(seeds.serverSeed, seeds.clientSeed, seeds.nonce, flat(layout)));
      for (const p of layout) {
        expect(result[p.prize]).toHaveLength(p.count);
        for (const value of result[p.prize]!) expect(value).toMatch(new RegExp(`^\\d{${p.digits}}$`));
      }
    }
  });

  it('keeps its fixed vectors (a change of the derivation breaks every published draw)', () => {
    expect(lotteryResult(seeds, SOUTH_LOTTERY_LAYOUT)).toEqual(SOUTH_VECTOR);
    expect(lotteryResult({ ...seeds, nonce: 1 }, NORTH_LOTTERY_LAYOUT).DB).toEqual(NORTH_DB_VECTOR);
  });

  it('differs with the nonce and the client seed, and refuses a region it does not know', () => {
    const a = lotteryResult(seeds, SOUTH_LOTTERY_LAYOUT);
    expect(lotteryResult({ ...seeds, nonce: 43 }, SOUTH_LOTTERY_LAYOUT)).not.toEqual(a);
    expect(lotteryResult({ ...seeds, clientSeed: 'other' }, SOUTH_LOTTERY_LAYOUT)).not.toEqual(a);
    expect(lotteryLayout('central')).toBe(SOUTH_LOTTERY_LAYOUT);
    expect(() => lotteryLayout('east')).toThrow(RangeError);
  });
});

const SOUTH_VECTOR = {
  DB: ['531206'],
  G1: ['33466'],
  G2: ['72579'],
  G3: ['62224', '67002'],
  G4: ['83476', '51891', '36303', '85133', '60705', '47065', '24041'],
  G5: ['9735'],
  G6: ['1503', '1020', '4837'],
  G7: ['538'],
  G8: ['42'],
};
const NORTH_DB_VECTOR = ['43199'];
