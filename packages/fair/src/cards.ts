/**
 * Cards are codes 0…51: rank = code % 13 (0 = ace, 1 = two, …, 9 = ten, 10 = jack, 11 = queen, 12 = king),
 * suit = floor(code / 13) (0 = clubs, 1 = diamonds, 2 = hearts, 3 = spades). A shoe of d decks lists codes
 * 0…51 d times in order before it is shuffled.
 */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['c', 'd', 'h', 's'] as const;

export function cardRank(code: number): number {
  return code % 13;
}

export function cardSuit(code: number): number {
  return Math.floor(code / 13);
}

export function cardLabel(code: number): string {
  return `${RANKS[cardRank(code)]}${SUITS[cardSuit(code)]}`;
}

/** Unshuffled shoe: deck after deck, each deck in code order. */
export function orderedShoe(decks: number): number[] {
  return Array.from({ length: decks * 52 }, (_, i) => i % 52);
}
