import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import vectors from '../vectors/vectors.json';
import { orderedShoe } from './cards.js';
import {
  commitServerSeed,
  generateClientSeed,
  generateServerSeed,
  isValidClientSeed,
  verifyServerSeed,
} from './seeds.js';
import { drawFromShuffle, shuffled } from './shuffle.js';
import { FairStream, KeyedHmac } from './stream.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('fixed vectors (vectors/vectors.json)', () => {
  it.each(vectors.cases)('the frozen file is standard HMAC-SHA256 and SHA-256 (nonce $nonce)', (c) => {
    expect(createHash('sha256').update(c.serverSeed).digest('hex')).toBe(c.serverSeedHash);
    c.blocks.forEach((block, cursor) => {
      const message = `${c.clientSeed}:${c.nonce}:${cursor}`;
      expect(createHmac('sha256', c.serverSeed).update(message).digest('hex')).toBe(block);
    });
  });

  it.each(vectors.cases)('the package reproduces every vector (nonce $nonce)', (c) => {
    const key = new KeyedHmac(c.serverSeed);
    expect(commitServerSeed(c.serverSeed)).toBe(c.serverSeedHash);
    c.blocks.forEach((block, cursor) =>
      expect(hex(key.digest(`${c.clientSeed}:${c.nonce}:${cursor}`))).toBe(block),
    );
    const words = FairStream.of(c);
    expect(c.words.map(() => words.nextUint32())).toEqual(c.words);
    const ints = FairStream.of(c);
    expect(c.ints.ranges.map((n) => ints.nextInt(n))).toEqual(c.ints.values);
    const deck = shuffled(
      Array.from({ length: 52 }, (_, i) => i),
      FairStream.of(c),
    );
    expect(deck).toEqual(c.deck52);
    expect(drawFromShuffle(orderedShoe(8), 6, FairStream.of(c))).toEqual(c.shoe8Top6);
  });
});

describe('keyed HMAC', () => {
  it('equals node:crypto for random seeds and messages, reused across messages', () => {
    for (let i = 0; i < 50; i++) {
      const seed = randomBytes(32).toString('hex');
      const key = new KeyedHmac(seed);
      for (const message of ['a:0:0', `x${i}:${i * 7}:${i}`, 'é:1:2']) {
        expect(hex(key.digest(message))).toBe(createHmac('sha256', seed).update(message).digest('hex'));
      }
    }
  });

  it('moves to the next block after eight words', () => {
    const c = vectors.cases[0]!;
    const stream = FairStream.of(c);
    for (let i = 0; i < 8; i++) stream.nextUint32();
    expect(stream.blocksUsed).toBe(1);
    stream.nextUint32();
    expect(stream.blocksUsed).toBe(2);
  });
});

describe('seeds', () => {
  it('commits with SHA-256 and verifies only the committed seed', () => {
    const seed = generateServerSeed((n) => new Uint8Array(randomBytes(n)));
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    const commitment = commitServerSeed(seed);
    expect(verifyServerSeed(seed, commitment)).toBe(true);
    expect(verifyServerSeed(seed, commitment.toUpperCase())).toBe(true);
    const other = seed.slice(0, 63) + (seed.endsWith('0') ? '1' : '0');
    expect(verifyServerSeed(other, commitment)).toBe(false);
  });

  it('client seeds exclude the separator and overlong text', () => {
    expect(generateClientSeed((n) => new Uint8Array(n))).toBe('0'.repeat(32));
    expect(isValidClientSeed('My_seed-42')).toBe(true);
    for (const bad of ['', 'a:b', 'a b', 'x'.repeat(65), 'ñ']) expect(isValidClientSeed(bad)).toBe(false);
    expect(() => new FairStream(new KeyedHmac('s'), 'a:1', 0)).toThrow(RangeError);
    expect(() => new FairStream(new KeyedHmac('s'), 'a', -1)).toThrow(RangeError);
    expect(() => new FairStream(new KeyedHmac('s'), 'a', 1.5)).toThrow(RangeError);
  });
});
