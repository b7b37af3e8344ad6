import {
  BACCARAT_SPOTS,
  type BaccaratSpot,
  type StudioBaccaratOutcome,
  type StudioGameInfoOf,
} from '@suerte/contracts';
import { cardPoints, cardRank, handTotal } from '@suerte/fair';

export type Bets = Record<BaccaratSpot, number>;
type Table = Pick<StudioGameInfoOf<'baccarat'>, 'limits' | 'unit'>;

export const NO_BETS: Bets = { player: 0, banker: 0, tie: 0, playerPair: 0, bankerPair: 0 };

export const totalStake = (bets: Bets) => BACCARAT_SPOTS.reduce((sum, spot) => sum + bets[spot], 0);

/** Adds a chip to a spot, up to the spot's table limit; `capped` when the chip did not fit whole. */
export function addChip(bets: Bets, spot: BaccaratSpot, chip: number, table: Table) {
  const max = table.limits[spot].max;
  const next = Math.min(bets[spot] + chip, max - (max % table.unit));
  return { bets: { ...bets, [spot]: next }, capped: next < bets[spot] + chip };
}

/** The stakes doubled where they fit (each spot up to its limit). */
export function doubled(bets: Bets, table: Table): Bets {
  return Object.fromEntries(
    BACCARAT_SPOTS.map((spot) => [
      spot,
      bets[spot] === 0 ? 0 : addChip(bets, spot, bets[spot], table).bets[spot],
    ]),
  ) as Bets;
}

/** The first spot the table would refuse (below its minimum or not whole units), or null. */
export function refusedSpot(bets: Bets, table: Table): BaccaratSpot | null {
  for (const spot of BACCARAT_SPOTS) {
    const stake = bets[spot];
    if (stake === 0) continue;
    const { min, max } = table.limits[spot];
    if (stake < min || stake > max || stake % table.unit !== 0) return spot;
  }
  return null;
}

/** The request's bets: only the spots staked. */
export function placedBets(bets: Bets): Partial<Bets> {
  return Object.fromEntries(
    BACCARAT_SPOTS.filter((spot) => bets[spot] > 0).map((spot) => [spot, bets[spot]]),
  );
}

export type Side = 'player' | 'banker';
export interface DealtCard {
  side: Side;
  code: number;
}

/**
 * The coup's cards in the order they are dealt: player, banker, player, banker, then the player's third card
 * and the banker's (the rules decided which are drawn; the client only shows them).
 */
export function dealOrder(outcome: Pick<StudioBaccaratOutcome, 'player' | 'banker'>): DealtCard[] {
  const cards: DealtCard[] = [];
  for (let i = 0; i < 3; i++)
    for (const side of ['player', 'banker'] as const) {
      const code = outcome[side][i];
      if (code !== undefined) cards.push({ side, code });
    }
  return cards;
}

/** A hand's total from the cards shown so far. */
export function totalOf(cards: readonly number[]): number {
  return handTotal(cards.map((code) => cardPoints(cardRank(code))));
}

/** How a spot ended: won, returned (a tie on player or banker) or lost; null when it was not staked. */
export function spotResult(
  outcome: StudioBaccaratOutcome,
  spot: BaccaratSpot,
): 'won' | 'push' | 'lost' | null {
  const stake = outcome.stakes[spot];
  if (stake === 0) return null;
  const back = outcome.returns[spot];
  return back > stake ? 'won' : back === stake ? 'push' : 'lost';
}
