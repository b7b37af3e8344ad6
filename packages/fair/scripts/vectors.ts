// Writes vectors/vectors.json: fixed test vectors of the fairness algorithm, computed by an implementation
// independent of src/ (Node's crypto HMAC, its own word reader, rejection sampler and shuffle). The package
// tests and the browser verifier's tests check their output against this file; it is frozen: regenerate only
// when the documented algorithm changes on purpose.
import { createHash, createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../vectors/vectors.json');

function referenceStream(serverSeed: string, clientSeed: string, nonce: number) {
  let cursor = 0;
  let buffer = Buffer.alloc(0);
  const word = (): number => {
    if (buffer.length === 0) {
      buffer = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
      cursor++;
    }
    const value = buffer.readUInt32BE(0);
    buffer = buffer.subarray(4);
    return value;
  };
  const int = (n: number): number => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    let value = word();
    while (value >= limit) value = word();
    return value % n;
  };
  return { word, int };
}

function block(serverSeed: string, clientSeed: string, nonce: number, cursor: number): string {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest('hex');
}

/** Front-to-back Fisher–Yates, first `count` positions. */
function shuffleHead(items: number[], count: number, int: (n: number) => number): number[] {
  const a = [...items];
  for (let i = 0; i < Math.min(count, a.length - 1); i++) {
    const j = i + int(a.length - i);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a.slice(0, count);
}

const RANGES = [30, 31, 32, 31, 31, 37, 52, 416, 6, 2, 1, 3_000_000_001, 2 ** 31 + 1, 2 ** 32];
const SEEDS = [
  {
    serverSeed: '9f2c4b1e7a5d3c8b6e0f1a2d4c6b8e0a1f3d5c7b9e2a4c6d8f0b1e3a5c7d9f2b',
    clientSeed: 'lucky-player_01',
    nonce: 0,
  },
  {
    serverSeed: '9f2c4b1e7a5d3c8b6e0f1a2d4c6b8e0a1f3d5c7b9e2a4c6d8f0b1e3a5c7d9f2b',
    clientSeed: 'lucky-player_01',
    nonce: 1,
  },
  {
    serverSeed: '0000000000000000000000000000000000000000000000000000000000000000',
    clientSeed: 'a',
    nonce: 12345,
  },
  {
    serverSeed: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    clientSeed: 'Suerte-Studio',
    nonce: 9007199254740991,
  },
];

const cases = SEEDS.map((seeds) => {
  const { serverSeed, clientSeed, nonce } = seeds;
  const words = referenceStream(serverSeed, clientSeed, nonce);
  const ints = referenceStream(serverSeed, clientSeed, nonce);
  const deck = referenceStream(serverSeed, clientSeed, nonce);
  const shoe = referenceStream(serverSeed, clientSeed, nonce);
  return {
    ...seeds,
    serverSeedHash: createHash('sha256').update(serverSeed).digest('hex'),
    blocks: [0, 1, 2].map((cursor) => block(serverSeed, clientSeed, nonce, cursor)),
    words: Array.from({ length: 20 }, () => words.word()),
    ints: { ranges: RANGES, values: RANGES.map((n) => ints.int(n)) },
    deck52: shuffleHead(
      Array.from({ length: 52 }, (_, i) => i),
      52,
      deck.int,
    ),
    shoe8Top6: shuffleHead(
      Array.from({ length: 416 }, (_, i) => i % 52),
      6,
      shoe.int,
    ),
  };
});

const document = {
  description:
    'Fixed vectors of the Suerte Studio fairness algorithm (packages/fair/README.md). Each case is one round: ' +
    'words, ints, deck52 and shoe8Top6 are each read from the start of that round’s stream.',
  cases,
};
writeFileSync(out, await format(JSON.stringify(document), { parser: 'json' }));
console.log(`wrote ${out}`);
