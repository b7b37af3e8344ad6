// Rates of the RTP benchmark: raw keyed HMAC-SHA256 (the anchor), full slot rounds (result objects, as the
// studio server plays them) and score-only rounds (as the simulation plays them), each as a median of runs.
import {
  FairStream,
  KeyedHmac,
  SpinScorer,
  playRound,
  roundPay,
  type CompiledSlot,
} from '../../packages/fair/src/index';
import { median } from './stats';

/** Calls `step(i)` in batches until `seconds` have passed; returns calls per second. */
function rate(seconds: number, step: (i: number) => void): number {
  const started = performance.now();
  const until = started + seconds * 1000;
  let calls = 0;
  while (performance.now() < until) {
    for (let i = 0; i < 1000; i++) step(calls + i);
    calls += 1000;
  }
  return calls / ((performance.now() - started) / 1000);
}

export interface Rates {
  hmacPerSecond: number[];
  fullRoundsPerSecond: number[];
  scoredRoundsPerSecond: number[];
}

export function measureRates(slot: CompiledSlot, runs: number, seconds: number): Rates {
  const key = new KeyedHmac('c0ffee'.repeat(10) + 'beef');
  const out = new Uint8Array(32);
  const scorer = new SpinScorer(slot);
  const stops: number[] = [];
  const rates: Rates = { hmacPerSecond: [], fullRoundsPerSecond: [], scoredRoundsPerSecond: [] };
  rate(1, (i) => roundPay(scorer, new FairStream(key, 'warm', i), stops));
  for (let run = 0; run < runs; run++) {
    rates.hmacPerSecond.push(rate(seconds, (i) => key.digestInto(`bench-client:${i}:0`, out)));
    rates.fullRoundsPerSecond.push(
      rate(seconds, (i) => playRound(slot, new FairStream(key, `full${run}`, i))),
    );
    rates.scoredRoundsPerSecond.push(
      rate(seconds, (i) => roundPay(scorer, new FairStream(key, `s${run}`, i), stops)),
    );
  }
  return rates;
}

export function describeRates(name: string, values: number[]): string {
  return `| ${name} | ${Math.round(median(values)).toLocaleString('en-US')} | ${values
    .map((v) => Math.round(v).toLocaleString('en-US'))
    .join(' / ')} |`;
}
