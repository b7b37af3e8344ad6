import { splitPot } from '../bingo/bingo.js';
import { cardRank, cardSuit } from '../cards.js';
import { mixClientSeed } from '../seeds.js';
import { LazyShuffle } from '../shuffle.js';
import type { FairStream } from '../stream.js';

/**
 * High Card, a table game between 2 to 6 members. Everyone at the table puts in the same ante; one card each is
 * dealt from a single 52-card deck shuffled by the round's stream (seat 1 first). The highest rank wins (ace
 * high; suits do not rank hands): tied players split the pot. The house takes a published rake from the pot.
 */
export const HIGH_CARD_MIN_PLAYERS = 2;
export const HIGH_CARD_MAX_PLAYERS = 6;
/** The published rake: 5 % of the pot, rounded down to the minor unit. */
export const HIGH_CARD_RAKE_BP = 500;

const DECK: readonly number[] = Object.freeze(Array.from({ length: 52 }, (_, i) => i));

function assertPlayers(players: number): void {
  if (!Number.isInteger(players) || players < HIGH_CARD_MIN_PLAYERS || players > HIGH_CARD_MAX_PLAYERS)
    throw new RangeError(`a table seats ${HIGH_CARD_MIN_PLAYERS} to ${HIGH_CARD_MAX_PLAYERS} players`);
}

/** One card per seat, in seat order, from the top of a front-to-back Fisher–Yates shuffle of one deck. */
export function dealHighCard(stream: FairStream, players: number): number[] {
  assertPlayers(players);
  const deck = new LazyShuffle(DECK, stream);
  return Array.from({ length: players }, () => deck.next());
}

/** Rank for the game: two = 2 … king = 13, ace = 14. */
export function highCardValue(code: number): number {
  const rank = cardRank(code);
  return rank === 0 ? 14 : rank + 1;
}

/** Seats (0-based) holding the highest rank, ascending. */
export function highCardWinners(cards: readonly number[]): number[] {
  const best = Math.max(...cards.map(highCardValue));
  return cards.flatMap((card, seat) => (highCardValue(card) === best ? [seat] : []));
}

export interface HighCardSettlement {
  pot: number;
  rake: number;
  /** What each seat gets back, in seat order (0 for losers); payouts + rake = pot. */
  payouts: number[];
  winners: number[];
}

/**
 * Pot = ante × players; rake = floor(pot × rakeBp / 10 000), capped at `rakeCap` when given; the rest is split
 * equally among the winners, floor each, and the odd minor units (fewer than the winners) go one each to the
 * winners whose card has the higher suit (spades, hearts, diamonds, clubs), which the shuffle decided.
 */
export function settleHighCard(
  cards: readonly number[],
  ante: number,
  rakeBp = HIGH_CARD_RAKE_BP,
  rakeCap?: number,
): HighCardSettlement {
  assertPlayers(cards.length);
  if (new Set(cards).size !== cards.length || cards.some((c) => !Number.isInteger(c) || c < 0 || c > 51))
    throw new RangeError('cards are different codes 0…51');
  if (!Number.isSafeInteger(ante) || ante < 1) throw new RangeError('the ante is whole minor units ≥ 1');
  if (!Number.isInteger(rakeBp) || rakeBp < 0 || rakeBp > 10_000) throw new RangeError('rake in 0…10000 bp');
  const pot = ante * cards.length;
  let rake = Number((BigInt(pot) * BigInt(rakeBp)) / 10_000n);
  if (rakeCap !== undefined) rake = Math.min(rake, rakeCap);
  const winners = highCardWinners(cards);
  const bySuit = [...winners].sort((a, b) => cardSuit(cards[b]!) - cardSuit(cards[a]!));
  const shares = splitPot(pot - rake, winners.length);
  const payouts = cards.map(() => 0);
  bySuit.forEach((seat, i) => (payouts[seat] = shares[i]!));
  return { pot, rake, payouts, winners };
}

/** The parts a hand's client seed is mixed from: the table's own client seed, then each seat's in seat order. */
export function handSeedParts(tableSeed: string, seatSeeds: readonly string[]): string[] {
  return [tableSeed, ...seatSeeds];
}

/**
 * The client seed a hand is dealt with: `mixClientSeed(handSeedParts(...))`, SHA-256 (lowercase hex) of the
 * table's own client seed and then each seated player's client seed in seat order, joined by `/`. The house
 * commits to the server seed before anyone sits; each player's seed is theirs; so no one party, house included,
 * decides the deck. The hand's rounds record the digest as their client seed (the verifier replays it as it is)
 * and the hand's outcome lists the seeds it was made from, so that each player can find their own in it.
 */
export function handClientSeed(tableSeed: string, seatSeeds: readonly string[]): string {
  return mixClientSeed(handSeedParts(tableSeed, seatSeeds));
}
