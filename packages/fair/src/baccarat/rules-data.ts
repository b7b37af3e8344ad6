import { fraction, fractionToPercent, type Fraction } from '../fraction.js';
import { BACCARAT_DECKS } from './coup.js';
import type { CoupOdds } from './edges.js';
import { BACCARAT_PAYOUTS, type BaccaratBet } from './rules.js';

/**
 * The figures of baccarat's rules page, exact. The coup counts are those `coupOdds()` enumerates (every ordered
 * deal of the first six cards of an 8-deck shoe; a test recomputes them), so the page needs no enumeration.
 */
export const BACCARAT_COUP_COUNTS: Readonly<CoupOdds> = Object.freeze({
  total: 416 * 415 * 414 * 413 * 412 * 411,
  banker: 2_292_252_566_437_888,
  player: 2_230_518_282_592_256,
  tie: 475_627_426_473_216,
});

/** Exact house edge per unit staked, from the coup counts and the payouts (player and banker push on a tie). */
export function exactHouseEdges(
  counts: CoupOdds = BACCARAT_COUP_COUNTS,
  decks = BACCARAT_DECKS,
): Record<BaccaratBet, Fraction> {
  const total = BigInt(counts.total);
  const banker = BigInt(counts.banker);
  const player = BigInt(counts.player);
  const tie = BigInt(counts.tie);
  // Player: 1 − (2P + T)/N = (B − P)/N. Banker (5 % commission): 1 − (1.95B + T)/N = (100P − 95B)/(100N).
  // Tie 8:1: 1 − 9T/N. Pair 11:1: 1 − 12 × 13·k(k − 1)/(S(S − 1)), k = 4 × decks cards per rank, S = 52 × decks.
  const perRank = BigInt(4 * decks);
  const shoe = BigInt(52 * decks);
  const pairWays = 13n * perRank * (perRank - 1n);
  const pairEdge = fraction(
    shoe * (shoe - 1n) - BigInt(1 + BACCARAT_PAYOUTS.pair) * pairWays,
    shoe * (shoe - 1n),
  );
  return {
    player: fraction(banker - player, total),
    banker: fraction(100n * player - 95n * banker, 100n * total),
    tie: fraction(total - BigInt(1 + BACCARAT_PAYOUTS.tie) * tie, total),
    playerPair: pairEdge,
    bankerPair: pairEdge,
  };
}

export interface BaccaratRulesData {
  decks: number;
  /** Commission on banker wins, percent. */
  commissionPercent: number;
  /** Winnings per unit (x:1). */
  payouts: typeof BACCARAT_PAYOUTS;
  /** Exact edges and their percentages to 4 decimals (nearest), for the rules page. */
  edges: Record<BaccaratBet, { exact: Fraction; percent: string }>;
  /** Chances of each coup result, percent to 4 decimals. */
  outcomes: Record<'player' | 'banker' | 'tie', string>;
}

export function baccaratRulesData(): BaccaratRulesData {
  const exact = exactHouseEdges();
  const edges = Object.fromEntries(
    Object.entries(exact).map(([bet, f]) => [bet, { exact: f, percent: fractionToPercent(f, 4, 'nearest') }]),
  ) as BaccaratRulesData['edges'];
  const c = BACCARAT_COUP_COUNTS;
  const chance = (n: number) => fractionToPercent(fraction(n, c.total), 4, 'nearest');
  return {
    decks: BACCARAT_DECKS,
    commissionPercent: Math.round((1 - BACCARAT_PAYOUTS.banker) * 100),
    payouts: BACCARAT_PAYOUTS,
    edges,
    outcomes: { player: chance(c.player), banker: chance(c.banker), tie: chance(c.tie) },
  };
}
