// Simulated baccarat coups from the fair stream: chi-square of the first and fourth card dealt (each uniform
// over the 52 card codes in a full 8-deck shoe) and outcome frequencies against the exact odds.
import { FairStream, KeyedHmac, coupOdds, dealBaccarat } from '../../packages/fair/src/index';
import { chiSquareUniform, type ChiSquare } from './stats';

export interface CardSimulation {
  coups: number;
  seconds: number;
  firstCard: ChiSquare;
  fourthCard: ChiSquare;
  /** Observed and exact frequencies of player, banker and tie. */
  outcomes: { winner: 'player' | 'banker' | 'tie'; observed: number; exact: number }[];
}

export function simulateCards(
  seeds: { serverSeed: string; clientSeed: string },
  coups: number,
): CardSimulation {
  const key = new KeyedHmac(seeds.serverSeed);
  const first = new Float64Array(52);
  const fourth = new Float64Array(52);
  const wins = { player: 0, banker: 0, tie: 0 };
  const started = performance.now();
  for (let nonce = 0; nonce < coups; nonce++) {
    const coup = dealBaccarat(new FairStream(key, seeds.clientSeed, nonce));
    first[coup.player[0]!]!++;
    fourth[coup.banker[1]!]!++;
    wins[coup.winner]++;
  }
  const seconds = (performance.now() - started) / 1000;
  const odds = coupOdds();
  const outcomes = (['player', 'banker', 'tie'] as const).map((winner) => ({
    winner,
    observed: wins[winner] / coups,
    exact: odds[winner] / odds.total,
  }));
  return {
    coups,
    seconds,
    firstCard: chiSquareUniform(first),
    fourthCard: chiSquareUniform(fourth),
    outcomes,
  };
}
