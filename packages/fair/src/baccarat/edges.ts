import { returnPerUnit, type BaccaratBet, type CoupResult } from './rules.js';
import { BACCARAT_DECKS, playCoup, type BaccaratCoup } from './coup.js';

/** Outcome counts among all ordered deals of the first six cards of a shoe (exact integers below 2⁵³). */
export interface CoupOdds {
  total: number;
  player: number;
  banker: number;
  tie: number;
}

const CARDS_PER_COUP = 6;
/** A representative rank per point value (0 → ten, 1 → ace, …, 9 → nine) to deal by value. */
const RANK_OF_POINTS = [9, 0, 1, 2, 3, 4, 5, 6, 7, 8];

class NeedCard extends Error {}

/** Runs the coup on a fixed sequence of point values; throws NeedCard when it needs one more. */
function coupOnPath(path: readonly number[]): BaccaratCoup {
  let next = 0;
  return playCoup(() => {
    if (next >= path.length) throw new NeedCard();
    return RANK_OF_POINTS[path[next++]!]!;
  });
}

/** Ways to draw `path` in order from `counts` (per point value), times the ways to draw the unused cards. */
function weightOf(path: readonly number[], counts: number[], shoeSize: number): number {
  const left = [...counts];
  let weight = 1;
  for (const points of path) weight *= left[points]!--;
  for (let k = path.length; k < CARDS_PER_COUP; k++) weight *= shoeSize - k;
  return weight;
}

/**
 * Exact odds of a coup dealt from the top of a full shuffled shoe of `decks` decks, by enumerating every
 * sequence of point values that the same `playCoup` as the live game asks for (card removal included).
 */
export function coupOdds(decks = BACCARAT_DECKS): CoupOdds {
  const counts = Array.from({ length: 10 }, (_, points) => (points === 0 ? 16 : 4) * decks);
  const shoeSize = 52 * decks;
  const odds: CoupOdds = { total: 0, player: 0, banker: 0, tie: 0 };
  const visit = (path: number[]): void => {
    try {
      const coup = coupOnPath(path);
      const weight = weightOf(path, counts, shoeSize);
      odds.total += weight;
      odds[coup.winner] += weight;
    } catch (error) {
      if (!(error instanceof NeedCard)) throw error;
      for (let points = 0; points <= 9; points++) if (counts[points]! > 0) visit([...path, points]);
    }
  };
  visit([]);
  return odds;
}

/** P(the first two cards of a side share a rank): 13 ranks of 4·decks cards each. */
export function pairProbability(decks = BACCARAT_DECKS): number {
  const perRank = 4 * decks;
  const shoeSize = 52 * decks;
  return (13 * perRank * (perRank - 1)) / (shoeSize * (shoeSize - 1));
}

/** House edge of each bet per unit staked (ties count as pushes for player and banker), from exact odds. */
export function houseEdges(decks = BACCARAT_DECKS, odds = coupOdds(decks)): Record<BaccaratBet, number> {
  const pair = pairProbability(decks);
  const expected = (bet: BaccaratBet) =>
    (['player', 'banker', 'tie'] as const).reduce((sum, winner) => {
      const coup: CoupResult = { winner, playerPair: false, bankerPair: false };
      return sum + (odds[winner] / odds.total) * returnPerUnit(bet, coup);
    }, 0);
  const pairReturn =
    pair * returnPerUnit('playerPair', { winner: 'tie', playerPair: true, bankerPair: true });
  return {
    player: 1 - expected('player'),
    banker: 1 - expected('banker'),
    tie: 1 - expected('tie'),
    playerPair: 1 - pairReturn,
    bankerPair: 1 - pairReturn,
  };
}
