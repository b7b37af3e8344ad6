import { cardRank, orderedShoe } from '../cards.js';
import { LazyShuffle } from '../shuffle.js';
import type { FairStream } from '../stream.js';
import { bankerDraws, cardPoints, handTotal, playerDraws, winnerOf, type CoupResult } from './rules.js';

export const BACCARAT_DECKS = 8;

/** The unshuffled 8-deck shoe; every coup shuffles its own copy. */
const ORDERED_SHOE: readonly number[] = Object.freeze(orderedShoe(BACCARAT_DECKS));

export interface BaccaratCoup extends CoupResult {
  /** Card codes (see cards.ts) in the order received. */
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
}

/** Plays a coup from cards drawn in deal order: player, banker, player, banker, then any third cards. */
export function playCoup(draw: () => number): BaccaratCoup {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const points = (cards: number[]) => handTotal(cards.map((c) => cardPoints(cardRank(c))));
  const natural = points(player) >= 8 || points(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(points(player))) {
      const card = draw();
      player.push(card);
      playerThird = cardPoints(cardRank(card));
    }
    if (bankerDraws(points(banker), playerThird)) banker.push(draw());
  }
  const playerTotal = points(player);
  const bankerTotal = points(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: winnerOf(playerTotal, bankerTotal),
    playerPair: cardRank(player[0]!) === cardRank(player[1]!),
    bankerPair: cardRank(banker[0]!) === cardRank(banker[1]!),
  };
}

/**
 * One coup from one round's stream: a fresh 8-deck shoe (416 cards) is shuffled front to back by Fisher–Yates
 * and the coup is dealt from its top; only the cards dealt (4 to 6) consume the stream.
 */
export function dealBaccarat(stream: FairStream): BaccaratCoup {
  const shoe = new LazyShuffle(ORDERED_SHOE, stream);
  return playCoup(() => shoe.next());
}
