// RTP benchmark (`npm run bench:rtp`, flags after `--`): simulates slot rounds from the fair stream and checks the
// simulated RTP against the PAR sheet's 99 % interval, chi-square tests the reel stops and the cards of simulated
// baccarat coups, and measures rounds per second of the slot engine with raw HMAC-SHA256 calls as the anchor of
// the same run. Figures are recorded by hand in bench/RESULTS.md.
//   --spins N     rounds per slot variant (default 100000000)
//   --variant ID  e.g. lucky-dragon-94, or "all" (default lucky-dragon-96)
//   --coups N     baccarat coups (default 10000000)
//   --runs N      runs of each rate measurement, the median is reported (default 3)
//   --seconds N   length of each rate run (default 3)
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import {
  compileSlot,
  generateServerSeed,
  parFileName,
  slotVariants,
  type ParSheet,
  type SlotVariant,
} from '../../packages/fair/src/index';
import { simulateCards } from './cards';
import { simulateSlot } from './simulate';
import { describeRates, measureRates } from './speed';
import type { ChiSquare } from './stats';

const { values } = parseArgs({
  options: {
    spins: { type: 'string', default: '100000000' },
    variant: { type: 'string', default: 'lucky-dragon-96' },
    coups: { type: 'string', default: '10000000' },
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '3' },
  },
});

function positive(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}

const spins = positive('spins', values.spins);
const coups = positive('coups', values.coups);
const runs = positive('runs', values.runs);
const seconds = positive('seconds', values.seconds);
const variants = slotVariants.filter(
  (v) => values.variant === 'all' || parFileName(v) === `${values.variant}.json`,
);
if (variants.length === 0) throw new Error(`unknown variant ${values.variant}`);

const parSheet = (v: SlotVariant): ParSheet =>
  JSON.parse(readFileSync(new URL(`../../packages/fair/par/${parFileName(v)}`, import.meta.url), 'utf8'));
const pct = (x: number, digits = 4) => `${(x * 100).toFixed(digits)} %`;
const chi = (c: ChiSquare) =>
  `χ² ${c.statistic.toFixed(1)} (df ${c.degreesOfFreedom}), p ${c.pValue.toFixed(3)}`;
const newSeeds = () => ({
  serverSeed: generateServerSeed((n) => new Uint8Array(randomBytes(n))),
  clientSeed: 'bench',
});

function reportSlot(variant: SlotVariant): void {
  const slot = compileSlot(variant);
  const par = parSheet(variant);
  const seeds = newSeeds();
  console.log(
    `\n## ${par.name} ${par.variant}: ${spins.toLocaleString('en-US')} rounds, server seed ${seeds.serverSeed}`,
  );
  const sim = simulateSlot(slot, par, seeds, spins, (done, rtp) =>
    console.log(`  ${done.toLocaleString('en-US')} rounds, RTP so far ${pct(rtp)}`),
  );
  console.log(`| Figure | Simulated | Computed (PAR sheet) |\n| --- | ---: | ---: |`);
  console.log(
    `| RTP | ${pct(sim.rtp)} | ${pct(par.rtp)} (99 % interval ${pct(sim.interval[0])} – ${pct(sim.interval[1])}) |`,
  );
  console.log(
    `| Standard deviation per round (× bet) | ${sim.standardDeviation.toFixed(3)} | ${par.standardDeviation.toFixed(3)} |`,
  );
  console.log(
    `| Feature trigger frequency | ${pct(sim.triggerFrequency)} | ${pct(par.feature.triggerFrequency)} |`,
  );
  console.log(`RTP inside the 99 % interval: ${sim.inside ? 'yes' : 'NO'}`);
  sim.stops.forEach((c, reel) => console.log(`Reel ${reel + 1} stops: ${chi(c)}`));
  console.log(
    `Simulation pace: ${Math.round(sim.rounds / sim.seconds).toLocaleString('en-US')} rounds/s (${sim.seconds.toFixed(0)} s)`,
  );
}

function reportCards(): void {
  const seeds = newSeeds();
  const sim = simulateCards(seeds, coups);
  console.log(`\n## Baccarat: ${coups.toLocaleString('en-US')} coups, server seed ${seeds.serverSeed}`);
  console.log(`First card dealt: ${chi(sim.firstCard)}`);
  console.log(`Fourth card dealt: ${chi(sim.fourthCard)}`);
  sim.outcomes.forEach((o) => {
    const z = (o.observed - o.exact) / Math.sqrt((o.exact * (1 - o.exact)) / coups);
    console.log(`${o.winner}: ${pct(o.observed)} simulated, ${pct(o.exact)} exact (z ${z.toFixed(2)})`);
  });
  console.log(`Pace: ${Math.round(sim.coups / sim.seconds).toLocaleString('en-US')} coups/s`);
}

console.log(
  `Node ${process.version}, ${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${runs} runs of ${seconds} s per rate.`,
);
const rates = measureRates(compileSlot(variants[0]!), runs, seconds);
console.log(
  `\n## Rates (${parFileName(variants[0]!)}), median and runs\n| Call | per second | runs |\n| --- | ---: | --- |`,
);
console.log(describeRates('HMAC-SHA256 block (anchor)', rates.hmacPerSecond));
console.log(describeRates('Slot round, full result (playRound)', rates.fullRoundsPerSecond));
console.log(describeRates('Slot round, score only (roundPay)', rates.scoredRoundsPerSecond));
variants.forEach(reportSlot);
reportCards();
