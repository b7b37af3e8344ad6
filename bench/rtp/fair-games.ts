// Chi-square checks of the studio's other games from the fair stream (`npm run bench:fair-games -- --rounds N`):
// mine positions, bingo cards and ball order, High Card deals, cockfight and football results against their
// exact chances, and the crash point's distribution. Each check draws a fresh server seed from node:crypto and
// uses nonces 0 … N−1. Figures are recorded by hand in bench/RESULTS.md.
//   --rounds N   rounds per check (default 1000000)
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import {
  FairStream,
  KeyedHmac,
  bingoCard,
  bingoDrawOrder,
  dealHighCard,
  generateServerSeed,
  minesBoard,
  playCockfight,
  playCrash,
  playMatch,
  priceCockfight,
  scoreTable,
  shuffled,
  type Fraction,
} from '../../packages/fair/src/index';
import { chiSquareExpected, chiSquarePValue, chiSquareUniform, type ChiSquare } from './stats';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '1000000' } } });
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds <= 0) throw new Error('--rounds must be a positive whole number');

const chi = (c: ChiSquare) =>
  `χ² ${c.statistic.toFixed(1)} (df ${c.degreesOfFreedom}), p ${c.pValue.toFixed(3)}`;
const toNumber = (f: Fraction) => Number(f.n) / Number(f.d);
const results: string[] = [];
let failed = 0;

/** Runs `visit` on `rounds` streams of a fresh seed, then reports its checks; p below 0.001 is flagged. */
function check(name: string, visit: (stream: FairStream) => void, report: () => [string, ChiSquare][]) {
  const serverSeed = generateServerSeed((n) => new Uint8Array(randomBytes(n)));
  const key = new KeyedHmac(serverSeed);
  const started = performance.now();
  for (let nonce = 0; nonce < rounds; nonce++) visit(new FairStream(key, 'bench', nonce));
  const seconds = (performance.now() - started) / 1000;
  for (const [label, c] of report()) {
    if (c.pValue < 0.001) failed++;
    results.push(
      `| ${name} | ${label} | ${chi(c)}${c.pValue < 0.001 ? ' **low**' : ''} | ${seconds.toFixed(1)} s |`,
    );
  }
}

// Mines: tile counts per mine count. Each board marks m of 25 tiles, so the Pearson statistic has mean 25 − m
// instead of 24; it is rescaled by 24 / (25 − m) (exact for m = 1). Two-mine boards are also counted as pairs.
for (const mines of [1, 5, 12, 24]) {
  const tiles = new Float64Array(25);
  check(
    `Mines (${mines})`,
    (stream) => {
      for (const tile of minesBoard(stream, mines)) tiles[tile]!++;
    },
    () => {
      const raw = chiSquareUniform(tiles);
      return [['mine tiles', chiSquarePValue((raw.statistic * 24) / (25 - mines), 24)]];
    },
  );
}
const pairs = new Float64Array(300);
const pairIndex = (a: number, b: number) => (a * (49 - a)) / 2 + (b - a - 1); // a < b, 0 … 299
check(
  'Mines (2)',
  (stream) => {
    const [a, b] = minesBoard(stream, 2);
    pairs[pairIndex(a!, b!)]!++;
  },
  () => [['mine pairs (300)', chiSquareUniform(pairs)]],
);

// Bingo: first, middle and last ball of the draw; the top B cell and the N column's first cell of a card.
const firstBall = new Float64Array(75);
const middleBall = new Float64Array(75);
const lastBall = new Float64Array(75);
check(
  'Bingo draw',
  (stream) => {
    const draw = bingoDrawOrder(stream);
    firstBall[draw[0]! - 1]!++;
    middleBall[draw[37]! - 1]!++;
    lastBall[draw[74]! - 1]!++;
  },
  () => [
    ['ball 1', chiSquareUniform(firstBall)],
    ['ball 38', chiSquareUniform(middleBall)],
    ['ball 75', chiSquareUniform(lastBall)],
  ],
);
const topB = new Float64Array(15);
const bottomO = new Float64Array(15);
const topN = new Float64Array(15);
check(
  'Bingo cards',
  (stream) => {
    const card = bingoCard(stream);
    topB[card[0]! - 1]!++;
    topN[card[2]! - 31]!++;
    bottomO[card[24]! - 61]!++;
  },
  () => [
    ['B top cell', chiSquareUniform(topB)],
    ['N top cell', chiSquareUniform(topN)],
    ['O bottom cell', chiSquareUniform(bottomO)],
  ],
);

// High Card: the cards of seat 1 and seat 6 of a full table, and a whole-deck shuffle's last card.
const seat1 = new Float64Array(52);
const seat6 = new Float64Array(52);
const lastCard = new Float64Array(52);
check(
  'High Card',
  (stream) => {
    const cards = dealHighCard(stream, 6);
    seat1[cards[0]!]!++;
    seat6[cards[5]!]!++;
  },
  () => [
    ['seat 1 card', chiSquareUniform(seat1)],
    ['seat 6 card', chiSquareUniform(seat6)],
  ],
);
const deck = Array.from({ length: 52 }, (_, i) => i);
check(
  'Deck shuffle',
  (stream) => {
    lastCard[shuffled(deck, stream)[51]!]!++;
  },
  () => [['52nd card', chiSquareUniform(lastCard)]],
);

// Cockfight and football against their exact chances.
const fight = { meron: 600, wala: 400, drawBp: 300 };
const prices = priceCockfight(fight).selections;
const sides = { meron: 0, wala: 0, draw: 0 };
check(
  'Cockfight',
  (stream) => {
    sides[playCockfight(fight, stream)]++;
  },
  () => [
    [
      'meron / wala / draw',
      chiSquareExpected(
        [sides.meron, sides.wala, sides.draw],
        [
          toNumber(prices.meron.chance.win),
          toNumber(prices.wala.chance.win),
          toNumber(prices.draw.chance.win),
        ],
      ),
    ],
  ],
);
const fixture = { home: 28, away: 19 };
const table = scoreTable(fixture);
// Score bins: goals 0–5 each way (36 bins) and the rest pooled, so every bin expects enough rounds.
const binOf = (home: number, away: number) => (home <= 5 && away <= 5 ? home * 6 + away : 36);
const scoreCounts = new Float64Array(37);
const scoreChances = new Array<number>(37).fill(0);
table.forEach((row, h) => row.forEach((p, a) => (scoreChances[binOf(h, a)]! += toNumber(p))));
check(
  'Football',
  (stream) => {
    const score = playMatch(fixture, stream);
    scoreCounts[binOf(score.home, score.away)]!++;
  },
  () => [['scores (37 bins)', chiSquareExpected(scoreCounts, scoreChances)]],
);

// Crash: bins of the crash point by the published P(c ≥ x) = 0.97 / x (x as a multiplier), with x at
// 1.01, 1.5, 2, 3, 5, 10, 100, and the instant crashes.
const edges = [101, 150, 200, 300, 500, 1000, 10_000];
const crashBins = new Float64Array(edges.length + 1);
check(
  'Crash',
  (stream) => {
    const round = playCrash(stream);
    const bin = edges.findIndex((x) => round.crashPoint < x);
    crashBins[bin === -1 ? edges.length : bin]!++;
  },
  () => {
    const atLeast = (x: number) => 97 / x;
    const chances = edges.map((x, i) => (i === 0 ? 1 - atLeast(x) : atLeast(edges[i - 1]!) - atLeast(x)));
    chances.push(atLeast(edges.at(-1)!));
    return [['crash point bins', chiSquareExpected(crashBins, chances)]];
  },
);

console.log(
  `Node ${process.version}, ${os.cpus().length} CPUs, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${rounds.toLocaleString('en-US')} rounds per check.`,
);
console.log('\n| Game | Check | Result | Time |\n| --- | --- | --- | ---: |');
results.forEach((line) => console.log(line));
console.log(`\n${failed} of ${results.length} checks below p 0.001 (about 1 in 1000 is expected by chance).`);
