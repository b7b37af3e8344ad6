// E-lottery RNG statistics: 1,000,000 draws per region format produced by the product's draw function (rngResult:
// the studio's commit-reveal stream from a fresh server seed per draw, the game's client seed of the day and the
// draw's nonce, exactly as the draw job does), then a chi-square test of the ten digits at every digit position of
// every prize number (prize, number, digit). Also the two-digit endings that lô and đề pay on (100 bins). Any
// p-value below 0.001 is flagged. Settings: BENCH_DRAWS (1000000), BENCH_REGIONS (north,south: the e-lottery
// formats; central draws the south's layout), BENCH_ALPHA (0.001).
import { randomBytes } from 'node:crypto';
import { generateServerSeed } from '@suerte/fair';
import { LOTTERY_REGIONS, type LotteryRegion } from '@suerte/contracts/lottery-rules';
import { rngResult } from '../../apps/server/src/modules/lottery/index';
import { chiSquareUniform, type ChiSquare } from '../rtp/stats';
import { loadAverage, positiveInt } from './seed';

const draws = positiveInt('BENCH_DRAWS', 1_000_000);
const alpha = Number(process.env.BENCH_ALPHA ?? 0.001);
const regions = (process.env.BENCH_REGIONS ?? 'north,south').split(',').map((r) => r.trim());
const DRAWS_PER_DAY = 1_440; // A one-minute e-lottery game.

interface Position {
  label: string;
  counts: Uint32Array;
}

/** Counts digits per position over `draws` results of `region`; positions come from the first result. */
function tally(region: LotteryRegion) {
  const positions: Position[] = [];
  const endings = new Uint32Array(100);
  const special = new Uint32Array(100);
  const code = region === 'north' ? 'ELOTT_N1' : 'ELOTT_S1';
  // One pool of seed bytes refilled per 1,024 draws: the seeds are still 32 fresh CSPRNG bytes each.
  let pool = randomBytes(0);
  let at = 0;
  const bytes = (n: number) => {
    if (at + n > pool.length) {
      pool = randomBytes(Math.max(n, 32) * 1_024);
      at = 0;
    }
    at += n;
    return pool.subarray(at - n, at);
  };
  for (let k = 0; k < draws; k += 1) {
    const prizes = rngResult(region, {
      serverSeed: generateServerSeed(bytes),
      clientSeed: `${code}-${20261128 + Math.floor(k / DRAWS_PER_DAY)}`,
      nonce: (k % DRAWS_PER_DAY) + 1,
    });
    let p = 0;
    for (const [prize, numbers] of Object.entries(prizes)) {
      numbers.forEach((number, i) => {
        for (let d = 0; d < number.length; d += 1, p += 1) {
          if (k === 0)
            positions.push({ label: `${prize}[${i}] digit ${d + 1}`, counts: new Uint32Array(10) });
          positions[p]!.counts[number.charCodeAt(d) - 48]! += 1;
        }
        endings[Number(number.slice(-2))]! += 1;
        if (prize === 'DB') special[Number(number.slice(-2))]! += 1;
      });
    }
  }
  return { positions, endings, special };
}

const format = (c: ChiSquare) =>
  `χ² ${c.statistic.toFixed(2).padStart(6)}  df ${c.degreesOfFreedom}  p ${c.pValue.toFixed(4)}`;

function main(): void {
  console.log(
    `Node ${process.version}, load ${loadAverage()}; ${draws} draws per region (${regions.join(', ')}), flag p < ${alpha}.`,
  );
  let flagged = 0;
  for (const region of regions) {
    if (!(LOTTERY_REGIONS as readonly string[]).includes(region)) throw new Error(`unknown region ${region}`);
    const started = performance.now();
    const { positions, endings, special } = tally(region as LotteryRegion);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `\n## ${region}: ${positions.length} digit positions, ${draws} draws in ${seconds.toFixed(1)} s ` +
        `(${(draws / seconds).toFixed(0)} draws/s)`,
    );
    const tests = [
      ...positions.map((p) => ({ label: p.label, test: chiSquareUniform(p.counts) })),
      { label: 'last two digits, every number', test: chiSquareUniform(endings) },
      { label: 'last two digits of DB (đề)', test: chiSquareUniform(special) },
    ];
    for (const { label, test } of tests) {
      const flag = test.pValue < alpha;
      if (flag) flagged += 1;
      console.log(`${label.padEnd(30)} ${format(test)}${flag ? '  FLAGGED' : ''}`);
    }
    const ps = tests.map((t) => t.test.pValue);
    console.log(
      `${region}: ${tests.length} tests, smallest p ${Math.min(...ps).toFixed(4)}, ` +
        `${ps.filter((p) => p < 0.05).length} below 0.05 (≈${(tests.length * 0.05).toFixed(1)} expected by chance), ` +
        `${ps.filter((p) => p < alpha).length} below ${alpha}`,
    );
  }
  console.log(
    `\n${flagged === 0 ? 'No position flagged.' : `${flagged} test(s) flagged.`} load ${loadAverage()}`,
  );
}

main();
