// Simulated slot rounds from the fair stream: RTP against the PAR sheet's 99 % interval, chi-square of reel stops.
import {
  FairStream,
  KeyedHmac,
  SpinScorer,
  roundPay,
  type CompiledSlot,
  type ParSheet,
} from '../../packages/fair/src/index';
import { chiSquareUniform, Z99, type ChiSquare } from './stats';

export interface SlotSimulation {
  rounds: number;
  seconds: number;
  rtp: number;
  standardDeviation: number;
  triggerFrequency: number;
  interval: [number, number];
  inside: boolean;
  /** Chi-square of the stops of every spin (base and free), per reel. */
  stops: ChiSquare[];
}

export function simulateSlot(
  slot: CompiledSlot,
  par: ParSheet,
  seeds: { serverSeed: string; clientSeed: string },
  rounds: number,
  progress: (done: number, rtp: number) => void,
): SlotSimulation {
  const key = new KeyedHmac(seeds.serverSeed);
  const scorer = new SpinScorer(slot);
  const stopCounts = slot.strips.map((s) => new Float64Array(s.length));
  let triggers = 0;
  const observe = (stops: readonly number[], spin: number) => {
    for (let reel = 0; reel < stops.length; reel++) stopCounts[reel]![stops[reel]!]!++;
    if (spin === 0 && scorer.triggered) triggers++;
  };
  const stops: number[] = [];
  let paid = 0;
  let squares = 0;
  const started = performance.now();
  const step = Math.max(1, Math.floor(rounds / 10));
  for (let nonce = 0; nonce < rounds; nonce++) {
    const pay = roundPay(scorer, new FairStream(key, seeds.clientSeed, nonce), stops, observe);
    paid += pay;
    squares += pay * pay;
    if ((nonce + 1) % step === 0) progress(nonce + 1, paid / (nonce + 1) / slot.bet);
  }
  const seconds = (performance.now() - started) / 1000;
  const mean = paid / rounds / slot.bet;
  const variance = squares / rounds / slot.bet ** 2 - mean * mean;
  const halfWidth = (Z99 * par.standardDeviation) / Math.sqrt(rounds);
  const interval: [number, number] = [par.rtp - halfWidth, par.rtp + halfWidth];
  return {
    rounds,
    seconds,
    rtp: mean,
    standardDeviation: Math.sqrt(variance),
    triggerFrequency: triggers / rounds,
    interval,
    inside: mean >= interval[0] && mean <= interval[1],
    stops: stopCounts.map(chiSquareUniform),
  };
}
