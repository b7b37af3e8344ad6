// Writes vectors/vectors.json: fixed test vectors of the fairness algorithm, computed by an implementation
// independent of src/ (Node's crypto HMAC, its own word reader, rejection sampler and shuffle). The package
// tests and the browser verifier's tests check their output against this file; it is frozen: regenerate only
// when the documented algorithm changes on purpose.
import { createHash, createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

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

// Mixed client seeds: SHA-256 of the parts joined by "/", then the round replayed with that client seed.
const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const MIX_SERVER_SEED = '5b1d9e0c7a3f2e4d6c8b0a1f3e5d7c9b2a4f6e8d0c1b3a5f7e9d2c4b6a8f0e1d';
const highCardParts = ['3f9a0c1e5b7d2f4a6c8e0b1d3f5a7c9e', 'my-lucky-seed', 'Ben_2026', '0d4e8f1a2b3c'];
const highCardSeed = sha256Hex(highCardParts.join('/'));
const bingoSales = [
  { firstCard: 0, cards: 3, clientSeed: 'ana' },
  { firstCard: 3, cards: 1, clientSeed: '7c1e0f9b2d4a6c8e1f3a5b7d9e0c2f4a' },
  { firstCard: 4, cards: 6, clientSeed: 'lucky-player_01' },
];
const bingoParts = [
  'jade-20261128-1235',
  ...bingoSales.map((s) => `${s.firstCard}:${s.cards}:${s.clientSeed}`),
];
const bingoSeed = sha256Hex(bingoParts.join('/'));
const mixes = {
  highCard: {
    tableClientSeed: highCardParts[0],
    seatClientSeeds: highCardParts.slice(1),
    parts: highCardParts.join('/'),
    serverSeed: MIX_SERVER_SEED,
    serverSeedHash: sha256Hex(MIX_SERVER_SEED),
    clientSeed: highCardSeed,
    nonce: 0,
    cards: shuffleHead(
      Array.from({ length: 52 }, (_, i) => i),
      3,
      referenceStream(MIX_SERVER_SEED, highCardSeed, 0).int,
    ),
  },
  bingoDraw: {
    gameClientSeed: bingoParts[0],
    sales: bingoSales,
    parts: bingoParts.join('/'),
    serverSeed: MIX_SERVER_SEED,
    serverSeedHash: sha256Hex(MIX_SERVER_SEED),
    clientSeed: bingoSeed,
    nonce: 0,
    draw: shuffleHead(
      Array.from({ length: 75 }, (_, i) => i + 1),
      75,
      referenceStream(MIX_SERVER_SEED, bingoSeed, 0).int,
    ),
  },
};

const document = {
  description:
    'Fixed vectors of the Suerte Studio fairness algorithm (packages/fair/README.md). Each case is one round: ' +
    'words, ints, deck52 and shoe8Top6 are each read from the start of that round’s stream. mixes: a High ' +
    'Card hand and a bingo draw whose client seed is SHA-256 of their parts joined by "/", with the cards dealt ' +
    'and the balls drawn from it.',
  cases,
  mixes,
};
writeFileSync(out, await format(JSON.stringify(document), { ...(await resolveConfig(out)), parser: 'json' }));
console.log(`wrote ${out}`);
