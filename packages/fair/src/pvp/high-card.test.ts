import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FairStream, KeyedHmac } from '../stream.js';
import { shuffled } from '../shuffle.js';
import { dealHighCard, handClientSeed, highCardValue, highCardWinners, settleHighCard } from './high-card.js';

// Card codes: rank = code % 13 (0 ace … 12 king), suit = floor(code / 13) (clubs, diamonds, hearts, spades).
const card = (rank: number, suit: number) => suit * 13 + rank;
const [CLUBS, DIAMONDS, HEARTS, SPADES] = [0, 1, 2, 3];
const ACE = 0;
const KING = 12;
const SEVEN = 6;

describe('high card dealing', () => {
  it('deals one card per seat from the top of the shuffled deck, the same for the same seeds', () => {
    const key = new KeyedHmac('table-seed');
    for (let players = 2; players <= 6; players++) {
      const cards = dealHighCard(new FairStream(key, 'table', players), players);
      const deck = shuffled(
        Array.from({ length: 52 }, (_, i) => i),
        new FairStream(key, 'table', players),
      );
      expect(cards).toEqual(deck.slice(0, players));
    }
    const stream = new FairStream(key, 'table', 0);
    expect(() => dealHighCard(stream, 1)).toThrow();
    expect(() => dealHighCard(stream, 7)).toThrow();
  });

  it('ranks aces high and finds every tied winner', () => {
    expect(highCardValue(card(ACE, CLUBS))).toBe(14);
    expect(highCardValue(card(KING, SPADES))).toBe(13);
    expect(highCardValue(card(1, HEARTS))).toBe(2);
    expect(highCardWinners([card(KING, SPADES), card(ACE, CLUBS), card(SEVEN, HEARTS)])).toEqual([1]);
    expect(highCardWinners([card(KING, SPADES), card(7, CLUBS), card(KING, HEARTS)])).toEqual([0, 2]);
  });
});

describe('high card settlement', () => {
  it('takes the 5 % rake from the pot and pays the rest to the winner', () => {
    const result = settleHighCard([card(KING, SPADES), card(ACE, CLUBS), card(SEVEN, HEARTS)], 1000);
    expect(result).toEqual({ pot: 3000, rake: 150, payouts: [0, 2850, 0], winners: [1] });
  });

  it('splits ties, the odd units going to the higher suits, and caps the rake when asked', () => {
    // Pot 3 × 333 = 999, rake floor(49.95) = 49, 950 left for three kings: 317 to spades, 317 to hearts, 316.
    const cards = [card(KING, DIAMONDS), card(KING, SPADES), card(KING, HEARTS)];
    expect(settleHighCard(cards, 333)).toEqual({
      pot: 999,
      rake: 49,
      payouts: [316, 317, 317],
      winners: [0, 1, 2],
    });
    expect(settleHighCard([card(ACE, CLUBS), card(ACE, DIAMONDS)], 101).payouts).toEqual([96, 96]);
    expect(settleHighCard([card(ACE, CLUBS), card(2, DIAMONDS)], 100_000, 500, 1000)).toMatchObject({
      rake: 1000,
      payouts: [199_000, 0],
    });
    expect(() => settleHighCard([card(ACE, CLUBS), card(ACE, CLUBS)], 100)).toThrow();
    expect(() => settleHighCard([card(ACE, CLUBS), card(2, CLUBS)], 0)).toThrow();
  });

  it('is fair between seats: over all 52 · 51 · 50 deals to 3 seats each seat gets exactly the same total', () => {
    const totals = [0, 0, 0];
    let rake = 0;
    let deals = 0;
    for (let a = 0; a < 52; a++)
      for (let b = 0; b < 52; b++)
        for (let c = 0; c < 52; c++) {
          if (a === b || b === c || a === c) continue;
          const result = settleHighCard([a, b, c], 7);
          result.payouts.forEach((p, seat) => (totals[seat]! += p));
          rake += result.rake;
          deals++;
        }
    expect(deals).toBe(132_600);
    expect(totals[0]).toBe(totals[1]);
    expect(totals[1]).toBe(totals[2]);
    // Every pot is 21 with a rake of floor(1.05) = 1: the players get back exactly 20/21 of what they put in.
    expect(rake).toBe(deals);
    expect(totals[0]! * 3 + rake).toBe(deals * 21);
  }, 20_000);

  it("deals from the table's seed and every seated player's seed: changing any one changes the deck", () => {
    const serverSeed = 'a'.repeat(64);
    const deal = (clientSeed: string) => dealHighCard(FairStream.of({ serverSeed, clientSeed, nonce: 0 }), 6);
    // SHA-256 of "table/ana/ben", as `printf 'table/ana/ben' | sha256sum` gives it.
    expect(handClientSeed('table', ['ana', 'ben'])).toBe(
      createHash('sha256').update('table/ana/ben').digest('hex'),
    );
    const base = deal(handClientSeed('table', ['ana', 'ben', 'cy']));
    expect(deal(handClientSeed('table', ['ana', 'ben', 'cy']))).toEqual(base);
    expect(deal(handClientSeed('table', ['ana', 'ben', 'cz']))).not.toEqual(base);
    expect(deal(handClientSeed('table', ['anb', 'ben', 'cy']))).not.toEqual(base);
    expect(deal(handClientSeed('tablf', ['ana', 'ben', 'cy']))).not.toEqual(base);
    // Seat order matters: the same seeds in other seats deal another deck.
    expect(deal(handClientSeed('table', ['ben', 'ana', 'cy']))).not.toEqual(base);
  });
});
